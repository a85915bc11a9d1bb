// Long-lived CLI hosts (cli-host.mjs): each runs main() for one job at a time, so that a test file
// that runs the CLI thirty times pays Node's start-up and the CLI's module loading once, not thirty
// times. What a process of its own would give a run is kept: its own environment and standard input,
// a hard time-out (the host is killed, SIGKILL, and replaced), and a crash that ends only the run
// under way (its host is replaced; the next run gets a fresh one).
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import type { CliResult } from './run-cli.js';

const HOST_SCRIPT = fileURLToPath(new URL('./cli-host.mjs', import.meta.url));

export interface HostJob {
  args: readonly string[];
  /** The whole environment of the run (process.env in the host while it runs). */
  env: NodeJS.ProcessEnv;
  /** Standard input of the run; it ends after this. */
  input: string;
  timeoutMs: number;
}

interface Host {
  run(job: HostJob): Promise<CliResult>;
  /** False once the host has ended (crashed, killed): it takes no more jobs. */
  readonly alive: boolean;
  stop(): void;
}

function startHost(cwd: string, env: NodeJS.ProcessEnv, script: string): Host {
  // execArgv: []: the host is `node cli-host.mjs`, not a copy of the test worker's flags and loaders.
  const child: ChildProcess = fork(script, [], { cwd, env, execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let alive = true;
  // Anything the host prints outside main()'s streams (a crash, before or after redirection) goes to the job under way.
  let strayOut = '';
  let strayErr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (strayOut += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (strayErr += chunk));
  // A host never keeps the test worker alive (a run's time-out timer does while it runs); it ends by
  // itself when the worker goes (disconnect).
  child.unref();
  child.channel?.unref();
  (child.stdout as unknown as { unref(): void }).unref();
  (child.stderr as unknown as { unref(): void }).unref();
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('close', (code, signal) => {
      alive = false;
      resolve({ code, signal });
    }),
  );
  return {
    get alive() {
      return alive;
    },
    stop: () => child.kill('SIGKILL'),
    run(job) {
      const started = performance.now();
      strayOut = '';
      strayErr = '';
      return new Promise<CliResult>((resolve, reject) => {
        let timedOut = false;
        let settled = false;
        const timer = setTimeout(() => {
          timedOut = true;
          child.kill('SIGKILL');
        }, job.timeoutMs);
        const finish = (result: Omit<CliResult, 'durationMs' | 'timedOut'>) => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          child.off('message', onAnswer);
          resolve({ ...result, durationMs: performance.now() - started, timedOut });
        };
        const onAnswer = (answer: { code: number; stdout: string; stderr: string }) =>
          finish({ code: answer.code, signal: null, stdout: answer.stdout + strayOut, stderr: answer.stderr + strayErr });
        child.on('message', onAnswer);
        void ended.then(({ code, signal }) =>
          finish({ code, signal, stdout: strayOut, stderr: `${strayErr}\n(the CLI host ended during this run)\n` }),
        );
        child.send({ args: [...job.args], env: job.env, input: job.input }, (error) => {
          if (error && !settled) {
            settled = true;
            clearTimeout(timer);
            reject(error);
          }
        });
      });
    },
  };
}

export interface HostPool {
  /** Runs `job` in an idle host, or in a new one when all are busy. */
  run(job: HostJob): Promise<CliResult>;
  /** Ends the idle hosts (those under way end with their job). */
  close(): void;
}

/** `script`: the host of another checkout's build (scripts/bench/same-results.ts), this one's by default. */
export function createHostPool(cwd: string, hostEnv: NodeJS.ProcessEnv, script = HOST_SCRIPT): HostPool {
  const idle: Host[] = [];
  return {
    async run(job) {
      const host = idle.pop() ?? startHost(cwd, hostEnv, script);
      const result = await host.run(job);
      if (host.alive) idle.push(host);
      return result;
    },
    close() {
      for (const host of idle.splice(0)) host.stop();
    },
  };
}
