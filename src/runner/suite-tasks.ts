// A run's messages between the main thread and the suites' thread (suite-thread.ts, src/suites/suite-worker.ts), and
// the finished tasks they carry. The thread runs the suites with @vitest/runner and posts each test as it
// finishes and each suite file after its tests, in the serialisation vitest's own workers give them
// (@vitest/runner's processError for a test's or a file's errors, serializeError for an unhandled one).
// The main thread hands them to the reporters as vitest's TestCase and TestModule would be.
import type { SerializedError } from 'vitest';
import type { File, Suite, Task, TaskMeta, Test } from '@vitest/runner';
import type { FinishedModule, FinishedTest } from '../report/finished-tasks.js';
import type { HttpClientOptions } from '../http/index.js';
import type { ReachabilityProbe } from './reachability-probe.js';
import type { TargetContext } from './target-context.js';

/** Key of the message that starts a run in the thread: what `inject('target')` returns there, and the suite files. */
const RUN_MESSAGE = '__conformance_run__';
/** Key of the messages that say what the run in the thread has done. */
const TASK_MESSAGE = '__conformance_task__';

export interface RunRequest {
  target: TargetContext;
  /** Absolute paths of the built suite files, in the order they run. */
  files: string[];
  /** The reachability probe's client settings, when the run sends one before the suites (reachability-probe.ts). */
  probe?: HttpClientOptions;
}

interface TestData {
  id: string;
  name: string;
  fullName: string;
  meta: TaskMeta;
  state: ReturnType<FinishedTest['result']>['state'];
  errors?: SerializedError[];
  duration?: number;
}

interface ModuleData {
  moduleId: string;
  relativeModuleId: string;
  errors: SerializedError[];
  duration: number;
  /** The ids of its tests, each posted before it. */
  tests: string[];
}

export type TaskEvent =
  | { kind: 'probe'; probe: ReachabilityProbe }
  | { kind: 'test'; test: TestData }
  | { kind: 'module'; module: ModuleData }
  | { kind: 'unhandled'; error: SerializedError }
  | { kind: 'done' };

export const runMessage = (request: RunRequest) => ({ [RUN_MESSAGE]: request });
export const taskMessage = (event: TaskEvent) => ({ [TASK_MESSAGE]: event });

const field = <T>(message: unknown, key: string): T | undefined =>
  typeof message === 'object' && message !== null && key in message ? (message as Record<string, T>)[key] : undefined;

export const runRequestIn = (message: unknown): RunRequest | undefined => field<RunRequest>(message, RUN_MESSAGE);
export const taskEventIn = (message: unknown): TaskEvent | undefined => field<TaskEvent>(message, TASK_MESSAGE);

/** vitest's name of a task: its describe blocks' names and its own, joined by " > " (TestCase.fullName). */
function fullNameOf(task: Task): string {
  const names = [task.name];
  for (let suite: Suite | undefined = task.suite; suite && suite.type === 'suite' && suite !== task.file; suite = suite.suite)
    names.unshift(suite.name);
  return names.join(' > ');
}

/** vitest's state of a finished test (TestCase.result().state). */
function stateOf(test: Test): TestData['state'] {
  const state = test.result?.state ?? test.mode;
  if (state === 'fail') return 'failed';
  if (state === 'pass') return 'passed';
  if (state === 'skip' || state === 'todo') return 'skipped';
  return 'pending';
}

export function testData(test: Test): TestData {
  return {
    id: test.id,
    name: test.name,
    fullName: fullNameOf(test),
    meta: test.meta,
    state: stateOf(test),
    ...(test.result?.errors ? { errors: test.result.errors as SerializedError[] } : {}),
    ...(test.result?.duration !== undefined ? { duration: test.result.duration } : {}),
  };
}

function testsOf(suite: Suite): Test[] {
  return suite.tasks.flatMap((task) => (task.type === 'test' ? [task] : task.type === 'suite' ? testsOf(task) : []));
}

export function moduleData(file: File): ModuleData {
  return {
    moduleId: file.filepath,
    relativeModuleId: file.name,
    errors: (file.result?.errors ?? []) as SerializedError[],
    duration: file.result?.duration ?? 0,
    tests: testsOf(file).map((test) => test.id),
  };
}

/** A posted test as vitest's TestCase reads to a reporter. */
export function finishedTest(data: TestData): FinishedTest {
  return {
    id: data.id,
    name: data.name,
    fullName: data.fullName,
    meta: () => data.meta,
    result: () => ({
      state: data.state,
      ...(data.state === 'skipped' ? {} : { errors: data.errors ?? (data.state === 'failed' ? [] : undefined) }),
    }),
    diagnostic: () => (data.duration === undefined ? undefined : { duration: data.duration }),
  };
}

/** A posted suite file, with its tests as posted, as vitest's TestModule reads to a reporter. */
export function finishedModule(data: ModuleData, tests: ReadonlyMap<string, FinishedTest>): FinishedModule {
  const children = data.tests.flatMap((id) => tests.get(id) ?? []);
  return {
    moduleId: data.moduleId,
    relativeModuleId: data.relativeModuleId,
    errors: () => data.errors,
    diagnostic: () => ({ duration: data.duration }),
    children: { allTests: () => children },
  };
}
