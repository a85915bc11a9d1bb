// The worker thread the suites run in (suite-pool.ts): vitest's own threads worker, with two differences.
// - No module hooks. With the suites imported natively (experimental.viteModuleRunner: false), vitest
//   registers Node module hooks that tell its main thread about the module graph (for watch mode and
//   coverage, which a conformance run has neither) and turn the mark it puts on each test file's path into
//   a URL query. On Node 20, without module.registerHooks, it does so with module.register: a loader thread
//   of its own that every import of the suites then crosses. Where module.registerHooks exists (Node 22.15
//   and later) it registers them in this thread, at every run's set-up, bound to that run's RPC channel, and
//   they cannot be removed: in a kept thread the next run's imports went through the last run's hooks, whose
//   calls to an ended channel never settle, and vitest waits for every pending call before it ends a run
//   (the second run() of a process hung on Node 24). Here nothing is registered, on any Node, and the mark
//   is made a query where the test file is imported.
// - The suites' modules start loading as soon as the thread starts, before vitest asks for them: the
//   pool starts this thread ahead of vitest, which loads meanwhile on the other core.
// - The thread can serve one run after another (the pool keeps it): vitest's teardown of a run ends the
//   run's HTTP client and removes what the run added here, and the next run's start sets up afresh.
import nodeModule from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type { ModuleRunner } from 'vite/module-runner';
import { init, runBaseTests, setupEnvironment } from 'vitest/worker';
import { adoptInterruption } from './run-interruption.js';
import { adoptEnvironment } from './suite-thread-messages.js';

if (!parentPort) throw new Error('suite-worker.js runs in a worker thread started by the suite pool');
const port = parentPort;

// Everything the suite files import; a run imports it again through them, and gets these same modules.
// Then the validators, which load the first time they are used: before the first test, not in it. All of
// them, the report's too: a few milliseconds of a thread with time to spare, and no list to keep in step
// with the judges.
const suitesLoaded = import('../suites/support.js').then(async () => {
  const { validators } = await import('../schemas/validators.js');
  for (const name of Object.keys(validators) as (keyof typeof validators)[]) void validators[name];
});
suitesLoaded.catch(() => undefined); // a failure to load is reported when a suite file imports it

type Register = typeof nodeModule.register;
/** Node 22.15 and later (@types/node follows Node 20, the oldest Node the package supports). */
const withHooks = nodeModule as { registerHooks?: (hooks: unknown) => { deregister(): void } };

/**
 * vitest's environment set-up, during which neither module.register nor module.registerHooks registers
 * anything. Its teardown also ends the run's HTTP client: a kept thread holds no connection to, and no
 * budget of, a run that has ended.
 */
async function setupWithoutModuleHooks(context: Parameters<typeof setupEnvironment>[0]) {
  const { register } = nodeModule;
  const { registerHooks } = withHooks;
  nodeModule.register = (() => undefined) as Register;
  // Only where it exists: vitest tells the two Nodes apart by whether it does.
  if (registerHooks) withHooks.registerHooks = () => ({ deregister: () => undefined });
  let teardownEnvironment: Awaited<ReturnType<typeof setupEnvironment>>;
  try {
    teardownEnvironment = await setupEnvironment(context);
  } finally {
    nodeModule.register = register;
    if (registerHooks) withHooks.registerHooks = registerHooks;
  }
  return async () => {
    await teardownEnvironment?.();
    await (await import('../suites/support.js')).endRun();
  };
}

/** vitest imports a test file as `<path>?vitest=<time>`, so that each import runs it afresh. */
const TEST_FILE_MARK = /\?vitest=\d+$/;
const patched = new WeakSet<ModuleRunner>();

/** The mark as the URL's query (what vitest's loader hook would have made of it), anything else as vitest would. */
function importingMarkedTestFiles(runner: ModuleRunner) {
  // vitest hands over the same runner before every batch of files when modules are shared (isolate: false).
  if (patched.has(runner)) return;
  patched.add(runner);
  const importModule = runner.import.bind(runner);
  runner.import = (id: string) => {
    const mark = TEST_FILE_MARK.exec(id);
    return mark ? import(pathToFileURL(id.slice(0, mark.index)).href + mark[0]) : importModule(id);
  };
}

// A thread started ahead of vitest, or kept from a run, gets the environment vitest gives its workers as
// its first message; then whether the run is interrupted, at its start and when it is.
port.on('message', (message: unknown) => adoptEnvironment(message, process.env) || adoptInterruption(message));

type Listener = (message: unknown) => void;
// vitest's own message listener is added once, by init; each run adds its RPC's, removed at its teardown.
let initialised = false;
const runListeners = new Set<Listener>();

init({
  post: (response) => port.postMessage(response),
  on: (callback) => {
    port.on('message', callback);
    if (initialised) runListeners.add(callback);
  },
  off: (callback) => {
    port.off('message', callback);
    runListeners.delete(callback);
  },
  teardown: () => {
    for (const callback of runListeners) port.off('message', callback);
    runListeners.clear();
  },
  runTests: (state, traces) => runBaseTests('run', state, traces),
  collectTests: (state, traces) => runBaseTests('collect', state, traces),
  setup: setupWithoutModuleHooks,
  onModuleRunner: importingMarkedTestFiles,
});
initialised = true;
