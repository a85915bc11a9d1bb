// Child process of the benchmark: a watch session (run --watch --suite categories) as a developer runs it,
// the CLI in a pseudo-terminal (util-linux `script`), against `serve` in a process of its own. Presses Enter
// RERUNS times, each once the session waits again, and measures the time from the key to the verdict line
// of the run it asked for on the terminal, and the session's resident memory (its suites' thread included)
// after each run. Prints, as JSON, the median time, the memory after the first reruns and after the last
// ones, and their difference.
//   tsx scripts/bench/watch-rerun.ts [reruns=200]
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { median, memoryMb } from './measure.js';

const reruns = Number(process.argv[2] ?? 200);
const bin = fileURLToPath(new URL('../../bin/seller-api-conformance.js', import.meta.url));
const reportDir = await mkdtemp(join(tmpdir(), 'sac-bench-watch-'));
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));

/** Starts `command`; resolves with it and a reader of its output (CRLF made LF) once it printed `ready`. */
function start(command: string, args: string[], ready: RegExp) {
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, NO_COLOR: '1' } });
  children.push(child);
  let text = '';
  let seen: (() => void) | undefined;
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    text += chunk.replace(/\r\n/g, '\n');
    seen?.();
  });
  const output = () => text;
  /** Resolves once the output after `from` matches `pattern`. */
  const printed = (pattern: RegExp, from = 0) =>
    new Promise<void>((resolve, reject) => {
      const ended = (code: number | null) => reject(new Error(`${command} exited ${code}:\n${text}`));
      seen = () => {
        if (!pattern.test(text.slice(from))) return;
        seen = undefined;
        child.off('exit', ended);
        resolve();
      };
      child.once('exit', ended);
      seen();
    });
  return printed(ready).then(() => ({ child, output, printed }));
}

const serve = await start(process.execPath, [bin, 'serve', '--port', '0'], /listening on \S+/);
const target = /listening on (\S+)/.exec(serve.output())![1]!;
const args = ['run', '--watch', '--suite', 'categories', '--base-url', target, '--seed', '1', '--report-dir', reportDir];
const quote = (word: string) => `'${word.replace(/'/g, `'\\''`)}'`;
const command = `exec ${[process.execPath, bin, ...args].map(quote).join(' ')}`;
const WAITING = /\nwaiting [^\n]*\n/;
const session = await start('script', ['-qfec', command, '/dev/null'], WAITING);
// `script` runs the command in a child of its own, which execs node: that child is the session.
const pid = Number(readFileSync(`/proc/${session.child.pid}/task/${session.child.pid}/children`, 'utf8').trim().split(' ')[0]);

const times: number[] = [];
const rssMb: number[] = [];
for (let i = 0; i < reruns; i += 1) {
  const from = session.output().length;
  const pressed = performance.now();
  session.child.stdin!.write('\r');
  await session.printed(/run \d+: [A-Z]/, from);
  times.push(performance.now() - pressed);
  await session.printed(WAITING, from);
  if (!/run \d+: CONFORMANT/.test(session.output().slice(from)))
    throw new Error(`a rerun was not conformant:\n${session.output().slice(from)}`);
  rssMb.push(memoryMb(pid, 'VmRSS'));
}
const ended = new Promise<number | null>((resolve) => session.child.once('exit', resolve));
session.child.stdin!.write('q');
const code = await ended;
if (code !== 0) throw new Error(`the session exited ${code}:\n${session.output().slice(-2000)}`);
await rm(reportDir, { recursive: true, force: true });

// Memory after the first reruns have warmed everything up, and at the end: medians over a quarter of the
// reruns each, since a garbage collector's rhythm moves the memory up and down by tens of MB from one rerun
// to the next.
const quarter = Math.max(1, Math.floor(reruns / 4));
const early = median(rssMb.slice(Math.min(10, reruns - 1), Math.min(10, reruns - 1) + quarter));
const late = median(rssMb.slice(-quarter));
process.stdout.write(
  `${JSON.stringify({
    reruns,
    watchRerunMs: Math.round(median(times)),
    slowestRerunMs: Math.round(Math.max(...times)),
    earlyRssMb: Math.round(early),
    lateRssMb: Math.round(late),
    rssGrowthMb: Math.round((late - early) * 10) / 10,
    rssEveryTenMb: rssMb.filter((_, i) => i % 10 === 9).map(Math.round),
  })}\n`,
);
process.exit(0);
