// The library API through the package's own name (self-reference through "exports": what a consumer
// imports is dist/, compiled and typed): judges on the reference's real answers, the schemas, the
// rule catalogue, the types, and run().
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import * as library from 'seller-api-conformance';
import {
  judgeCategories,
  judgeCoupon,
  judgeCouponMalformed,
  judgeCouponNotFound,
  judgeInquiry,
  judgeInquiryForeign,
  judgeInquiryMalformed,
  judgeInquiryNotFound,
  rules,
  run,
  schemas,
  startReferenceServer,
  UsageError,
  verdictOf,
  type ConformanceReport,
  type Coupon,
  type ReferenceServer,
  type RuleResult,
} from 'seller-api-conformance';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../src/operations.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { ensureBuilt } from '../support/cli/run-cli.js';

let reference: ReferenceServer;
/** The reference's real answers, as a client would capture them. */
const bodies: Record<
  'coupon' | 'couponUnknown' | 'couponMalformed' | 'categories' | 'inquiry' | 'inquiryUnknown' | 'inquiryMalformed' | 'inquiryForeign',
  string
> = {} as never;

beforeAll(async () => {
  await ensureBuilt();
  reference = await startReferenceServer();
  const { couponId, inquiryId, foreignInquiryId } = reference.fixtures;
  const paths = {
    coupon: pathFor(COUPON, couponId),
    couponUnknown: pathFor(COUPON, '99999999999'),
    couponMalformed: pathFor(COUPON, 'abc'),
    categories: CATEGORIES.path,
    inquiry: pathFor(INQUIRY, inquiryId),
    inquiryUnknown: pathFor(INQUIRY, '99999999999'),
    inquiryMalformed: pathFor(INQUIRY, '12a'),
    inquiryForeign: pathFor(INQUIRY, foreignInquiryId),
  };
  await Promise.all(
    Object.entries(paths).map(async ([name, path]) => {
      bodies[name as keyof typeof bodies] = await (await fetch(reference.baseUrl + path)).text();
    }),
  );
}, 120_000);

afterAll(async () => {
  await reference?.close();
});

const statusOf = (results: readonly RuleResult[], rule: string) => results.find((r) => r.rule === rule)?.status;
const failing = (results: readonly RuleResult[]) =>
  results.filter((r) => r.status === 'failed' || r.status === 'warning').map((r) => r.rule);

describe('the public surface', () => {
  it('exports exactly the documented names', () => {
    expect(Object.keys(library).sort()).toEqual([
      'MOCK_TIMINGS',
      'ReportWriteError',
      'UsageError',
      'VerificationError',
      'buildOpenApi',
      'compareReports',
      'judgeCategories',
      'judgeCoupon',
      'judgeCouponMalformed',
      'judgeCouponNotFound',
      'judgeHar',
      'judgeInquiry',
      'judgeInquiryForeign',
      'judgeInquiryMalformed',
      'judgeInquiryNotFound',
      'respond',
      'rules',
      'run',
      'schemas',
      'startReferenceServer',
      'verdictOf',
      'verify',
    ]);
  });

  it('is typed: judges return RuleResult[], run a ConformanceReport, and the API types are the generated ones', () => {
    expectTypeOf(judgeCoupon).returns.toEqualTypeOf<RuleResult[]>();
    expectTypeOf(run).returns.resolves.toEqualTypeOf<ConformanceReport>();
    expectTypeOf<Coupon['couponPolicies'][number]['typeOfDiscount']>().toEqualTypeOf<'RATE' | 'PRICE'>();
    // At run time, a typed body from the reference is accepted as is.
    const coupon = JSON.parse(bodies.coupon) as Coupon;
    expect(verdictOf(judgeCoupon(coupon, { requestedId: String(coupon.couponId) })).verdict).toBe('conformant');
  });
});

type Case = [
  name: string,
  judge: () => RuleResult[],
  want: { verdict: 'conformant' | 'non-conformant'; failing?: string[]; skipped?: Record<string, RegExp> },
];

const ID_UNKNOWN = /^not judged offline: needs the id/;
const HTTP_LEVEL = /^not judged offline: /;

const cases = (): Case[] => {
  const { couponId, inquiryId } = reference.fixtures;
  const coupon = JSON.parse(bodies.coupon) as Coupon;
  return [
    [
      'the reference coupon with its id',
      () => judgeCoupon(bodies.coupon, { requestedId: couponId }),
      {
        verdict: 'conformant',
        skipped: { 'coupon.found.status': HTTP_LEVEL, 'coupon.found.content-type': HTTP_LEVEL, 'coupon.no-server-error': HTTP_LEVEL },
      },
    ],
    [
      'the reference coupon without its id: the id echo is not judged',
      () => judgeCoupon(bodies.coupon),
      { verdict: 'conformant', skipped: { 'coupon.id-echo': ID_UNKNOWN } },
    ],
    [
      'the reference coupon, asked for another id',
      () => judgeCoupon(bodies.coupon, { requestedId: '1' }),
      { verdict: 'non-conformant', failing: ['coupon.id-echo'] },
    ],
    [
      'a coupon whose daily limit is 10,000',
      () => judgeCoupon({ ...coupon, couponPolicies: coupon.couponPolicies.map((p) => ({ ...p, maximumPerDaily: 10_000 })) }),
      { verdict: 'non-conformant', failing: ['coupon.policy.daily-limit.maximum'] },
    ],
    [
      'a body that is not JSON',
      () => judgeCoupon(bodies.coupon.slice(0, 40)),
      { verdict: 'non-conformant', failing: ['coupon.found.json'] },
    ],
    ['bytes are read as UTF-8', () => judgeCoupon(new TextEncoder().encode(bodies.coupon)), { verdict: 'conformant' }],
    ['the reference category tree', () => judgeCategories(bodies.categories), { verdict: 'conformant' }],
    ['the reference inquiry', () => judgeInquiry(bodies.inquiry, { requestedId: inquiryId }), { verdict: 'conformant' }],
    [
      'coupon 404 through judgeCoupon',
      () => judgeCoupon(bodies.couponUnknown, { status: 404, requestedId: '99999999999' }),
      { verdict: 'conformant' },
    ],
    [
      'coupon 404 through its own judge',
      () => judgeCouponNotFound(bodies.couponUnknown, { requestedId: '99999999999' }),
      { verdict: 'conformant' },
    ],
    [
      'coupon 404 without the id: the masked digits are not judged',
      () => judgeCouponNotFound(bodies.couponUnknown),
      { verdict: 'conformant', skipped: { 'coupon.not-found.masked-digits': ID_UNKNOWN } },
    ],
    ['coupon 400', () => judgeCouponMalformed(bodies.couponMalformed), { verdict: 'conformant' }],
    [
      'the coupon judged as a 400 answer',
      () => judgeCouponMalformed(bodies.coupon),
      { verdict: 'conformant', failing: ['coupon.error-body', 'coupon.malformed.message'] },
    ],
    [
      'inquiry 400 with the value sent',
      () => judgeInquiryMalformed(bodies.inquiryMalformed, { requestedId: '12a' }),
      { verdict: 'conformant' },
    ],
    [
      'inquiry 400 with another value',
      () => judgeInquiry(bodies.inquiryMalformed, { status: 400, requestedId: '12b' }),
      { verdict: 'non-conformant', failing: ['inquiry.malformed.message'] },
    ],
    [
      'inquiry 400 without the value: its echo is not judged',
      () => judgeInquiryMalformed(bodies.inquiryMalformed),
      { verdict: 'conformant', skipped: { 'inquiry.malformed.message': ID_UNKNOWN } },
    ],
    ['inquiry 404 unknown', () => judgeInquiryNotFound(bodies.inquiryUnknown), { verdict: 'conformant' }],
    [
      'inquiry 404 of another vendor, through judgeInquiry',
      () => judgeInquiry(bodies.inquiryForeign, { foreign: true }),
      { verdict: 'conformant' },
    ],
    ['inquiry 404 of another vendor, through its own judge', () => judgeInquiryForeign(bodies.inquiryForeign), { verdict: 'conformant' }],
    [
      "another vendor's 404 where the unknown-id 404 is due",
      () => judgeInquiryNotFound(bodies.inquiryForeign),
      { verdict: 'non-conformant', failing: ['inquiry.not-found.message'] },
    ],
  ];
};

describe('judges on captured bodies', () => {
  it('judge every case as the table says', () => {
    for (const [name, judge, want] of cases()) {
      const results = judge();
      expect(verdictOf(results).verdict, name).toBe(want.verdict);
      expect(failing(results).sort(), name).toEqual([...(want.failing ?? [])].sort());
      for (const [rule, reason] of Object.entries(want.skipped ?? {})) {
        expect(statusOf(results, rule), `${name}: ${rule}`).toBe('skipped');
        expect(results.find((r) => r.rule === rule)!.message, `${name}: ${rule}`).toMatch(reason);
      }
      // No result passes on what a body cannot show.
      for (const result of results.filter((r) => /\.(status|content-type|no-server-error)$/.test(r.rule)))
        expect(result.status, `${name}: ${result.rule}`).toBe('skipped');
    }
  });

  it('give results in the shape of report.schema.json, evidence holding only the body', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false }).addSchema(schemas['report']!);
    const validate = ajv.compile({ type: 'array', items: { $ref: `${String(schemas['report']!['$id'])}#/$defs/ruleResult` } });
    const results = cases().flatMap(([, judge]) => judge());
    expect(validate(results), JSON.stringify(validate.errors)).toBe(true);
    const failed = judgeCoupon(bodies.coupon, { requestedId: '1' }).find((r) => r.rule === 'coupon.id-echo')!;
    expect(failed.evidence).toEqual({
      response: expect.objectContaining({ status: 200, headers: {} }),
      violations: [expect.objectContaining({ instancePath: '/couponId', expected: '1' })],
    });
  });

  it('turn a warning into a failure with strict', () => {
    const coupon = JSON.parse(bodies.coupon) as Coupon;
    const extra = { ...coupon, couponCode: 'X' };
    expect(statusOf(judgeCoupon(extra), 'coupon.unknown-fields')).toBe('warning');
    expect(statusOf(judgeCoupon(extra, { strict: true }), 'coupon.unknown-fields')).toBe('failed');
  });

  it('refuse a status the operation does not document', () => {
    expect(() => judgeCoupon(bodies.coupon, { status: 500 as never })).toThrow(RangeError);
    expect(() => judgeInquiry(bodies.inquiryForeign, { status: 400, foreign: true })).toThrow(/answered 404, not 400/);
  });
});

describe('schemas and rules as data', () => {
  it('give every schema of schemas/ by name, as copies', () => {
    expect(Object.keys(schemas)).toEqual(
      expect.arrayContaining(['coupon', 'coupon-policy', 'display-category', 'inquiry-envelope', 'report']),
    );
    (schemas['coupon']!['properties'] as Record<string, unknown>)['couponId'] = { type: 'string' };
    expect(verdictOf(judgeCoupon(bodies.coupon)).verdict, 'changing an exported schema changes no judge').toBe('conformant');
  });

  it('list the catalogue: ids, levels, operations, sections and titles', () => {
    expect(rules.map((r) => r.id)).toEqual(catalogue.map((r) => r.id));
    for (const rule of rules) expect(rule.title.startsWith(rule.level), rule.id).toBe(true);
    expect(Object.isFrozen(rules) && Object.isFrozen(rules[0])).toBe(true);
  });
});

describe('run()', () => {
  it('judges the embedded reference and returns the report, writing nothing', async () => {
    const progress: string[] = [];
    const sink = new (await import('node:stream')).Writable({ write: (chunk, _encoding, done) => done(void progress.push(String(chunk))) });
    const report = await run({ suites: ['categories'], numRuns: 3, seed: 7, reportDir: '/nonexistent/never-written', progress: sink });
    expect(report.summary.verdict).toBe('conformant');
    expect(report.seed).toBe(7);
    expect(new Set(report.results.map((r) => r.operation))).toEqual(new Set(['LIST_DISPLAY_CATEGORIES']));
    expect(progress.join('')).toMatch(/judging the embedded reference/);
  }, 120_000);

  it('verify: the report is verified before it is written and says so; verify() of the folder agrees', async () => {
    const { mkdtemp, rm } = await import('node:fs/promises');
    const dir = await mkdtemp(join(tmpdir(), 'sac-library-verify-'));
    try {
      const report = await run({ suites: ['coupon'], numRuns: 3, seed: 7, reportDir: dir, writeReports: true, verify: true });
      expect(report.verification).toMatchObject({ verified: true, exchanges: expect.any(Number) });
      const verification = await library.verify(dir);
      expect(verification).toMatchObject({ outcome: 'verified', changedFiles: [], differences: [], problems: [] });
      expect(verification.exchanges).toBe(report.verification!.exchanges);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('validates its options like the CLI', async () => {
    await expect(run({ timeoutMs: 0 })).rejects.toThrow(UsageError);
    await expect(run({ suites: ['nope' as never] })).rejects.toThrow(/unknown suite/);
    // Watch mode waits at a terminal: the library judges once, and a caller judges again by calling again.
    await expect(run({ watch: true })).rejects.toThrow(
      /^watch is a mode of the command line \(run --watch\); to judge again, call run\(\) again$/,
    );
  });
});
