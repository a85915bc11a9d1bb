// What the document says beyond the schema files (src/openapi/refinements.ts) is what the harness's
// rules say: a body breaking each stricter refinement is rejected by the document, read by a validator
// that is not ajv (@hyperjump/json-schema, OpenAPI 3.1 dialect), and failed by the rule the refinement
// names; the leap-year pattern agrees with the harness's calendar on every four-digit year; the masked
// number's pattern agrees with the harness's masking rule on every short content of the parentheses.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, COUPON as COUPON_OPERATION, INQUIRY as INQUIRY_OPERATION } from '../../../src/operations.js';
import { buildOpenApi, judgeCategories, judgeCoupon, judgeCouponNotFound, judgeInquiry, type RuleResult } from '../../../src/index.js';
import { referenceExamples } from '../../../src/openapi/examples.js';
import { REFINEMENTS } from '../../../src/openapi/refinements.js';
import { isCouponDateTime, isInquiryTimestamp } from '../../../src/validation/calendar.js';

type Json = Record<string, any>;
type Validator = Awaited<ReturnType<typeof validate>>;
const document = buildOpenApi();
const file = join(mkdtempSync(join(tmpdir(), 'sac-openapi-stricter-')), 'seller.openapi.json');
writeFileSync(file, JSON.stringify(document));
const at = (...segments: string[]) =>
  `${pathToFileURL(file).href}#${segments.map((s) => `/${encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('')}`;
const responseSchema = (path: string, status: string) =>
  at('paths', path, 'get', 'responses', status, 'content', 'application/json', 'schema');

const COUPON = `${COUPON_OPERATION.path}{couponId}`;
const INQUIRY = `${INQUIRY_OPERATION.path}{inquiryId}`;
const examples = referenceExamples();
const failedRules = (results: RuleResult[]) => results.filter((result) => result.status === 'failed').map((result) => result.rule);

interface Answer {
  path: string;
  status: string;
  example: () => Json;
  judge: (body: Json) => RuleResult[];
}
const ANSWERS = {
  coupon: {
    path: COUPON,
    status: '200',
    example: () => examples.coupon.found.body as Json,
    judge: (body) => judgeCoupon(body, { requestedId: String(body['couponId']) }),
  },
  couponNotFound: {
    path: COUPON,
    status: '404',
    example: () => examples.coupon.notFound.body as Json,
    judge: (b) => judgeCouponNotFound(b),
  },
  categories: {
    path: CATEGORIES.path,
    status: '200',
    example: () => examples.categories.found.body as Json,
    judge: (b) => judgeCategories(b),
  },
  inquiry: {
    path: INQUIRY,
    status: '200',
    example: () => examples.inquiry.found.body as Json,
    judge: (body) => judgeInquiry(body, { requestedId: String(body['data']['inquiryId']) }),
  },
} satisfies Record<string, Answer>;

/** A body breaking the rule, made from the reference's own answer. */
const BROKEN: [rule: string, answer: keyof typeof ANSWERS, breakIt: (body: Json) => void][] = [
  ['categories.envelope', 'categories', (b) => (b['code'] = 'ERROR')],
  ['coupon.not-found.masked', 'couponNotFound', (b) => (b['message'] = 'The promotion does not exist (=;d8v>o$Q&)')],
  ['coupon.not-found.masked', 'couponNotFound', (b) => (b['message'] = 'The promotion does not exist(96872518)')],
  ['coupon.not-found.masked', 'couponNotFound', (b) => (b['message'] = '존재 하지 않는 프로모션 (********)')],
  ['coupon.not-found.masked', 'couponNotFound', (b) => (b['message'] = '존재 하지 않는 프로모션(9687 2***)')],
  ['coupon.dates.format', 'coupon', (b) => (b['startDate'] = '2023-02-29 10:00:00')],
  ['coupon.dates.format', 'coupon', (b) => (b['endDate'] = '2100-02-29 23:59:59')],
  ['inquiry.timestamps', 'inquiry', (b) => (b['data']['inquiryAt'] = '2025-02-29T16:41:16.115143-08:00')],
  ['inquiry.reply.timestamp', 'inquiry', (b) => (b['data']['replies'][0]['replyAt'] = '1900-02-29T13:17:45.095942+09:00')],
];

const validators = new Map<string, Validator>();
beforeAll(async () => {
  for (const answer of Object.values(ANSWERS)) {
    const uri = responseSchema(answer.path, answer.status);
    validators.set(uri, await validate(uri));
  }
});
const documentAllows = (answer: Answer, body: Json) => validators.get(responseSchema(answer.path, answer.status))!(body).valid;

describe('a body that breaks a stricter refinement is rejected by the document (not ajv) and by the rule it names', () => {
  it('every rule a refinement names has a broken body here', () => {
    const named = REFINEMENTS.flatMap((refinement) => refinement.rules ?? []);
    expect([...new Set(BROKEN.map(([rule]) => rule))].sort()).toEqual([...new Set(named)].sort());
  });

  it.each(Object.entries(ANSWERS))("the reference's own %s is allowed by both", (_name, answer) => {
    expect(documentAllows(answer, answer.example())).toBe(true);
    expect(failedRules(answer.judge(answer.example()))).toEqual([]);
  });

  it.each(BROKEN)('%s: %s broken', (rule, name, breakIt) => {
    const answer = ANSWERS[name];
    const body = structuredClone(answer.example());
    breakIt(body);
    expect(documentAllows(answer, body)).toBe(false);
    expect(failedRules(answer.judge(body))).toContain(rule);
  });
});

describe('the leap-year patterns agree with the harness calendar (src/validation/calendar.ts) on every year 0000-9999', () => {
  const years = Array.from({ length: 10_000 }, (_, year) => String(year).padStart(4, '0'));
  const formats: [component: string, write: (date: string) => string, harness: (value: string) => boolean][] = [
    ['CouponDateTime', (date) => `${date} 12:00:00`, isCouponDateTime],
    ['InquiryTimestamp', (date) => `${date}T12:00:00.000000+09:00`, isInquiryTimestamp],
  ];

  it.each(formats)('%s, on 28, 29 and 30 February', async (component, write, harness) => {
    const allows = await validate(at('components', 'schemas', component));
    const disagreements = years.flatMap((year) =>
      ['28', '29', '30'].map((day) => write(`${year}-02-${day}`)).filter((value) => allows(value).valid !== harness(value)),
    );
    expect(disagreements).toEqual([]);
    expect(years.filter((year) => allows(write(`${year}-02-29`)).valid)).toHaveLength(2425);
  });

  it.each(formats)('%s, on every day of the months of a common, a leap and a century year', async (component, write, harness) => {
    const allows = await validate(at('components', 'schemas', component));
    const two = (n: number) => String(n).padStart(2, '0');
    const dates = ['1900', '2000', '2023', '2024'].flatMap((year) =>
      Array.from({ length: 14 * 33 }, (_, i) => write(`${year}-${two(Math.floor(i / 33))}-${two(i % 33)}`)),
    );
    expect(dates.filter((value) => allows(value).valid !== harness(value))).toEqual([]);
  });
});

describe("the coupon 404's masked number agrees with the harness's rule", () => {
  // Every content of the parentheses up to four characters long, of digits, *, a letter and a space.
  const contents = [''];
  for (let length = 1; length <= 4; length++)
    for (const shorter of contents.filter((c) => c.length === length - 1)) for (const c of ['7', '*', 'x', ' ']) contents.push(shorter + c);
  const messages = [
    'The promotion does not exist ',
    'The promotion does not exist',
    '존재 하지 않는 프로모션 ',
    '존재 하지 않는 프로모션',
  ].flatMap((words) => contents.map((content) => `${words}(${content})`));

  it.each([
    ['alone', (m: string) => m],
    ['with text around it', (m: string) => `Error: ${m}. Try again`],
  ])('on every message %s', (_name, around) => {
    const answer = ANSWERS.couponNotFound;
    const harnessAccepts = (message: string) => failedRules(answer.judge({ code: 404, message })).length === 0;
    const disagreements = messages.map(around).filter((message) => documentAllows(answer, { message }) !== harnessAccepts(message));
    expect(disagreements).toEqual([]);
    // Accepted: 7 and * with one of each, 2 to 4 long (2 + 6 + 14), for each of the four ways to write the words.
    expect(messages.filter((message) => harnessAccepts(around(message)))).toHaveLength(4 * 22);
  });

  // The harness reads the first parentheses after the words; the document asks every occurrence to be
  // masked: stricter only for a message that repeats the words, never looser.
  it.each([
    ['The promotion does not exist (12*) The promotion does not exist (12)', true, false],
    ['The promotion does not exist (12) The promotion does not exist (12*)', false, false],
    ['The promotion does not exist (The promotion does not exist (12*)', false, false],
  ])('%s: harness %s, document %s', (message, harness, allowed) => {
    const answer = ANSWERS.couponNotFound;
    expect(failedRules(answer.judge({ code: 404, message })).length === 0).toBe(harness);
    expect(documentAllows(answer, { message })).toBe(allowed);
  });
});
