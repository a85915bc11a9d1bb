// The worker thread the suites run in (suite-thread.ts). It runs them with @vitest/runner, what vitest's
// own workers run test files with, and nothing else of vitest's: no vite, no RPC to a vitest main side, no
// module hooks. The suites are vitest test files (describe/test/inject from 'vitest'); 'vitest' re-exports
// describe and test from @vitest/runner, so they register with the collector startTests reads, and
// `inject` reads the worker state this thread sets for the run (vitest's own name for it, in this thread
// only). Each finished test and suite file is posted to the main thread (suite-tasks.ts).
// - The suites' modules start loading as soon as the thread starts, while the main thread plans the run.
// - A run of a target elsewhere sends its reachability probe from here, as soon as the HTTP client has loaded
//   (src/runner/reachability-probe.ts); its suites start once it is answered, and not at all if the target is not there.
// - The thread serves one run after another (the main thread keeps it): each run's end ends its HTTP client
//   and what it set here; the next run sets up afresh.
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type { File, Task, TaskEventPack, VitestRunner, VitestRunnerConfig } from '@vitest/runner';
import type { serializeError } from '@vitest/utils/error';
import { packageRoot } from '../package-info.js';
import { adoptInterruption } from '../runner/run-interruption.js';
import { adoptEnvironment } from '../runner/suite-thread-messages.js';
import { loadVitestErrors, loadVitestRunner, WORKER_STATE } from '../runner/vitest-parts.js';
import { moduleData, runRequestIn, taskMessage, testData, type RunRequest, type TaskEvent } from '../runner/suite-tasks.js';

if (!parentPort) throw new Error('suite-worker.js runs in a worker thread started by suite-thread.js');
const port = parentPort;

const vitestRunner = loadVitestRunner();
const vitestErrors = loadVitestErrors();

// The reachability probe's module first (it loads undici): the probe goes as soon as the run asks for it,
// while the suites' modules still load.
const probeLoaded = import('../runner/reachability-probe.js');
probeLoaded.catch(() => undefined); // a failure to load is the run's, when it probes

// Everything the suite files import; a run imports it again through them, and gets these same modules.
// Then the validators, which load the first time they are used: before the first test, not in it. All of
// them, the report's too: a few milliseconds of a thread with time to spare, and no list to keep in step
// with the judges.
const suitesLoaded = import('./support.js').then(async () => {
  const { validators } = await import('../validation/validators.js');
  for (const name of Object.keys(validators) as (keyof typeof validators)[]) void validators[name];
});
suitesLoaded.catch(() => undefined); // a failure to load is reported when a suite file imports it

/** vitest's defaults for what the suites use, and no time-out: every request is bounded by the client. */
const RUNNER_CONFIG: VitestRunnerConfig = {
  root: packageRoot,
  setupFiles: [],
  name: undefined,
  passWithNoTests: false,
  testNamePattern: undefined,
  allowOnly: false,
  sequence: { seed: 0, hooks: 'stack', setupFiles: 'parallel' },
  chaiConfig: undefined,
  maxConcurrency: 5,
  // No time-out: a slow target is judged slow by the client (its deadline, its retries), never turned into a
  // "harness fault" by a time-out of the runner's.
  testTimeout: 0,
  hookTimeout: 0,
  retry: 0,
  includeTaskLocation: false,
  tags: [],
  tagsFilter: undefined,
  strictTags: false,
};

const post = (event: TaskEvent) => port.postMessage(taskMessage(event));

const isFile = (task: Task): task is File => task.type === 'suite' && task.file === task;

/** Posts each test and suite file the run has finished, in the order @vitest/runner says they did. */
function postFinished(tasks: ReadonlyMap<string, Task>, events: readonly TaskEventPack[]) {
  for (const [id, event] of events) {
    const task = tasks.get(id);
    if (!task) continue;
    if (task.type === 'test' && (event === 'test-finished' || event === 'test-failed-early')) post({ kind: 'test', test: testData(task) });
    else if (isFile(task) && (event === 'suite-finished' || event === 'suite-failed-early'))
      post({ kind: 'module', module: moduleData(task) });
  }
}

function indexTasks(tasks: Map<string, Task>, task: Task) {
  tasks.set(task.id, task);
  if (task.type === 'suite') for (const child of task.tasks) indexTasks(tasks, child);
}

/** An error no test caught, as vitest's workers report one: serialised, with its kind. */
function listenForUnhandledErrors(serialize: typeof serializeError): () => void {
  const report = (type: string) => (error: unknown) => {
    const serialized = serialize(error) as { type?: string };
    if (typeof serialized === 'object' && serialized !== null) serialized.type = type;
    post({ kind: 'unhandled', error: serialized as never });
  };
  const uncaught = report('Uncaught Exception');
  const unhandled = report('Unhandled Rejection');
  process.on('uncaughtException', uncaught);
  process.on('unhandledRejection', unhandled);
  return () => {
    process.off('uncaughtException', uncaught);
    process.off('unhandledRejection', unhandled);
  };
}

let runs = 0;
/** The tests and suite files of the run under way, by id (a test's id is the same in every run). */
const tasks = new Map<string, Task>();

// One runner for every run of the thread, as vitest has one per worker: @vitest/runner sends a run's last
// updates on a timer, which may fire when the next run has begun, to the runner it was first given.
const runner: VitestRunner = {
  config: RUNNER_CONFIG,
  // Each run imports the suite files afresh (they register its planned tests); what they import is shared.
  importFile: (filepath) => import(`${pathToFileURL(filepath).href}?run=${runs}`),
  onCollected: (collected) => collected.forEach((file) => indexTasks(tasks, file)),
  onTaskUpdate: async (_packs, events) => postFinished(tasks, events),
};

/** Sends the reachability probe and tells the main thread what it left; whether the suites are to run. */
async function probeFirst(target: RunRequest['target'], http: NonNullable<RunRequest['probe']>): Promise<boolean> {
  const { probeReachability } = await probeLoaded;
  const probe = await probeReachability(http, target.replay);
  post({ kind: 'probe', probe });
  return probe.unreachable === undefined;
}

async function run({ target, files, probe }: RunRequest) {
  // The probe goes as soon as the client has loaded, while the rest loads; no suite sends before its answer.
  const suitesRun = probe ? probeFirst(target, probe) : Promise.resolve(true);
  suitesRun.catch(() => undefined); // its failure is the run's, below
  const [{ startTests }, errors] = await Promise.all([vitestRunner, vitestErrors]);
  const stopListening = listenForUnhandledErrors(errors.serializeError);
  Object.defineProperty(globalThis, WORKER_STATE, { value: { providedContext: { target } }, configurable: true, writable: true });
  runs += 1;
  tasks.clear();
  try {
    if (await suitesRun)
      await startTests(
        files.map((filepath) => ({ filepath })),
        runner,
      );
  } catch (error) {
    post({ kind: 'unhandled', error: errors.serializeError(error) as never });
  } finally {
    stopListening();
    delete (globalThis as Record<string, unknown>)[WORKER_STATE];
    // The run's HTTP client ends with the run: a kept thread holds no connection to, or budget of, it.
    await (await import('./support.js')).endRun();
    post({ kind: 'done' });
  }
}

// First the environment the main thread's process has (a kept thread gets the current one at each run);
// then whether the run is interrupted, at its start and when it is; then the run.
port.on('message', (message: unknown) => {
  if (adoptEnvironment(message, process.env) || adoptInterruption(message)) return;
  const request = runRequestIn(message);
  if (request) void run(request);
});
