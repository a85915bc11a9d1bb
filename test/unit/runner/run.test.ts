// One run (src/runner/run.ts) in this process, its suites in the suites' thread as built: what it says
// before it starts, the requests it sends and counts (the reachability probe first), what it reports of a
// target it cannot reach and of a run stopped before its end, and the thread it leaves kept.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { resolveOptions } from '../../../src/config/resolve.js';
import type { RunOptions } from '../../../src/config/options.js';
import { BLOCKED_MESSAGE } from '../../../src/http/circuit-breaker.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { INTERRUPTED, RunStop } from '../../../src/runner/interrupt.js';
import { endKeptThread, isAThreadKept } from '../../../src/runner/kept-thread.js';
import { runConformance } from '../../../src/runner/run.js';
import { suiteThreadCounts } from '../../../src/runner/suite-thread.js';
import type { ReferenceServerOptions } from '../../../src/reference/index.js';
import { closedPort } from '../../support/cli/servers.js';
import { localServer } from '../../support/robustness/local.js';

const CATEGORY_RULES = catalogue.filter((rule) => rule.operation === 'LIST_DISPLAY_CATEGORIES').map((rule) => rule.id);
const COUPON_RULES = catalogue.filter((rule) => rule.operation === 'GET_COUPON_BY_ID').map((rule) => rule.id);

afterAll(endKeptThread);

const options = (flags: Partial<Record<keyof RunOptions, unknown>>) => resolveOptions({ seed: 7, ...flags }, {});

/** A run of `flags`, what it wrote, and what its progress heard. */
async function run(flags: Partial<Record<keyof RunOptions, unknown>>, stop?: RunStop) {
  const out = new PassThrough().setEncoding('utf8');
  const progress: string[] = [];
  const outcome = await runConformance(options(flags), out, stop, undefined, {
    begin: (total) => progress.push(`begin ${total}`),
    sent: (count) => progress.push(`sent ${count}`),
    end: () => progress.push('end'),
  });
  return { outcome, written: String(out.read() ?? ''), progress };
}

const statusesOf = (results: readonly { rule: string; status: string; message: string }[], rules: readonly string[]) =>
  new Set(results.filter((result) => rules.includes(result.rule)).map((result) => `${result.status}: ${result.message}`));

describe('a run of the embedded reference', () => {
  it('says what it judges, runs the suites in the thread, sends no probe, and keeps the thread', async () => {
    await endKeptThread();
    const { outcome, written, progress } = await run({ suites: ['categories'], headers: ['X-Trace: 1'] });
    const { report } = outcome;
    expect(written).toMatch(
      new RegExp(
        `^seller-api-conformance: judging the embedded reference at http://127\\.0\\.0\\.1:\\d+ \\(seed 7\\), up to ${report.summary.requests} requests\\n`,
      ),
    );
    expect(written.split('\n')[1]).toMatch(/X-Trace/);
    expect(report.summary).toMatchObject({ verdict: 'conformant', passed: CATEGORY_RULES.length });
    expect(report.target.embedded).toBe(true);
    expect(report.seed).toBe(7);
    expect(outcome.exchanges).toHaveLength(report.summary.requests!);
    expect(outcome.exchanges.every((exchange) => exchange.request.url.includes('display-categories'))).toBe(true);
    expect(progress[0]).toBe(`begin ${report.summary.requests}`);
    expect(progress[1]).toBe('sent 0');
    expect(progress.at(-2)).toBe(`sent ${report.summary.requests}`);
    expect(progress.at(-1)).toBe('end');
    expect(isAThreadKept()).toBe(true);
    // The reference it started is closed.
    await expect(fetch(report.target.baseUrl)).rejects.toThrow();
  });

  it('reports a run stopped before its suites: nothing sent, every rule not run, with the reason', async () => {
    await endKeptThread();
    const handedOver = suiteThreadCounts.handedOver;
    const stop = new RunStop();
    stop.stop(INTERRUPTED);
    const { outcome, written } = await run({ suites: ['categories'] }, stop);
    expect(outcome.report.summary).toMatchObject({ verdict: 'inconclusive', requests: 0, interrupted: true });
    expect(statusesOf(outcome.report.results, CATEGORY_RULES)).toEqual(new Set(['error: not run: interrupted']));
    // Its one line (no headers to name), and the thread, given no run, kept for the next.
    expect(written).toMatch(/^seller-api-conformance: judging the embedded reference at \S+ \(seed 7\), up to \d+ requests\n$/);
    expect(suiteThreadCounts.handedOver).toBe(handedOver);
    expect(isAThreadKept()).toBe(true);
  });

  it('keeps, in a stopped run, the reason of rules no test could send a request for', async () => {
    const stop = new RunStop();
    stop.stop(BLOCKED_MESSAGE);
    const { outcome } = await run({ suites: ['coupon'], baseUrl: undefined, probeWrites: false }, stop);
    const results = outcome.report.results;
    expect(results.find((result) => result.rule === 'coupon.read-only')).toMatchObject({
      status: 'skipped',
      message: 'needs --probe-writes',
    });
    expect(results.find((result) => result.rule === 'coupon.dates.format')).toMatchObject({
      status: 'error',
      message: `not run: ${BLOCKED_MESSAGE}`,
    });
    expect(outcome.report.summary.interrupted).not.toBe(true);
  });

  it('reads the file of expected failures before anything else, and reports against it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sac-run-'));
    try {
      const file = join(dir, 'expected.yaml');
      writeFileSync(file, '[]\n');
      const { outcome } = await run({ suites: ['categories'], expectedFailures: file });
      expect(outcome.report.summary).toMatchObject({ verdict: 'conformant', expectedFailures: 0, baselineProblems: 0 });
      writeFileSync(file, '[\n');
      await expect(run({ suites: ['categories'], expectedFailures: file })).rejects.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a run of an embedded reference that fails', () => {
  // A copy of the run's module whose reference throws on every request; every other module it imports is the
  // one the other tests use (the unit files share their worker's modules: none is loaded afresh).
  it("writes the reference's fault with the run's own lines, never on the host's streams", async () => {
    const REFERENCE = '../../../src/reference/index.js';
    vi.doMock(REFERENCE, async (importOriginal) => {
      const original = await importOriginal<typeof import('../../../src/reference/index.js')>();
      const broken = () => {
        throw new Error('the reference broke');
      };
      return {
        ...original,
        startReferenceServer: (given: ReferenceServerOptions) => original.startReferenceServer({ ...given, respond: broken }),
      };
    });
    // The query makes it another module than the run's own, for this test only. It loads the reference when
    // it starts one, so the mock stays until the run is over.
    const copy = '../../../src/runner/run.js?with-a-broken-reference';
    const stderr = vi.spyOn(process.stderr, 'write');
    try {
      const broken = (await import(copy)) as typeof import('../../../src/runner/run.js');
      const out = new PassThrough().setEncoding('utf8');
      await broken.runConformance(options({ suites: ['categories'] }), out);
      const written = String(out.read() ?? '');
      expect(written).toContain('\nreference server: unexpected error (answered 500; later ones not logged): Error: the reference broke\n');
      expect(stderr.mock.calls.filter(([chunk]) => String(chunk).includes('reference server'))).toEqual([]);
    } finally {
      vi.doUnmock(REFERENCE);
      stderr.mockRestore();
    }
  });
});

describe('a run of a target elsewhere', () => {
  it('sends the reachability probe first, counts it, and takes it out of the cap', async () => {
    const target = await localServer((_req, res) =>
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"nope"}'),
    );
    const { outcome, written, progress } = await run({ suites: ['categories'], baseUrl: target.origin, maxRequests: 3 });
    expect(written).toMatch(new RegExp(`^seller-api-conformance: judging ${target.origin} \\(seed 7\\), up to \\d+ requests\\n`));
    expect(target.seen[0]).toMatchObject({ method: 'GET', url: '/' });
    expect(target.seen.length).toBeLessThanOrEqual(3);
    expect(outcome.report.summary.requests).toBe(target.seen.length);
    expect(outcome.exchanges[0]!.request.url).toBe(`${target.origin}/`);
    expect(outcome.exchanges).toHaveLength(target.seen.length);
    expect(progress.slice(0, 2)).toEqual([expect.stringMatching(/^begin \d+$/), 'sent 1']);
    expect(progress.at(-2)).toBe(`sent ${target.seen.length}`);
    expect(outcome.report.target).toMatchObject({ baseUrl: target.origin, embedded: false });
  });

  it('counts the run from its start to its report: at least the span of the exchanges it sent', async () => {
    // Each answer comes 20 ms late: the span of the exchanges, sent one after another, is at least 20 ms each, whatever the load.
    const target = await localServer((_req, res) => {
      setTimeout(() => res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"nope"}'), 20);
    });
    const callStarted = performance.now();
    const { outcome } = await run({ suites: ['categories'], baseUrl: target.origin, maxRequests: 3 });
    const callSpan = performance.now() - callStarted;
    const ends = outcome.exchanges.map((exchange) => Date.parse(exchange.startedAt) + exchange.durationMs);
    const span = Math.max(...ends) - Math.min(...outcome.exchanges.map((exchange) => Date.parse(exchange.startedAt)));
    expect(outcome.exchanges.length).toBeGreaterThanOrEqual(2);
    expect(span).toBeGreaterThanOrEqual(20 * outcome.exchanges.length);
    // Rounded to the millisecond, as the run's start is: one millisecond of rounding either end.
    expect(outcome.report.durationMs).toBeGreaterThanOrEqual(Math.floor(span) - 2);
    // No speed bound: the run is timed inside this very call, so it cannot count more than the call lasted, however
    // busy the machine (a slow machine lengthens both alike).
    expect(outcome.report.durationMs).toBeLessThanOrEqual(Math.ceil(callSpan) + 2);
  });

  it('closes the connection of the reachability probe before the suites send anything', async () => {
    const events: string[] = [];
    const target = await localServer((req, res, count) => {
      events.push(`request ${count}`);
      if (count === 1) req.socket.once('close', () => events.push('probe closed'));
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"nope"}');
    });
    await run({ suites: ['categories'], baseUrl: target.origin, maxRequests: 3 });
    expect(events.slice(0, 3)).toEqual(['request 1', 'probe closed', 'request 2']);
  });

  it('sends nothing more once stopped while the probe is out: the probe recorded, the rules not run', async () => {
    const stop = new RunStop();
    const target = await localServer((req, res) => {
      if (req.url === '/') stop.stop(INTERRUPTED);
      setTimeout(() => res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"nope"}'), 50);
    });
    const { outcome } = await run({ suites: ['categories'], baseUrl: target.origin }, stop);
    expect(target.seen.map((seen) => seen.url)).toEqual(['/']);
    expect(outcome.report.summary).toMatchObject({ verdict: 'inconclusive', requests: 1, interrupted: true });
    expect(outcome.exchanges.map((exchange) => exchange.sentBy?.test)).toEqual(['reachability probe']);
    expect(statusesOf(outcome.report.results, CATEGORY_RULES)).toEqual(
      new Set(['error: not run: interrupted', 'skipped: needs --probe-writes']),
    );
  });

  it('takes a 429 to the probe for a target that is there: the suites run, and the probe is among the unanswered', async () => {
    const target = await localServer((req, res) =>
      req.url === '/'
        ? res.writeHead(429, { 'content-type': 'application/json' }).end('{"code":429,"message":"slow down"}')
        : res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"nope"}'),
    );
    const { outcome } = await run({ suites: ['categories'], baseUrl: target.origin, maxRequests: 3 });
    expect(target.seen.length).toBeGreaterThan(1);
    expect(outcome.report.summary.requests).toBe(target.seen.length);
    expect(outcome.report.results.filter((result) => /unreachable/.test(result.message))).toEqual([]);
    expect(outcome.unanswered).toEqual([
      {
        request: expect.objectContaining({ method: 'GET', url: `${target.origin}/` }),
        error: `GET ${target.origin}/: still 429 Too Many Requests and retries on 429 are disabled; the target is rate-limiting us, retry later`,
        code: expect.any(String),
        sentBy: { test: 'reachability probe', index: 0, attempts: 1 },
        startedAt: expect.any(String),
      },
    ]);
  });

  it('caps the suites at what the probe left of --max-requests, their retries of a 429 counted', async () => {
    // The probe is answered; each request of the suites is refused once with a 429, and answered when retried.
    const target = await localServer((req, res, count) =>
      req.url !== '/' && count % 2 === 0
        ? res.writeHead(429, { 'content-type': 'application/json' }).end('{"code":429,"message":"slow down"}')
        : res.writeHead(404, { 'content-type': 'application/json' }).end('{"code":404,"message":"nope"}'),
    );
    // The coupon suite plans more requests than the cap leaves: they stop at it, the retry of the first taking the second's place.
    const { outcome } = await run({ suites: ['coupon'], baseUrl: target.origin, maxRequests: 3 });
    const [probe, first, retried] = target.seen.map((seen) => seen.url);
    expect([probe, retried]).toEqual(['/', first]);
    expect(target.seen).toHaveLength(3);
    expect(outcome.report.summary.requests).toBe(3);
  });

  it('judges nothing of a target it cannot reach: every rule of the suites could not be judged, but those that need an id', async () => {
    const port = await closedPort();
    const { outcome, progress } = await run({ suites: ['coupon'], baseUrl: `http://127.0.0.1:${port}` });
    const { report } = outcome;
    expect(report.summary).toMatchObject({ verdict: 'inconclusive', requests: 1 });
    expect(outcome.exchanges).toEqual([]);
    const found = report.results.find((result) => result.rule === 'coupon.dates.format')!;
    expect(found).toMatchObject({ status: 'skipped', message: 'needs --coupon-id' });
    const unreachable = report.results.filter((result) => COUPON_RULES.includes(result.rule) && result.status === 'error');
    expect(unreachable.length).toBeGreaterThan(0);
    expect([...new Set(unreachable.map((result) => result.message))]).toEqual([
      `could not judge: target unreachable: GET http://127.0.0.1:${port}/: connection refused`,
    ]);
    expect(
      report.results
        .filter((result) => COUPON_RULES.includes(result.rule))
        .map((result) => result.rule)
        .sort(),
    ).toEqual([...COUPON_RULES].sort());
    expect(report.results.some((result) => CATEGORY_RULES.includes(result.rule) && result.status !== 'skipped')).toBe(false);
    expect(progress).toEqual([expect.stringMatching(/^begin \d+$/), 'sent 1', 'end']);
    // The probe is the one request exchanges.har lists, unanswered; and the harness had no fault of its own.
    expect(outcome.unanswered).toEqual([
      {
        request: expect.objectContaining({ method: 'GET', url: `http://127.0.0.1:${port}/` }),
        error: `GET http://127.0.0.1:${port}/: connection refused`,
        code: expect.any(String),
        sentBy: { test: 'reachability probe', index: 0, attempts: 1 },
        startedAt: expect.any(String),
      },
    ]);
    expect(outcome.harnessFaults).toEqual([]);
  });
});
