// A stand-in for the suites' thread (src/suites/suite-worker.ts) for test/unit/runner/suite-thread.test.ts: it
// speaks the thread's side of the messages (as built, dist/runner/), and does what the run request's
// `target.act` says instead of running suites.
import { clearInterval, setInterval, setTimeout } from 'node:timers';
import { parentPort, resourceLimits } from 'node:worker_threads';
import { adoptInterruption, runInterrupted } from '../../../dist/runner/run-interruption.js';
import { adoptEnvironment, sentMessage } from '../../../dist/runner/suite-thread-messages.js';
import { runRequestIn, taskMessage } from '../../../dist/runner/suite-tasks.js';

const port = parentPort;
const post = (event) => port.postMessage(taskMessage(event));
const test = (id, meta = {}) => ({ id, name: `test ${id}`, fullName: `file > test ${id}`, meta, state: 'passed', duration: 1 });
/** What the thread saw at the start of each run: its environment's marker and whether the run was interrupted. */
const seen = () => ({ marker: process.env['FAKE_SUITE_MARKER'], interrupted: runInterrupted() });
/** How the thread was started: Node's flags, and its young generation's cap. */
const started = () => ({ execArgv: process.execArgv, youngGenerationMb: resourceLimits.maxYoungGenerationSizeMb });

const acts = {
  // Two tests, their file, an unhandled error, the requests sent, then the end.
  run() {
    port.postMessage(sentMessage(2));
    post({ kind: 'test', test: test('t1', seen()) });
    port.postMessage(sentMessage(5));
    post({ kind: 'test', test: test('t2', started()) });
    post({
      kind: 'module',
      module: { moduleId: '/abs/f.test.js', relativeModuleId: 'f.test.js', errors: [], duration: 3, tests: ['t1', 't2'] },
    });
    post({ kind: 'unhandled', error: { message: 'stray' } });
    post({ kind: 'done' });
  },
  // A test, then nothing until the run is interrupted; then another test and the end.
  waitForInterrupt() {
    post({ kind: 'test', test: test('before', seen()) });
    const wait = setInterval(() => {
      if (!runInterrupted()) return;
      clearInterval(wait);
      post({ kind: 'test', test: test('after', seen()) });
      post({ kind: 'done' });
    }, 5);
  },
  // A message that is none of the run's (a suite's own, say), then a test and the end.
  foreign() {
    port.postMessage({ kind: 'done', from: 'a suite of its own' });
    post({ kind: 'test', test: test('t1') });
    post({ kind: 'done' });
  },
  exit() {
    post({ kind: 'test', test: test('t1') });
    setTimeout(() => process.exit(3), 20);
  },
  throw() {
    setTimeout(() => {
      throw new Error('the thread broke');
    }, 20);
  },
};

port.on('message', (message) => {
  if (adoptEnvironment(message, process.env) || adoptInterruption(message)) return;
  const request = runRequestIn(message);
  if (request) acts[request.target.act]();
});
