// The thread the suites run in (src/runner/suite-thread.ts, kept-thread.ts): a run starts one ahead, or
// takes the one kept from the process's last run, and @vitest/runner runs the suites in it. Afterwards the
// process keeps at most that one thread, which holds nothing of the run: not its HTTP client, its request
// budget, or the process itself; and the caller's process holds nothing of vitest's (this file's own
// process is a vitest worker, whose state a run must leave as it was).
import { execFile } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { run } from 'seller-api-conformance';
import { endKeptThread, keep, takeKept } from '../../dist/runner/kept-thread.js';
import { SUITE_THREAD_LIMITS, SuiteThread, suiteThreadCounts } from '../../dist/runner/suite-thread.js';
import { startSuiteThreadAhead } from '../../dist/cli/suite-thread-ahead.js';
import { runConformance } from '../../dist/runner/run.js';
import { resolveOptions } from '../../src/config/resolve.js';
import { cleanEnv, PACKAGE_ROOT } from '../support/cli/run-cli.js';
import { tempDir } from '../support/cli/spawn.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
/** The rules of the category list, counted from the catalogue: a rule added to it changes what a run says it passed. */
const CATEGORY_RULES = catalogue.filter((rule) => rule.operation === 'LIST_DISPLAY_CATEGORIES').length;

/** `node ...args` in `cwd`, to its end (killed after 30 s): its exit code and output. */
const node = (args: readonly string[], cwd: string) =>
  new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    execFile(process.execPath, args, { cwd, env: cleanEnv(), timeout: 30_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stdout, stderr }),
    ),
  );

const since = (before: typeof suiteThreadCounts) => ({
  started: suiteThreadCounts.started - before.started,
  handedOver: suiteThreadCounts.handedOver - before.handedOver,
  reused: suiteThreadCounts.reused - before.reused,
});

// The tests of this file share the process's kept thread, so they run in this order, from none kept (the
// e2e files share their worker process: another file's run may have left one).
beforeAll(endKeptThread);

describe('the suites thread', () => {
  it('is started ahead of the run and given it, then kept: the only one left', async () => {
    const before = { ...suiteThreadCounts };
    const workerState = (globalThis as Record<string, unknown>)['__vitest_worker__'];
    const report = await run({ suites: ['categories'], seed: 1 });
    // The run's worker state is the thread's: this vitest worker's own is the same object, unchanged.
    expect((globalThis as Record<string, unknown>)['__vitest_worker__']).toBe(workerState);
    expect(Object.keys((workerState as { providedContext: object }).providedContext)).not.toContain('target');
    expect(report.summary).toMatchObject({ verdict: 'conformant', passed: CATEGORY_RULES });
    expect(since(before)).toEqual({ started: 1, handedOver: 1, reused: 0 });
    expect(suiteThreadCounts).toMatchObject({ running: 1, kept: 1 });
  });

  it('serves the next run, which has a request budget and a client of its own', async () => {
    // Exactly the budget the categories suite needs: had the last run's client, and the requests it
    // counted, been kept with the thread, this run would be refused its first request.
    const options = { suites: ['categories' as const], seed: 1, maxRequests: 5 };
    for (let runs = 0; runs < 2; runs += 1) {
      const before = { ...suiteThreadCounts };
      const report = await run(options);
      expect(report.summary).toMatchObject({ verdict: 'conformant', passed: CATEGORY_RULES, requests: 5 });
      expect(since(before)).toEqual({ started: 0, handedOver: 1, reused: 1 });
    }
    expect(suiteThreadCounts).toMatchObject({ running: 1, kept: 1 });
  });

  it('has its young generation capped, as V8 reports it: Node 22 and later would let it grow to 128 MB', () => {
    const thread = takeKept();
    expect(thread?.resourceLimits?.maxYoungGenerationSizeMb).toBe(SUITE_THREAD_LIMITS.maxYoungGenerationSizeMb);
    expect(SUITE_THREAD_LIMITS.maxYoungGenerationSizeMb).toBeLessThan(32);
    expect(keep(thread!)).toBe(true);
  });

  it('is kept after a run of an unreachable target: it sent the probe, and no suite ran', async () => {
    const before = { ...suiteThreadCounts };
    const report = await run({ baseUrl: 'http://127.0.0.1:1', suites: ['categories'] });
    expect(report.summary.verdict).toBe('inconclusive');
    expect(report.summary.requests).toBe(1);
    expect(since(before)).toEqual({ started: 0, handedOver: 1, reused: 1 });
    expect(suiteThreadCounts).toMatchObject({ running: 1, kept: 1 });
  });

  it('is one per run for runs at the same time, and one is kept after them', async () => {
    const before = { ...suiteThreadCounts };
    const reports = await Promise.all([1, 2].map((seed) => run({ suites: ['categories'], seed })));
    expect(reports.map((r) => r.summary.verdict)).toEqual(['conformant', 'conformant']);
    expect(since(before)).toEqual({ started: 1, handedOver: 2, reused: 1 });
    await expect.poll(() => suiteThreadCounts.running).toBe(1);
    expect(suiteThreadCounts.kept).toBe(1);
  });

  it('never keeps the process alive: a program that calls run() ends when its work does', async () => {
    // The program says, as it exits, whether the thread is still kept: a process that waited for the kept
    // thread's idle end (KEPT_IDLE_MS) would find it dropped by then. (node's 30 s kill is the hang guard.)
    const program = `import { run } from 'seller-api-conformance';
      import { isAThreadKept } from './dist/runner/kept-thread.js';
      process.on('exit', () => console.log('kept at exit: ' + isAThreadKept()));
      const report = await run({ suites: ['categories'], seed: 1 });
      console.log(report.summary.verdict);`;
    const { code, stdout, stderr } = await node(['--input-type=module', '-e', program], PACKAGE_ROOT);
    expect(code, stderr).toBe(0);
    expect(stdout.trim().split('\n')).toEqual(['conformant', 'kept at exit: true']);
  });

  it('is started by the bin before the CLI loads when a run is asked for, and the run takes it', async () => {
    await endKeptThread();
    const before = { ...suiteThreadCounts };
    expect(startSuiteThreadAhead(['--plan'])).toBe(false);
    expect(since(before)).toEqual({ started: 0, handedOver: 0, reused: 0 });
    expect(startSuiteThreadAhead(['run', '--suite', 'categories'])).toBe(true);
    expect(suiteThreadCounts).toMatchObject({ running: 1, kept: 1 });
    const report = await run({ suites: ['categories'], seed: 1 });
    expect(report.summary).toMatchObject({ verdict: 'conformant', passed: CATEGORY_RULES });
    // One thread in all: the one started ahead, taken by the run.
    expect(since(before)).toEqual({ started: 1, handedOver: 1, reused: 1 });
  });

  it('that fails before its run makes the run inconclusive, with why, as vitest serialises an error', async () => {
    // A thread whose module cannot be loaded fails as a thread that breaks before its run does (none kept:
    // a kept one would be taken instead of starting it).
    await endKeptThread();
    const { path, cleanup } = await tempDir();
    try {
      const thread = new SuiteThread(path('no-such-worker.js'));
      const options = resolveOptions({ suites: ['categories'], seed: 1 }, {});
      const outcome = await runConformance(options, { write: () => true } as never, undefined, thread);
      expect(outcome.report.summary.verdict).toBe('inconclusive');
      expect(outcome.harnessFaults).toHaveLength(1);
      expect(outcome.harnessFaults[0]).toMatch(/^unhandled: Error: Cannot find module '.*no-such-worker\.js'\n    at /);
    } finally {
      await cleanup();
    }
  });
});
