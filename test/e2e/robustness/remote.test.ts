// Against a remote target the harness is safe first: GET only unless --probe-writes, a request cap that
// still judges every rule, a rate that keeps a default run under 30 s (120 requests at 5/s: 24 s of
// spacing; the wall time of a run is the machine's, measured by the bench, not a test), and a plan that
// says all of it before anything is sent. Each case runs the real CLI against a local server the CLI sees as
// remote. The documented figures (docs/cli.md: 120 requests, 5 requests/s) are written here as literals,
// never imported from the code they check.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureBuilt } from '../../support/cli/run-cli.js';
import { cli, closeTargets, expectSaneRun, fixtureArgs, startTarget, type Target } from '../../support/robustness/harness.js';
import { remoteSetup } from '../../support/robustness/remote-host.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

const { host, extraArgs } = remoteSetup();
const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
const remoteArgs = (target: Target, ...more: string[]) => ['--base-url', target.baseUrl, ...fixtureArgs(target), ...extraArgs, ...more];

describe(`a default run against a remote target (${host}${extraArgs.length ? ' with --remote' : ''})`, () => {
  it('prints its plan without sending anything, then sends no more than that: GET only, at most 120 requests, at 5 requests/s, every rule judged but the read-only ones', async () => {
    const target = await startTarget(undefined, { host });
    const planned = await cli(remoteArgs(target, '--plan'));
    expect(planned.result.code, planned.result.stderr).toBe(0);
    expect(target.requests).toEqual([]);
    const total = Number(/^ {2}total +(\d+)/m.exec(planned.result.stdout)?.[1]);
    expect(planned.result.stdout).toMatch(/5 requests\/s, at most 120 requests/);
    expect(planned.result.stdout).toMatch(
      /12 requests: POST, PUT, PATCH, DELETE on each of the 3 paths, once each with an id that names no resource: needs --probe-writes/,
    );

    const run = await cli(remoteArgs(target));
    const report = expectSaneRun(run, 0);
    expect(new Set(target.requests.map((r) => r.method))).toEqual(new Set(['GET']));
    expect(target.requests.length).toBeLessThanOrEqual(120);
    // A value a property draws twice is sent once: the plan is what it may send, never less than it sends.
    expect(target.requests.length).toBeLessThanOrEqual(total);
    expect(target.requests.length).toBeGreaterThan(total * 0.9);
    expect(report.summary.requests).toBe(target.requests.length);
    // At most 5 per second, timed where the requests arrive, in this busy test process. A request handled
    // late makes the next gap look short (gaps of 2 ms were seen at a load of 27 on 2 cores), so no single
    // gap is asserted: a client without the limit sends nearly every request within a few ms of the last,
    // where this one leaves at most a tenth of its gaps that short. Over the whole run the limit holds
    // exactly (the n-th request starts no earlier than (n - 1) / 5 s after the first), less the lateness
    // of the first arrival, allowed one interval.
    const times = target.requests.map((r) => r.at);
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    expect(gaps.filter((gap) => gap < 50).length).toBeLessThanOrEqual(gaps.length / 10);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual((times.length - 2) * 200);

    const notPassed = report.results.filter((r) => r.status !== 'passed');
    expect(notPassed.map((r) => `${r.rule}: ${r.status}: ${r.message}`)).toEqual(
      ['coupon.read-only', 'categories.read-only', 'inquiry.read-only'].map((rule) => `${rule}: skipped: needs --probe-writes`),
    );
    expect(run.result.stdout).toMatch(new RegExp(`^requests: ${target.requests.length} sent$`, 'm'));
  }, 150_000); // hang guard: 5 x a quiet run's 25 to 30 s (its 120 requests at 5/s are 24 s)

  it('--probe-writes sends each write method once per path, never with a fixture id, and judges the read-only rules', async () => {
    const target = await startTarget(undefined, { host });
    const run = await cli(remoteArgs(target, '--probe-writes', '--rate', '0'));
    const report = expectSaneRun(run, 0);
    const writes = target.requests.filter((r) => WRITES.includes(r.method));
    expect(writes).toHaveLength(12);
    const perMethodAndPath = new Set(writes.map((r) => `${r.method} ${r.url}`));
    expect(perMethodAndPath.size).toBe(12);
    for (const fixture of Object.values(target.fixtures)) expect(writes.filter((r) => r.url.includes(fixture))).toEqual([]);
    for (const rule of ['coupon.read-only', 'categories.read-only', 'inquiry.read-only'])
      expect(report.results.find((r) => r.rule === rule)?.status).toBe('passed');
  }, 60_000);

  // Requests sent ahead (--concurrency) take their place in the cap as the others do.
  it.each([[[]], [['--concurrency', '8']]])(
    '--max-requests caps the run, and the report names the rules that got fewer cases (%j)',
    async (more: string[]) => {
      const target = await startTarget(undefined, { host });
      const run = await cli(remoteArgs(target, '--max-requests', '40', '--rate', '0', ...more));
      const report = expectSaneRun(run, 0);
      expect(target.requests.length).toBeLessThanOrEqual(40);
      expect(report.summary.requests).toBe(target.requests.length);
      expect(report.budget?.maxRequests).toBe(40);
      const fewer = report.budget?.fewerCases ?? [];
      expect(fewer.length).toBeGreaterThan(0);
      expect(fewer.flatMap((f) => f.rules)).toContain('coupon.malformed.status');
      expect(run.result.stdout).toMatch(/^FEWER +\d+ of \d+ cases within --max-requests 40: /m);
    },
    60_000,
  );
});

describe('a loopback target', () => {
  it('gets no write probes either, unless asked for by name', async () => {
    const target = await startTarget();
    const run = await cli(['--base-url', target.baseUrl, ...fixtureArgs(target), '--num-runs', '2']);
    expectSaneRun(run, 0);
    expect(target.requests.filter((r) => WRITES.includes(r.method))).toEqual([]);
  }, 60_000);
});
