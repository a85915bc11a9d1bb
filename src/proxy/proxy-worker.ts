// The proxy's worker thread (proxy-thread.ts starts it): the forwarding server and its judge, as the
// `proxy` command runs them. What the judge says goes to the main thread line by line; asked to stop,
// the thread closes the server, waits for the judging under way, and sends the record and the counts.
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { ProxyJudge } from './proxy-judge.js';
import { startProxy } from './proxy-server.js';
import type { ProxyThreadOptions, ProxyThreadMessage } from './proxy-thread.js';

if (!parentPort) throw new Error('proxy-worker.js runs in the worker thread of the proxy command');
const port = parentPort;
const post = (message: ProxyThreadMessage) => port.postMessage(message);
const options = workerData as ProxyThreadOptions;

const say = new Writable({ write: (chunk, _encoding, done) => done(void post({ kind: 'line', text: String(chunk) })) });
const judge = new ProxyJudge(say, options.maxBodyBytes, options.strict);
try {
  const proxy = await startProxy({
    target: new URL(options.target),
    host: options.host,
    port: options.port,
    ...(options.tls ? { tls: options.tls } : {}),
    maxBodyBytes: options.maxBodyBytes,
    wanted: ProxyJudge.wanted,
    onExchange: (exchange) => judge.take(exchange),
    onOther: (method, url) => judge.other(method, url),
    roomToJudge: () => judge.room(),
    onFailure: (failure) => judge.fail(failure),
  });
  port.once('message', async () => {
    await proxy.close();
    const record = await judge.finish();
    post({ kind: 'stopped', record, counts: judge.counts });
  });
  post({ kind: 'listening', url: proxy.url });
} catch (error) {
  post({ kind: 'cannot-listen', reason: (error as NodeJS.ErrnoException).code ?? (error as Error).message });
}
