// The `proxy` command's forwarding and judging run in a worker thread of their own, for its memory:
// judging a category tree makes megabytes of short-lived objects, and from Node 22 on V8 lets the young
// generation that holds them grow to 128 MB. A worker's young generation can be capped, the main thread's
// cannot once it runs; here it is 16 MB, and the main thread, which only writes what the judge says, stays
// small (docs/performance.md#the-proxy).
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageRoot } from '../package-info.js';
import type { ServerTls } from '../http/listener.js';
import type { RunRecord } from '../report/run-record.js';
import type { ProxyCounts } from './proxy-judge.js';

/** Built, like the suites' worker: a worker thread runs JavaScript, whoever started the proxy. */
const PROXY_WORKER = join(packageRoot, 'dist/proxy/proxy-worker.js');
// Stryker disable next-line ObjectLiteral: the cap shows only in the memory the thread takes (docs/performance.md)
const THREAD_LIMITS = { maxYoungGenerationSizeMb: 16 };

/** How long an answer to stop may come after the thread's exit and still count (a message port delivers it late). */
const ANSWER_AFTER_EXIT_MS = 250;

export interface ProxyThreadOptions {
  target: string;
  host: string;
  port: number;
  maxBodyBytes: number;
  strict: boolean;
  tls?: ServerTls;
}

export type ProxyThreadMessage =
  | { kind: 'line'; text: string }
  | { kind: 'listening'; url: string }
  | { kind: 'cannot-listen'; reason: string }
  | { kind: 'stopped'; record: RunRecord; counts: ProxyCounts };

interface ProxyThread {
  url: string;
  /** Resolves with why, if the thread fails or ends before it is asked to stop. */
  failed: Promise<Error>;
  /** Stops the proxy: the exchanges under way end, the judging under way finishes; then its record. */
  stop(): Promise<{ record: RunRecord; counts: ProxyCounts }>;
}

/**
 * Starts the proxy in its thread; `say` gets each line the judge prints. Rejects with why it cannot listen.
 * `entry`: the thread's module (another only in the tests).
 */
export function startProxyThread(
  options: ProxyThreadOptions,
  say: (text: string) => void,
  entry: string = PROXY_WORKER,
): Promise<ProxyThread> {
  const thread = new Worker(entry, { workerData: options, resourceLimits: THREAD_LIMITS });
  // Whatever waits on the thread (its start, then its stop) hears of a thread that fails or ends early: out
  // of memory, or a fault of the proxy's. It takes the command with it, said.
  let waiting: { resolve: (message: ProxyThreadMessage) => void; reject: (error: Error) => void } | undefined;
  const next = () => new Promise<ProxyThreadMessage>((resolve, reject) => (waiting = { resolve, reject }));
  let failure: (error: Error) => void = () => undefined;
  const failed = new Promise<Error>((resolve) => (failure = resolve));
  const fail = (error: Error) => {
    const why = new Error(`the proxy's thread failed: ${error.message}`);
    waiting?.reject(why);
    failure(why);
  };
  thread.once('error', fail);
  thread.once('exit', (code) => fail(new Error(`it ended (exit code ${code})`)));
  // Set as the answer to stop is heard, not a promise's turn later: the thread's exit can be heard in between.
  let answeredStop = false;
  thread.on('message', (message: ProxyThreadMessage) => {
    if (message.kind === 'line') return say(message.text);
    if (message.kind === 'stopped') answeredStop = true;
    return waiting?.resolve(message);
  });
  return next().then(async (started) => {
    if (started.kind !== 'listening') {
      await thread.terminate();
      const reason = started.kind === 'cannot-listen' ? started.reason : started.kind;
      throw Object.assign(new Error(reason), { code: reason });
    }
    return {
      url: started.url,
      failed,
      async stop() {
        const stopping = next();
        // Asked to stop, the thread may end on its own once it has answered: no failure then. One that ends
        // without answering has failed, as before it was asked; its answer, if it sent one, may be heard just
        // after its exit, so the exit is judged a moment later.
        thread.removeAllListeners('exit');
        thread.once('exit', (code) => {
          if (answeredStop) return;
          setTimeout(() => answeredStop || fail(new Error(`it ended (exit code ${code})`)), ANSWER_AFTER_EXIT_MS);
        });
        thread.postMessage('stop');
        const result = await stopping;
        await thread.terminate();
        if (result.kind !== 'stopped') throw new Error(`the proxy's thread answered ${result.kind} to stop`);
        return { record: result.record, counts: result.counts };
      },
    };
  });
}
