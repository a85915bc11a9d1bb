// Faults that appear only for some ids escape the examples and are caught by the properties, with a
// shrunk counterexample and the run's seed; the same seed replays the same requests and the same catch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON, INQUIRY } from '../../src/operations.js';
import type { ConformanceReport, RuleResult } from '../../src/types/report.js';
import { answerAs, json, jsonAnswer, onlyFor } from '../../src/rules/answer-changes.js';
import { faults } from '../support/kill-matrix/faults.js';
import { startFaultServer, type FaultServer } from '../support/kill-matrix/fault-server.js';
import { ensureBuilt } from '../support/cli/run-cli.js';
import { judgeHosted } from '../support/kill-matrix/judge-hosted.js';

const FAULTS = {
  // A 5xx for unknown coupon ids ending in 7 (the examples' unknown id ends in 1).
  couponServerError: faults([
    'coupon-notFound',
    onlyFor(COUPON.path, (id) => id.endsWith('7'), jsonAnswer(500, { code: 500, message: 'Internal Server Error' })),
  ]),
  // A 200 with another coupon for unknown ids ending in 3.
  couponOther: faults([
    'coupon-notFound',
    onlyFor(
      COUPON.path,
      (id) => id.endsWith('3'),
      answerAs(({ dataset, request }) => ({ request: { ...request, path: COUPON.path + dataset.fixtures.couponId } })),
    ),
  ]),
  // A wrong 400 message only for ids with non-ASCII characters (the still-encoded value echoed).
  inquiryEcho: faults([
    'inquiry-malformed',
    onlyFor(
      INQUIRY.path,
      (id) => /[^\x00-\x7f]/.test(id),
      json((body, { request }) => {
        body.message = `Invalid format inquiryId : ${request.path.slice(INQUIRY.path.length)}`;
      }),
    ),
  ]),
};
type FaultName = keyof typeof FAULTS;
const SUITE: Record<FaultName, string> = { couponServerError: 'coupon', couponOther: 'coupon', inquiryEcho: 'inquiry' };

let server: FaultServer;

const judge = (fault: FaultName, args: string[]) => judgeHosted(server, fault, ['--suite', SUITE[fault], ...args]);

const result = (report: ConformanceReport, rule: string): RuleResult => {
  const found = report.results.find((r) => r.rule === rule);
  if (!found) throw new Error(`no result for ${rule}`);
  return found;
};

describe('faults that only some ids show', () => {
  beforeAll(async () => {
    await ensureBuilt();
    server = await startFaultServer(Object.entries(FAULTS).map(([id, respond]) => ({ id, respond })));
  }, 60_000);
  afterAll(async () => server?.close());

  const names = Object.keys(FAULTS) as FaultName[];

  it.each(names)(
    '%s escapes the example suites: exit 0',
    async (fault) => {
      const { code, report } = await judge(fault, ['-t', '^(?!.*property)']);
      expect(report.summary.verdict).toBe('conformant');
      expect(code).toBe(0);
    },
    60_000,
  );

  it('a 5xx for ids ending in 7 is caught by a property: shrunk counterexample, the seed, a curl line that reproduces it', async () => {
    const { code, report } = await judge('couponServerError', ['--seed', '20261121']);
    expect(code).toBe(1);
    expect(report.seed).toBe(20261121);
    const caught = result(report, 'coupon.no-server-error');
    expect(caught.status).toBe('failed');
    expect(String(caught.evidence?.counterexample)).toMatch(/^\d*7$/);
    expect(caught.evidence?.seed).toBe(20261121);
    expect(caught.evidence?.curl).toContain(`${COUPON.path}${String(caught.evidence?.counterexample)}`);
    expect(caught.message).toMatch(/counterexample "\d*7" after \d+ shrinks \(replay: --seed 20261121\)/);
  }, 60_000);

  it('a 200 with another coupon for some unknown ids is caught by a property (coupon.id-echo)', async () => {
    const { code, report } = await judge('couponOther', ['--seed', '20261121']);
    expect(code).toBe(1);
    const caught = result(report, 'coupon.id-echo');
    expect(caught.status).toBe('failed');
    expect(String(caught.evidence?.counterexample)).toMatch(/3$/);
  }, 60_000);

  it('a wrong 400 message only for non-ASCII ids is caught by a property (inquiry.malformed.message)', async () => {
    const { code, report } = await judge('inquiryEcho', ['--seed', '20261121']);
    expect(code).toBe(1);
    const caught = result(report, 'inquiry.malformed.message');
    expect(caught.status).toBe('failed');
    expect(String(caught.evidence?.counterexample)).toMatch(/[^\x00-\x7f]/);
  }, 60_000);

  it('is caught again, identically, when the seed is replayed: same requests, same results', async () => {
    const runs = [];
    for (let i = 0; i < 2; i += 1) {
      const before = server.requests.length;
      const { report } = await judge('couponServerError', ['--seed', '7']);
      runs.push({ report, requests: server.requests.slice(before).sort() });
    }
    const [first, second] = runs;
    expect(second!.requests.length).toBeGreaterThan(100);
    expect(second!.requests).toEqual(first!.requests);
    const failures = (r: ConformanceReport) =>
      r.results.filter((x) => x.status === 'failed').map((x) => [x.rule, x.evidence?.counterexample, x.message]);
    expect(failures(first!.report).length).toBeGreaterThan(0);
    expect(failures(second!.report)).toEqual(failures(first!.report));
  }, 120_000);
});
