// The runs of a watch session (src/cli/watch/session-runs.ts) with stand-ins for what they call: the judging,
// the wait for the target, the thread's renewal, the garbage collection. What each run is given, what the
// session says, and when it says nothing.
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';

import { RUNS_PER_THREAD, SessionRuns, type SessionParts, type WaitedTarget } from '../../../../src/cli/watch/session-runs.js';
import { TargetRestarts, TARGET_WAIT_MS } from '../../../../src/cli/watch/target-wait.js';
import type { WatchRun } from '../../../../src/cli/watch/watch-run.js';
import { resolveOptions } from '../../../../src/config/resolve.js';
import { RunStop } from '../../../../src/runner/interrupt.js';
import type { SuiteThread } from '../../../../src/runner/suite-thread.js';
import type { ConformanceReport } from '../../../../src/types/report.js';

type Wait = Awaited<ReturnType<SessionParts['waitForTarget']>>;

/** A report that judged something: what a later run is told against. */
const JUDGED = { results: [{ rule: 'coupon.status', status: 'failed' }] } as unknown as ConformanceReport;
const NOTHING_JUDGED = { results: [{ rule: 'coupon.status', status: 'error' }] } as unknown as ConformanceReport;

/** A session's runs with every part a stand-in that notes its calls; `waits` answers the target's waits in turn. */
function session(
  options: { seed?: number; watchNewSeed?: boolean; target?: boolean; waits?: Wait[]; report?: 'judged' | 'none' | 'nothing judged' } = {},
) {
  const calls = { judged: [] as WatchRun[], renewed: 0, collected: 0, waited: [] as Parameters<SessionParts['waitForTarget']>[1][] };
  let said = '';
  const stdout = new Writable({
    write: (chunk: Buffer, _encoding, done) => {
      said += chunk.toString();
      done();
    },
  });
  const io = { stdin: new PassThrough(), stdout, stderr: new PassThrough(), env: {} };
  const seeds = [701, 702, 703];
  const first = {} as SuiteThread;
  const later = {} as SuiteThread;
  const restarts = new TargetRestarts();
  const waitings: boolean[] = [];
  const noting = Object.assign(restarts, { waiting: (on: boolean) => waitings.push(on) });
  const answered: number[] = [];
  noting.answered = (at: number) => answered.push(at);
  const waits = [...(options.waits ?? [])];
  const parts: SessionParts = {
    judgeOnce: async (_options, run) => {
      calls.judged.push(run);
      if (options.report === 'none') return { code: 2 };
      return { code: 1, report: options.report === 'nothing judged' ? NOTHING_JUDGED : JUDGED };
    },
    waitForTarget: async (_address, waitOptions) => {
      calls.waited.push(waitOptions);
      const wait = waits.shift() ?? { answers: true, at: 5 };
      if (!wait.answers) waitOptions.onWaiting(wait.reason);
      return wait;
    },
    renewSuiteThread: async () => void (calls.renewed += 1),
    collectGarbage: () => void (calls.collected += 1),
    newSuiteThread: () => later,
    randomSeed: () => seeds.shift()!,
  };
  const runOptions = {
    ...resolveOptions({ ...(options.seed !== undefined ? { seed: String(options.seed) } : {}) }, {}),
    watchNewSeed: options.watchNewSeed ?? false,
  };
  const target: WaitedTarget | undefined = options.target
    ? { baseUrl: 'http://127.0.0.1:9', kind: 'loopback', restarts: noting }
    : undefined;
  const runs = new SessionRuns(runOptions, io, first, target, parts);
  return { runs, calls, first, later, said: () => said, waitings, answered };
}

const going = () => false;

describe('SessionRuns', () => {
  it("judges each run with the first run's seed, the thread it was given first and a new one after, and counts the runs", async () => {
    const { runs, calls, first, later } = session({ seed: 42 });
    expect(runs.count).toBe(0);
    expect(runs.waitingForTarget).toBe(false);
    await runs.next(['start'], new RunStop(), going);
    await runs.next(['a change'], new RunStop(), going);
    expect(runs.count).toBe(2);
    expect(calls.judged.map((run) => [run.number, run.seed])).toEqual([
      [1, 42],
      [2, 42],
    ]);
    expect(calls.judged[0]!.thread).toBe(first);
    expect(calls.judged[1]!.thread).toBe(later);
    expect(runs.code).toBe(1);
  });

  it('draws a seed for the session when none is given, and one for each later run with --watch-new-seed', async () => {
    const drawnOnce = session();
    await drawnOnce.runs.next([], new RunStop(), going);
    await drawnOnce.runs.next([], new RunStop(), going);
    expect(drawnOnce.calls.judged.map((run) => run.seed)).toEqual([701, 701]);
    const eachRun = session({ seed: 42, watchNewSeed: true });
    await eachRun.runs.next([], new RunStop(), going);
    await eachRun.runs.next([], new RunStop(), going);
    await eachRun.runs.next([], new RunStop(), going);
    expect(eachRun.calls.judged.map((run) => run.seed)).toEqual([42, 701, 702]);
  });

  it('tells a later run the last one that judged, prints its header, and says the seed once, after the first', async () => {
    const { runs, calls, said } = session({ seed: 42 });
    await runs.next(['start'], new RunStop(), going);
    expect(calls.judged[0]!.previous).toBeUndefined();
    expect(said()).toBe('watch: seed 42 for every run (--watch-new-seed for a new one each run); later runs print only what changed\n');
    await runs.next(['src/a.ts changed'], new RunStop(), going);
    expect(calls.judged[1]!.previous).toEqual({ seed: 42, report: JUDGED });
    const lines = said().split('\n').slice(1);
    expect(lines[0]).toMatch(/run 2\b.*seed 42.*src\/a\.ts changed/);
    expect(lines.filter((line) => line.startsWith('watch: seed'))).toEqual([]);
  });

  it('says of --watch-new-seed that each later run draws its own', async () => {
    const { runs, said } = session({ seed: 42, watchNewSeed: true });
    await runs.next([], new RunStop(), going);
    expect(said()).toBe('watch: seed 42 for this run; each later run draws its own; later runs print only what changed\n');
  });

  it('says nothing of the seed when the session ends with its first run, nor when a run judged nothing', async () => {
    const ending = session({ seed: 42 });
    await ending.runs.next([], new RunStop(), () => true);
    expect(ending.said()).toBe('');
    const refused = session({ seed: 42, report: 'none' });
    await refused.runs.next([], new RunStop(), going);
    await refused.runs.next([], new RunStop(), going);
    expect(refused.said()).toBe('');
    expect(refused.calls.judged[1]!.previous).toBeUndefined();
    expect(refused.runs.code).toBe(2);
    const down = session({ seed: 42, report: 'nothing judged' });
    await down.runs.next([], new RunStop(), going);
    await down.runs.next([], new RunStop(), going);
    expect(down.said()).toBe('');
    expect(down.calls.judged[1]!.previous).toBeUndefined();
  });

  it(`collects the garbage after each run but the last, and renews the suites' thread every ${RUNS_PER_THREAD} runs`, async () => {
    const { runs, calls } = session({ seed: 1 });
    for (let run = 1; run < RUNS_PER_THREAD; run += 1) await runs.next([], new RunStop(), going);
    expect(calls.renewed).toBe(0);
    expect(calls.collected).toBe(RUNS_PER_THREAD - 1);
    await runs.next([], new RunStop(), going);
    expect(calls.renewed).toBe(1);
    await runs.next([], new RunStop(), going);
    expect(calls.renewed).toBe(1);
    const last = session({ seed: 1 });
    for (let run = 1; run < RUNS_PER_THREAD; run += 1) await last.runs.next([], new RunStop(), going);
    await last.runs.next([], new RunStop(), () => true);
    expect(last.calls.renewed).toBe(0);
    expect(last.calls.collected).toBe(RUNS_PER_THREAD - 1);
  });

  it('waits for a target of its own before each run, and notes when it answered', async () => {
    const { runs, calls, waitings, answered } = session({ seed: 1, target: true, waits: [{ answers: true, at: 1234 }] });
    const stop = new RunStop();
    await runs.next([], stop, going);
    expect(calls.waited).toHaveLength(1);
    expect(calls.waited[0]).toMatchObject({ everyMs: 250, probeTimeoutMs: 1000, timeoutMs: TARGET_WAIT_MS });
    expect(calls.waited[0]!.stopped()).toBe(false);
    stop.stop('q');
    expect(calls.waited[0]!.stopped()).toBe(true);
    expect(waitings).toEqual([true, false]);
    expect(answered).toEqual([1234]);
    expect(calls.judged).toHaveLength(1);
  });

  it('says it waits for a target that does not answer, and while it waits says so; one that never does is not run', async () => {
    const { runs, calls, said, waitings, answered } = session({
      seed: 1,
      target: true,
      waits: [{ answers: false, reason: 'connection refused', stopped: false }],
    });
    const stop = new RunStop();
    const next = runs.next([], stop, going);
    const waitingSeen = runs.waitingForTarget;
    await next;
    expect(waitingSeen).toBe(true);
    expect(runs.waitingForTarget).toBe(false);
    expect(calls.judged).toEqual([]);
    expect(answered).toEqual([]);
    expect(waitings).toEqual([true, false]);
    const lines = said().trimEnd().split('\n');
    expect(lines[0]).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d waiting for the target at http://127\\.0\\.0\\.1:9 to answer \\(connection refused\\), up to ${TARGET_WAIT_MS / 1000} s…$`,
      ),
    );
    expect(lines[1]).toBe(
      `${lines[1]!.slice(0, 8)} run 1 not run: the target at http://127.0.0.1:9 did not answer within ${TARGET_WAIT_MS / 1000} s (connection refused). ` +
        'Start it, or read its own output for why it is not up (a build error?), or check --base-url; ' +
        'the next run starts when it answers, on a change, or on Enter',
    );
    expect(runs.code).toBe(2);
  });

  it('says nothing more of a wait that the session ended', async () => {
    const { runs, calls, said } = session({ seed: 1, target: true, waits: [{ answers: false, reason: 'refused', stopped: true }] });
    await runs.next([], new RunStop(), going);
    expect(calls.judged).toEqual([]);
    expect(said()).not.toMatch(/not run/);
  });

  it('disposes of the first thread when the session ended before any run', async () => {
    let disposed = 0;
    const { runs, first } = session({ seed: 1 });
    Object.assign(first, { dispose: async () => void (disposed += 1) });
    await runs.dispose();
    expect(disposed).toBe(1);
  });
});
