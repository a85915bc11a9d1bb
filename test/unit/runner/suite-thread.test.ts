// The suites' thread as a run uses it (src/runner/suite-thread.ts), with a stand-in for its entry
// (test/support/runner/fake-suite-worker.mjs) that posts what a run's thread posts: the reporters hear each
// test, file and stray error as they come, and the run's end once; the thread gets the run's environment
// and its interruption, is kept after a clean run, and ended after one it did not finish.
import { fileURLToPath } from 'node:url';
import type { SerializedError } from 'vitest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FinishedModule, FinishedTest, TaskReporter } from '../../../src/report/finished-tasks.js';
import { INTERRUPTED, RunStop } from '../../../src/runner/interrupt.js';
import { endKeptThread, isAThreadKept } from '../../../src/runner/kept-thread.js';
import { SUITE_THREAD_LIMITS, SuiteThread, suiteThreadCounts } from '../../../src/runner/suite-thread.js';
import type { TargetContext } from '../../../src/runner/target-context.js';

const FAKE = fileURLToPath(new URL('../../support/runner/fake-suite-worker.mjs', import.meta.url));

beforeEach(endKeptThread);
afterEach(async () => {
  delete process.env['FAKE_SUITE_MARKER'];
  await endKeptThread();
});

/** A reporter that writes down what it hears, in order. */
function listener() {
  const heard: string[] = [];
  const tests: FinishedTest[] = [];
  let end: { modules: readonly FinishedModule[]; unhandled: readonly SerializedError[] } | undefined;
  const reporter: TaskReporter = {
    onTestCaseResult: (test) => (tests.push(test), heard.push(`test ${test.id}`)),
    onTestModuleEnd: (module) =>
      heard.push(`module ${module.relativeModuleId}: ${[...module.children.allTests()].map((t) => t.id).join(',')}`),
    onTestRunEnd: (modules, unhandled) => ((end = { modules, unhandled }), heard.push('end')),
  };
  return { reporter, heard, tests, end: () => end };
}

const runOf = (act: string, reporters: TaskReporter[], stop = new RunStop(), onRequestsSent?: (count: number) => void) => ({
  request: { target: { act } as unknown as TargetContext, files: [] },
  reporters,
  stop,
  ...(onRequestsSent ? { onRequestsSent } : {}),
});

const since = (before: typeof suiteThreadCounts) => ({
  started: suiteThreadCounts.started - before.started,
  handedOver: suiteThreadCounts.handedOver - before.handedOver,
  reused: suiteThreadCounts.reused - before.reused,
});

describe('a run in the suites thread', () => {
  it("tells every reporter of each test and file as they come, then of the run's end; and the requests sent", async () => {
    const first = listener();
    const second = listener();
    const sent: number[] = [];
    process.env['FAKE_SUITE_MARKER'] = 'this run';
    await new SuiteThread(FAKE).run(runOf('run', [first.reporter, second.reporter], new RunStop(), (count) => sent.push(count)));
    for (const { heard } of [first, second]) expect(heard).toEqual(['test t1', 'test t2', 'module f.test.js: t1,t2', 'end']);
    expect(sent).toEqual([2, 5]);
    expect(first.end()!.modules.map((module) => module.moduleId)).toEqual(['/abs/f.test.js']);
    expect(first.end()!.unhandled).toEqual([{ message: 'stray' }]);
    // The thread had this process's environment, and a run not interrupted.
    expect(first.tests[0]!.meta()).toEqual({ marker: 'this run', interrupted: false });
    expect(first.tests[0]!.fullName).toBe('file > test t1');
    // Started with Node's flags only, whatever this process runs with, and its young generation capped.
    expect(first.tests[1]!.meta()).toEqual({ execArgv: [], youngGenerationMb: SUITE_THREAD_LIMITS.maxYoungGenerationSizeMb });
  });

  it('keeps the thread after a clean run, for the next, which gets its own environment', async () => {
    const before = { ...suiteThreadCounts };
    await new SuiteThread(FAKE).run(runOf('run', []));
    expect(isAThreadKept()).toBe(true);
    process.env['FAKE_SUITE_MARKER'] = 'the next run';
    const next = listener();
    await new SuiteThread(FAKE).run(runOf('run', [next.reporter]));
    expect(since(before)).toEqual({ started: 1, handedOver: 2, reused: 1 });
    expect(next.tests[0]!.meta()).toEqual({ marker: 'the next run', interrupted: false });
  });

  it('tells the thread when the run is stopped, and the run goes on to its end', async () => {
    const { reporter, heard, tests } = listener();
    const stop = new RunStop();
    const running = new SuiteThread(FAKE).run(runOf('waitForInterrupt', [reporter], stop));
    while (heard.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toEqual(['test before']);
    stop.stop(INTERRUPTED);
    await running;
    expect(heard).toEqual(['test before', 'test after', 'end']);
    expect(tests.map((test) => test.meta())).toEqual([{ interrupted: false }, { interrupted: true }]);
  });

  it('tells a kept thread that a run stopped before it began is interrupted, and a later run that it is not', async () => {
    await new SuiteThread(FAKE).run(runOf('run', []));
    const stopped = new RunStop();
    stopped.stop(INTERRUPTED);
    const { reporter, tests } = listener();
    await new SuiteThread(FAKE).run(runOf('waitForInterrupt', [reporter], stopped));
    expect(tests.map((test) => test.meta())).toEqual([{ interrupted: true }, { interrupted: true }]);
    const later = listener();
    await new SuiteThread(FAKE).run(runOf('run', [later.reporter]));
    expect(later.tests[0]!.meta()).toMatchObject({ interrupted: false });
  });

  it("goes on past a message that is none of the run's", async () => {
    const { reporter, heard } = listener();
    await new SuiteThread(FAKE).run(runOf('foreign', [reporter]));
    expect(heard).toEqual(['test t1', 'end']);
  });

  it('tells the reporters of a run nothing of the next run in the same kept thread', async () => {
    const first = listener();
    await new SuiteThread(FAKE).run(runOf('run', [first.reporter]));
    const next = listener();
    await new SuiteThread(FAKE).run(runOf('run', [next.reporter]));
    expect(next.heard).toEqual(['test t1', 'test t2', 'module f.test.js: t1,t2', 'end']);
    expect(first.heard).toEqual(['test t1', 'test t2', 'module f.test.js: t1,t2', 'end']);
  });

  // Each run listens to the thread while it lasts: one that left a listener behind would pile them up on the
  // kept thread, and Node would warn of a leak on this process's stderr at the eleventh run.
  it('leaves nothing behind on a kept thread, run after run', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => {
      if (warning.name === 'MaxListenersExceededWarning') warnings.push(warning.message);
    };
    process.on('warning', onWarning);
    try {
      const before = { ...suiteThreadCounts };
      for (let run = 0; run < 12; run += 1) await new SuiteThread(FAKE).run(runOf('run', []));
      expect(since(before)).toEqual({ started: 1, handedOver: 12, reused: 11 });
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('reports a thread that exits before the end of its run as an unhandled error, with what it had finished, and ends it', async () => {
    const { reporter, heard, end } = listener();
    const before = { ...suiteThreadCounts };
    await new SuiteThread(FAKE).run(runOf('exit', [reporter]));
    expect(heard).toEqual(['test t1', 'end']);
    expect(end()!.unhandled).toEqual([expect.objectContaining({ message: "the suites' thread exited with code 3 before its run ended" })]);
    expect(isAThreadKept()).toBe(false);
    expect(suiteThreadCounts.running).toBe(before.running);
  });

  it('reports the error of a thread that fails during its run', async () => {
    const { reporter, end } = listener();
    await new SuiteThread(FAKE).run(runOf('throw', [reporter]));
    expect(end()!.unhandled).toEqual([expect.objectContaining({ message: 'the thread broke' })]);
    expect(isAThreadKept()).toBe(false);
  });
});

describe('a suites thread that cannot run', () => {
  it('reports why it could not be started, once, to every reporter', async () => {
    const { reporter, heard, end } = listener();
    // A relative path that does not start with ./ is refused by Node at once.
    await new SuiteThread('no-such-worker.mjs').run(runOf('run', [reporter]));
    expect(heard).toEqual(['end']);
    expect(end()!.modules).toEqual([]);
    expect(end()!.unhandled).toEqual([
      expect.objectContaining({
        message: "Failed to start the suites' thread",
        cause: expect.objectContaining({ code: 'ERR_WORKER_PATH', message: expect.stringContaining('no-such-worker.mjs') as string }),
      }),
    ]);
  });

  it('reports why it failed before its run', async () => {
    const thread = new SuiteThread(fileURLToPath(new URL('../../support/runner/no-such-worker.mjs', import.meta.url)));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { reporter, end } = listener();
    await thread.run(runOf('run', [reporter]));
    expect(end()!.unhandled).toEqual([expect.objectContaining({ message: expect.stringContaining('no-such-worker.mjs') as string })]);
  });

  it('reports a thread already given to a run as ended before its run', async () => {
    const thread = new SuiteThread(FAKE);
    await thread.run(runOf('run', []));
    const { reporter, end } = listener();
    await thread.run(runOf('run', [reporter]));
    expect(end()!.unhandled).toEqual([expect.objectContaining({ message: "the suites' thread ended before its run" })]);
  });

  it('reports a thread whose run failed as ended before a second run, whatever failed it', async () => {
    const thread = new SuiteThread(FAKE);
    await thread.run(runOf('throw', []));
    const { reporter, end } = listener();
    await thread.run(runOf('run', [reporter]));
    expect(end()!.unhandled).toEqual([expect.objectContaining({ message: "the suites' thread ended before its run" })]);
  });
});

describe('disposing of a suites thread', () => {
  it('keeps a thread no run took, for the next run', async () => {
    const before = { ...suiteThreadCounts };
    await new SuiteThread(FAKE).dispose();
    expect(isAThreadKept()).toBe(true);
    await new SuiteThread(FAKE).run(runOf('run', []));
    expect(since(before)).toEqual({ started: 1, handedOver: 1, reused: 1 });
  });

  it('ends a second thread when one is kept already', async () => {
    const before = { ...suiteThreadCounts };
    const kept = new SuiteThread(FAKE);
    const second = new SuiteThread(FAKE);
    await kept.dispose();
    await second.dispose();
    expect(isAThreadKept()).toBe(true);
    expect(suiteThreadCounts.running - before.running).toBe(1);
    // Disposed of once, a thread has nothing left to dispose of.
    await second.dispose();
    expect(suiteThreadCounts.running - before.running).toBe(1);
  });

  it('leaves the thread it kept to the run that takes it: a failure there is not its own', async () => {
    const disposed = new SuiteThread(FAKE);
    await disposed.dispose();
    await new SuiteThread(FAKE).run(runOf('throw', []));
    const { reporter, end } = listener();
    await disposed.run(runOf('run', [reporter]));
    expect(end()!.unhandled).toEqual([expect.objectContaining({ message: "the suites' thread ended before its run" })]);
  });
});
