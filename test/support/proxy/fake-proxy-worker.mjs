// A stand-in for the proxy's thread (src/proxy/proxy-worker.ts) for test/unit/proxy/proxy-thread.test.ts: it
// does what its workerData's `act` says, where the real thread could fail (out of memory, a fault of its own).
import { setTimeout } from 'node:timers';
import { parentPort, workerData } from 'node:worker_threads';

const port = parentPort;
const acts = {
  // Ends before it listens.
  exitAtOnce: () => process.exit(4),
  // Listens, then fails.
  throwAfterListening() {
    port.postMessage({ kind: 'listening', url: 'http://127.0.0.1:1' });
    setTimeout(() => {
      throw new Error('out of memory, say');
    }, 50);
  },
  // Listens, then ends when asked to stop, without its record.
  exitOnStop() {
    port.postMessage({ kind: 'listening', url: 'http://127.0.0.1:1' });
    port.once('message', () => process.exit(5));
  },
  // Listens, answers stop, and ends at once: what the real thread may do once its server is closed.
  exitAfterAnsweringStop() {
    port.postMessage({ kind: 'listening', url: 'http://127.0.0.1:1' });
    port.once('message', () => {
      port.postMessage({ kind: 'stopped', record: {}, counts: {} });
      process.exit(0);
    });
  },
  // Listens, and answers stop with something else.
  answerStopWrongly() {
    port.postMessage({ kind: 'listening', url: 'http://127.0.0.1:1' });
    port.once('message', () => port.postMessage({ kind: 'listening', url: 'http://127.0.0.1:1' }));
  },
};
acts[workerData.act]();
