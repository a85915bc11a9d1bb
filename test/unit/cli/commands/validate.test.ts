// `validate` through the CLI's main(), in this process: captured bodies (the reference's answers, and each with one defect)
// judged offline, with the verdict's exit code and the run's field-level lines.
import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../../src/operations.js';
import { buildDataset } from '../../../../src/reference/dataset/index.js';
import { respond } from '../../../../src/reference/responses.js';
import type { RuleResult } from '../../../../src/types/report.js';
import { describeRun } from '../../../support/cli/run-cli.js';
import { runMain as cli } from '../../../support/cli/in-process.js';
import { tempDir } from '../../../support/cli/spawn.js';

const dataset = buildDataset();
const { couponId, inquiryId, foreignInquiryId } = dataset.fixtures;
const bodyAt = (path: string) => respond(dataset, { method: 'GET', path, headers: {} }, dataset.defaultVendorId).body;
const coupon = JSON.parse(bodyAt(pathFor(COUPON, couponId))) as { couponPolicies: Record<string, unknown>[] };

/** The captured bodies of the cases, by file name. */
const FILES: Record<string, string> = {
  'coupon.json': bodyAt(pathFor(COUPON, couponId)),
  'coupon-date-impossible.json': JSON.stringify({ ...coupon, startDate: '2026-13-45 99:00:00' }),
  'coupon-daily-10000.json': JSON.stringify({ ...coupon, couponPolicies: [{ ...coupon.couponPolicies[0], maximumPerDaily: 10_000 }] }),
  'coupon-extra-field.json': JSON.stringify({ ...coupon, couponCode: 'X' }),
  'coupon-id-twice.json': bodyAt(pathFor(COUPON, couponId)).replace(/^\{/, `{"couponId":"${couponId}",`),
  'coupon-truncated.json': bodyAt(pathFor(COUPON, couponId)).slice(0, 50),
  'coupon-404.json': bodyAt(pathFor(COUPON, '99999999999')),
  'coupon-400.json': bodyAt(pathFor(COUPON, 'abc')),
  'inquiry.json': bodyAt(pathFor(INQUIRY, inquiryId)),
  'inquiry-foreign.json': bodyAt(pathFor(INQUIRY, foreignInquiryId)),
  'inquiry-400.json': bodyAt(pathFor(INQUIRY, '12a')),
};

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dir = await tempDir();
  await Promise.all(Object.entries(FILES).map(([name, body]) => writeFile(dir.path(name), body)));
}, 180_000);
afterAll(async () => dir?.cleanup());

type Case = [name: string, args: (path: (file: string) => string) => string[], want: { exit: number; lines?: RegExp[]; stdin?: string }];

const cases: Case[] = [
  [
    'a startDate that is no date fails the format rule, and the order rule, which could not read it, is skipped, not passed',
    (p) => ['coupon', p('coupon-date-impossible.json'), '--id', couponId],
    {
      exit: 1,
      lines: [
        /^FAILED  coupon\.dates\.format \(MUST\) \/startDate: /m,
        /^SKIPPED coupon\.dates\.order \(SHOULD\) not judged: \/startDate is not a date \(YYYY-MM-DD HH:MM:SS\); see coupon\.dates\.format$/m,
      ],
    },
  ],
  [
    'the reference coupon conforms; what a body cannot show is skipped, not passed',
    (p) => ['coupon', p('coupon.json'), '--id', couponId],
    {
      exit: 0,
      lines: [
        /^SKIPPED coupon\.found\.content-type \(MUST\) not judged offline: /m,
        /^SKIPPED coupon\.found\.status \(MUST\) not judged offline: /m,
        /^PASSED  coupon\.id-echo \(MUST\)/m,
        /^verdict: CONFORMANT$/m,
      ],
    },
  ],
  [
    'without --id the id echo is skipped',
    (p) => ['coupon', p('coupon.json')],
    { exit: 0, lines: [/^SKIPPED coupon\.id-echo \(MUST\) not judged offline: needs the id/m] },
  ],
  [
    'a couponId given twice, first as a string: a warning, and a failure as a parser that keeps the first value reads it (D19)',
    (p) => ['coupon', p('coupon-id-twice.json'), '--id', couponId],
    {
      exit: 1,
      lines: [
        /^WARNING coupon\.unique-names \(SHOULD\) \/couponId: expected the name once in its object, got twice: "\d+", then \d+; /m,
        /^FAILED  coupon\.fields \(MUST\) read as a parser that keeps the first value of a duplicate name: \/couponId is "\d+" there, \d+ to JSON\.parse; /m,
      ],
    },
  ],
  [
    'another id than the body',
    (p) => ['coupon', p('coupon.json'), '--id', '1'],
    { exit: 1, lines: [/^FAILED  coupon\.id-echo \(MUST\)/m, /^        field \/couponId: expected 1, actual \d+$/m] },
  ],
  [
    'a daily limit of 10,000: the field-level line of a run',
    (p) => ['coupon', p('coupon-daily-10000.json')],
    {
      exit: 1,
      lines: [
        /^FAILED  coupon\.policy\.daily-limit\.maximum \(MUST\) \/couponPolicies\/0\/maximumPerDaily: expected a number <= 9999, got 10000$/m,
        /^        field \/couponPolicies\/0\/maximumPerDaily: expected a number <= 9999, actual 10000$/m,
        /^verdict: NON-CONFORMANT \(1 rule\(s\) failed: coupon\.policy\.daily-limit\.maximum\)$/m,
      ],
    },
  ],
  [
    'a body that is not JSON fails the json rule',
    (p) => ['coupon', p('coupon-truncated.json')],
    { exit: 1, lines: [/^FAILED  coupon\.found\.json \(MUST\) expected a JSON document/m] },
  ],
  [
    'an undocumented field warns',
    (p) => ['coupon', p('coupon-extra-field.json')],
    { exit: 0, lines: [/^WARNING coupon\.unknown-fields \(SHOULD\)/m, /^        field \/couponCode: /m] },
  ],
  [
    '... and fails with --strict',
    (p) => ['coupon', p('coupon-extra-field.json'), '--strict'],
    { exit: 1, lines: [/^FAILED  coupon\.unknown-fields \(SHOULD\)/m] },
  ],
  [
    'the coupon 404 with the id',
    (p) => ['coupon', p('coupon-404.json'), '--status', '404', '--id', '99999999999'],
    { exit: 0, lines: [/^PASSED  coupon\.not-found\.masked-digits/m] },
  ],
  ['the coupon 404 judged as a 200', (p) => ['coupon', p('coupon-404.json')], { exit: 1, lines: [/^FAILED  coupon\.fields \(MUST\)/m] }],
  [
    'the coupon 400',
    (p) => ['coupon', p('coupon-400.json'), '--status', '400'],
    { exit: 0, lines: [/^PASSED  coupon\.malformed\.message/m] },
  ],
  [
    'the category tree from standard input',
    () => ['categories', '-'],
    {
      exit: 0,
      stdin: bodyAt(CATEGORIES.path),
      lines: [/^validate: standard input as the categories found answer/m, /^PASSED  categories\.node\.child/m],
    },
  ],
  ['the inquiry', (p) => ['inquiry', p('inquiry.json'), '--id', inquiryId], { exit: 0, lines: [/^PASSED  inquiry\.timestamps/m] }],
  [
    "another vendor's 404 with --foreign",
    (p) => ['inquiry', p('inquiry-foreign.json'), '--foreign'],
    { exit: 0, lines: [/^PASSED  inquiry\.foreign\.message/m] },
  ],
  [
    "another vendor's 404 judged as an unknown id",
    (p) => ['inquiry', p('inquiry-foreign.json'), '--status', '404'],
    { exit: 1, lines: [/^FAILED  inquiry\.not-found\.message \(MUST\)/m] },
  ],
  [
    'the inquiry 400 echoing another value',
    (p) => ['inquiry', p('inquiry-400.json'), '--status', '400', '--id', '12b'],
    { exit: 1, lines: [/^FAILED  inquiry\.malformed\.message/m] },
  ],
  ['usage: no such file', (p) => ['coupon', p('missing.json')], { exit: 2 }],
  ['usage: a directory', (p) => ['coupon', p('')], { exit: 2 }],
  ['usage: unknown operation', (p) => ['coupons', p('coupon.json')], { exit: 2 }],
  ['usage: an undocumented status', (p) => ['coupon', p('coupon.json'), '--status', '500'], { exit: 2 }],
  ['usage: the category list has no 404', (p) => ['categories', p('coupon.json'), '--status', '404'], { exit: 2 }],
  ['usage: --foreign for a coupon', (p) => ['coupon', p('coupon.json'), '--foreign'], { exit: 2 }],
  ['usage: no file', () => ['coupon'], { exit: 2 }],
  ['usage: an unknown flag', (p) => ['coupon', p('coupon.json'), '--verbose'], { exit: 2 }],
];

describe('validate', () => {
  // Each case is its own process: they run side by side.
  it.concurrent.for(cases)('%s', async ([, args, want], { expect }) => {
    const result = await cli(['validate', ...args(dir.path)], want.stdin === undefined ? {} : { input: want.stdin });
    expect(result.code, describeRun(result)).toBe(want.exit);
    if (want.exit === 2) expect(result.stderr).toMatch(/^seller-api-conformance: validate: |^seller-api-conformance: .*\(see --help\)/);
    for (const line of want.lines ?? []) expect(result.stdout).toMatch(line);
  });

  it('--json prints the results in the shape of conformance.json', async () => {
    const result = await cli(['validate', 'coupon', dir.path('coupon-daily-10000.json'), '--json']);
    expect(result.code, describeRun(result)).toBe(1);
    const results = JSON.parse(result.stdout) as RuleResult[];
    expect(results.find((r) => r.rule === 'coupon.policy.daily-limit.maximum')).toMatchObject({
      status: 'failed',
      level: 'MUST',
      evidence: { violations: [{ instancePath: '/couponPolicies/0/maximumPerDaily', actual: '10000' }] },
    });
    expect(
      results
        .filter((r) => r.status === 'skipped')
        .map((r) => r.rule)
        .sort(),
    ).toEqual([
      'coupon.found.content-type',
      'coupon.found.content-type-once',
      'coupon.found.status',
      'coupon.id-echo',
      'coupon.no-server-error',
    ]);
  });

  it('--help explains the answers and what is not judged offline', async () => {
    const result = await cli(['validate', '--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Usage: seller-api-conformance validate <coupon\|categories\|inquiry> <file\|->/);
    expect(result.stdout).toMatch(/Not judged offline/);
  });
});
