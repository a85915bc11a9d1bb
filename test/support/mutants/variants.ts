// The faulty implementations: the reference with one defect each. Every MUST rule of the catalogue is
// the target of at least one, most SHOULD rules too (judged with --strict, where a warning fails).
import type { SuiteName } from '../../../src/config/options.js';
import { COUPON, INQUIRY } from '../../../src/operations.js';
import type { ReferenceRequest, RespondFunction } from '../../../src/reference/types.js';
import { answerAs, faults, faulty, header, json, jsonAnswer, nodesAtDepth, status, text, type Change, type Json } from './faults.js';
import { idOf, type Scope } from './scope.js';
import { numberReadIn } from '../../../src/id-readings.js';
import { CLASS_VARIANTS } from './class-variants.js';

export interface Variant {
  id: string;
  defect: string;
  /** The rule that must catch it. */
  catches: string;
  /** Other rules the same defect legitimately breaks (a 5xx breaks no-server-error and the status rule). */
  alsoBreaks?: string[];
  suite?: SuiteName;
  respond: RespondFunction;
  /** Requests the variant never answers. */
  hangs?: (request: ReferenceRequest) => boolean;
  /** The defect breaks a SHOULD rule: run with --strict so the warning fails. */
  strict?: boolean;
  /** Rules that read what the defect broke: they must not pass (they are skipped as not judged). */
  notPassed?: string[];
}

/** A parser that keeps the low 64 bits: an id beyond them answers as the id they wrap around to. */
const wrapsAround64Bits =
  (prefix: string): Change =>
  (answer, context) => {
    const id = idOf(context.request, prefix).trim();
    if (!/^\d{20,}$/.test(id)) return answer;
    return answerAs(() => ({ request: { ...context.request, path: prefix + (BigInt(id) % 2n ** 64n).toString() } }))(answer, context);
  };

/** Two Content-Type lines of one value: node's http writes an array of values as one line each. */
const contentTypeTwice: Change = (answer) => {
  const value = answer.headers['Content-Type'] ?? 'application/json';
  return { ...answer, headers: { ...answer.headers, 'Content-Type': [value, value] as unknown as string } };
};

const policies = (coupon: Json) => coupon.couponPolicies as Json[];
const renameKey = (object: Json, from: string, to: string) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k === from ? to : k, v]));
const firstReply = (envelope: Json) => envelope.data.replies[0];

const coupon: Variant[] = [
  {
    id: 'coupon-id-as-string',
    defect: 'couponId sent as a string',
    catches: 'coupon.fields',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.couponId = String(c.couponId);
      }),
    ),
  },
  {
    id: 'coupon-published-null-running',
    defect: 'publishedDate null on a coupon that is no longer STANDBY',
    catches: 'coupon.fields',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.couponStatus = 'APPLIED';
        c.publishedDate = null;
      }),
    ),
  },
  {
    id: 'coupon-title-missing',
    defect: 'title missing',
    catches: 'coupon.fields',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        delete c.title;
      }),
    ),
  },
  {
    id: 'coupon-date-slashes',
    defect: 'startDate as 2025/01/01 10:00:00',
    catches: 'coupon.dates.format',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.startDate = c.startDate.replace(/-/g, '/');
      }),
    ),
  },
  {
    id: 'coupon-date-impossible',
    defect: 'endDate on February 30',
    catches: 'coupon.dates.format',
    notPassed: ['coupon.dates.order'],
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.endDate = '2099-02-30 10:00:00';
      }),
    ),
  },
  {
    id: 'coupon-date-iso',
    defect: 'startDate in ISO 8601 with T and zone',
    catches: 'coupon.dates.format',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.startDate = `${c.startDate.replace(' ', 'T')}+09:00`;
      }),
    ),
  },
  {
    id: 'coupon-dates-reversed',
    defect: 'endDate before startDate',
    catches: 'coupon.dates.order',
    strict: true,
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        [c.startDate, c.endDate] = [c.endDate, c.startDate];
      }),
    ),
  },
  {
    id: 'coupon-daily-10000',
    defect: 'maximumPerDaily 10,000',
    catches: 'coupon.policy.daily-limit.maximum',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        policies(c)[0].maximumPerDaily = 10000;
      }),
    ),
  },
  {
    id: 'coupon-day-10000',
    defect: 'maximumPerDay (sample spelling) 10,000',
    catches: 'coupon.policy.daily-limit.maximum',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.couponPolicies = policies(c).map((p) => ({ ...renameKey(p, 'maximumPerDaily', 'maximumPerDay'), maximumPerDay: 10000 }));
      }),
    ),
  },
  {
    id: 'coupon-daily-missing',
    defect: 'no daily limit in either spelling',
    catches: 'coupon.policy.daily-limit.present',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        delete policies(c)[0].maximumPerDaily;
      }),
    ),
  },
  {
    id: 'coupon-daily-spellings-differ',
    defect: 'maximumPerDaily 999 and maximumPerDay 5 together',
    catches: 'coupon.policy.daily-limit.present',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        policies(c)[0].maximumPerDay = 5;
      }),
    ),
  },
  {
    id: 'coupon-daily-fraction',
    defect: 'maximumPerDaily 12.5',
    catches: 'coupon.policy.daily-limit.whole',
    strict: true,
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        policies(c)[0].maximumPerDaily = 12.5;
      }),
    ),
  },
  {
    id: 'coupon-price-max-discount',
    defect: 'a PRICE policy whose maximumDiscountPrice is 5000, not -1',
    catches: 'coupon.policy.price-maximum-discount',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        for (const p of policies(c)) {
          p.typeOfDiscount = 'PRICE';
          p.maximumDiscountPrice = 5000;
        }
      }),
    ),
  },
  {
    id: 'coupon-discount-type-case',
    defect: 'typeOfDiscount "rate" (wrong case)',
    catches: 'coupon.policy.discount-type',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        policies(c)[0].typeOfDiscount = 'rate';
      }),
    ),
  },
  {
    id: 'coupon-policy-price-string',
    defect: 'minimumPrice sent as "1000"',
    catches: 'coupon.policy.fields',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        policies(c)[0].minimumPrice = String(policies(c)[0].minimumPrice);
      }),
    ),
  },
  {
    id: 'coupon-extra-field',
    defect: 'an undocumented field couponCode',
    catches: 'coupon.unknown-fields',
    strict: true,
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.couponCode = 'X1';
      }),
    ),
  },
  {
    id: 'coupon-envelope',
    defect: 'the coupon wrapped in {code, message, data}',
    catches: 'coupon.no-envelope',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => ({ code: 200, message: 'OK', data: c })),
    ),
  },
  {
    id: 'coupon-other-id',
    defect: 'another coupon returned for the id requested',
    catches: 'coupon.id-echo',
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.couponId += 1;
      }),
    ),
  },
  {
    id: 'coupon-content-type',
    defect: 'Content-Type text/plain on the 200',
    catches: 'coupon.found.content-type',
    suite: 'coupon',
    respond: faulty('coupon-found', header('Content-Type', 'text/plain;charset=UTF-8')),
  },
  {
    id: 'coupon-content-type-twice',
    defect: 'the same Content-Type line twice (a proxy adding what the backend sent)',
    catches: 'coupon.found.content-type-once',
    strict: true,
    suite: 'coupon',
    respond: faulty('coupon-found', contentTypeTwice),
  },
  {
    id: 'coupon-truncated-json',
    defect: 'the 200 body cut off mid-JSON',
    catches: 'coupon.found.json',
    suite: 'coupon',
    respond: faulty('coupon-found', (a) => ({ ...a, body: a.body.slice(0, Math.floor(a.body.length / 2)) })),
  },
  {
    id: 'coupon-found-404',
    defect: 'an existing coupon answered 404',
    catches: 'coupon.found.status',
    suite: 'coupon',
    respond: faulty('coupon-found', jsonAnswer(404, { code: 404, message: 'The promotion does not exist (6318****)' })),
  },
  {
    id: 'coupon-unknown-500',
    defect: '500 for unknown ids',
    catches: 'coupon.no-server-error',
    alsoBreaks: ['coupon.not-found.status'],
    suite: 'coupon',
    respond: faulty('coupon-not-found', jsonAnswer(500, { code: 500, message: 'Internal Server Error' })),
  },
  {
    id: 'coupon-unknown-400',
    defect: '400 where 404 is due (unknown id)',
    catches: 'coupon.not-found.status',
    suite: 'coupon',
    respond: faulty('coupon-not-found', jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' })),
  },
  {
    id: 'coupon-unknown-wording',
    defect: '404 message "Coupon not found (9007199254740***)"',
    catches: 'coupon.not-found.message',
    suite: 'coupon',
    respond: faulty(
      'coupon-not-found',
      json((b) => {
        b.message = b.message.replace('The promotion does not exist', 'Coupon not found');
      }),
    ),
  },
  {
    id: 'coupon-unknown-unmasked',
    defect: 'the number in the 404 message not masked',
    catches: 'coupon.not-found.masked',
    suite: 'coupon',
    respond: faulty(
      'coupon-not-found',
      json((b, { request }) => {
        b.message = `The promotion does not exist (${idOf(request, COUPON.path)})`;
      }),
    ),
  },
  {
    id: 'coupon-unknown-wrong-digits',
    defect: 'masked digits of another number',
    catches: 'coupon.not-found.masked-digits',
    strict: true,
    suite: 'coupon',
    respond: faulty(
      'coupon-not-found',
      json((b) => {
        b.message = 'The promotion does not exist (1234***)';
      }),
    ),
  },
  {
    id: 'coupon-unknown-text-body',
    defect: 'the 404 as plain text, not JSON',
    catches: 'coupon.error-body',
    strict: true,
    suite: 'coupon',
    respond: faulty('coupon-not-found', (a) => ({ ...a, headers: { 'Content-Type': 'text/plain' }, body: JSON.parse(a.body).message })),
  },
  {
    id: 'coupon-malformed-404',
    defect: '404 where 400 is due (letters in the id)',
    catches: 'coupon.malformed.status',
    suite: 'coupon',
    respond: faulty('coupon-malformed', jsonAnswer(404, { code: 404, message: 'The promotion does not exist (0***)' })),
  },
  {
    id: 'coupon-malformed-unnamed',
    defect: 'the 400 body says nothing of Bad Request',
    catches: 'coupon.malformed.message',
    strict: true,
    suite: 'coupon',
    respond: faulty('coupon-malformed', text('{"code":"ERROR","message":"invalid"}')),
  },
  {
    id: 'coupon-edge-wraps',
    defect: 'an id beyond 64 bits wraps around to an existing coupon',
    catches: 'coupon.edge-id.safe',
    alsoBreaks: [],
    suite: 'coupon',
    respond: faulty('coupon-edge', wrapsAround64Bits(COUPON.path)),
  },
  {
    id: 'coupon-edge-500',
    defect: '500 for ids with a leading space',
    catches: 'coupon.edge-id.safe',
    alsoBreaks: ['coupon.no-server-error'],
    suite: 'coupon',
    respond: faulty('coupon-edge', (a, c) =>
      idOf(c.request, COUPON.path).startsWith(' ') ? jsonAnswer(500, { message: 'NumberFormatException' })(a, c) : a,
    ),
  },
  {
    id: 'coupon-edge-422',
    defect: "edge forms answered 422 Unprocessable Entity (a validation framework's default)",
    catches: 'coupon.edge-id.status',
    strict: true,
    suite: 'coupon',
    respond: faulty('coupon-edge', status(422)),
  },
  {
    id: 'coupon-edge-range-500',
    defect: '500 only for ids from 2^63 to 2^64-1 (parsed unsigned, stored in a signed long)',
    catches: 'coupon.edge-id.safe',
    alsoBreaks: ['coupon.no-server-error'],
    suite: 'coupon',
    respond: faulty('coupon-edge', (a, c) => {
      const id = idOf(c.request, COUPON.path);
      const inRange = /^\d+$/.test(id) && BigInt(id) >= 2n ** 63n && BigInt(id) < 2n ** 64n;
      return inRange ? jsonAnswer(500, { message: 'ArithmeticException: long overflow' })(a, c) : a;
    }),
  },
  {
    id: 'coupon-edge-script-other-coupon',
    defect: 'digits of another script answered with another coupon (a cache keyed by the ASCII digits alone)',
    catches: 'coupon.edge-id.safe',
    suite: 'coupon',
    respond: faulty('coupon-edge', (a, c) => {
      const id = idOf(c.request, COUPON.path);
      if (!/[^\x00-\x7f]/.test(id) || numberReadIn(id) === null) return a;
      const other = Object.keys(c.dataset.coupons).find((candidate) => candidate !== c.dataset.fixtures.couponId)!;
      return answerAs(() => ({ request: { ...c.request, path: COUPON.path + other } }))(a, c);
    }),
  },
  {
    id: 'coupon-malformed-parseint',
    defect: "ids read as parseInt reads them: '12x45' looked up as coupon 12 (404)",
    catches: 'coupon.malformed.status',
    suite: 'coupon',
    respond: faulty('coupon-malformed', (a, c) => {
      const digits = /^\d+/.exec(idOf(c.request, COUPON.path))?.[0];
      return digits === undefined ? a : answerAs(() => ({ request: { ...c.request, path: COUPON.path + digits } }))(a, c);
    }),
  },
  {
    id: 'coupon-delete-succeeds',
    defect: 'DELETE on a coupon answers 204',
    catches: 'coupon.read-only',
    strict: true,
    suite: 'coupon',
    respond: faulty('coupon-write', (a, c) => (c.request.method === 'DELETE' ? { status: 204, headers: {}, body: '' } : a)),
  },

  {
    id: 'coupon-start-date-impossible',
    defect: 'startDate 2026-13-45 99:00:00 (no such month, day or hour)',
    catches: 'coupon.dates.format',
    notPassed: ['coupon.dates.order'],
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.startDate = '2026-13-45 99:00:00';
      }),
    ),
  },
  {
    id: 'coupon-end-date-missing',
    defect: 'endDate missing',
    catches: 'coupon.fields',
    notPassed: ['coupon.dates.format', 'coupon.dates.order'],
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        delete c.endDate;
      }),
    ),
  },
  {
    id: 'coupon-id-missing',
    defect: 'couponId missing',
    catches: 'coupon.fields',
    notPassed: ['coupon.id-echo'],
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        delete c.couponId;
      }),
    ),
  },
  {
    id: 'coupon-policies-object',
    defect: 'couponPolicies an object, not an array',
    catches: 'coupon.fields',
    notPassed: [
      'coupon.policy.discount-type',
      'coupon.policy.price-maximum-discount',
      'coupon.policy.daily-limit.present',
      'coupon.policy.daily-limit.maximum',
      'coupon.policy.daily-limit.whole',
      'coupon.policy.fields',
      'coupon.unknown-fields',
    ],
    suite: 'coupon',
    respond: faulty(
      'coupon-found',
      json((c) => {
        c.couponPolicies = { ...c.couponPolicies };
      }),
    ),
  },
];

const categories: Variant[] = [
  {
    id: 'categories-root-code',
    defect: 'root node with code 1',
    catches: 'categories.root',
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        b.data.displayItemCategoryCode = 1;
      }),
    ),
  },
  {
    id: 'categories-code-ok',
    defect: 'envelope code "OK"',
    catches: 'categories.envelope',
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        b.code = 'OK';
      }),
    ),
  },
  {
    id: 'categories-code-error',
    defect: 'envelope code "ERROR" on a 200 with the tree',
    catches: 'categories.envelope',
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        b.code = 'ERROR';
      }),
    ),
  },
  {
    id: 'categories-message-null',
    defect: 'envelope message null',
    catches: 'categories.envelope',
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        b.message = null;
      }),
    ),
  },
  {
    id: 'categories-child-null',
    defect: 'child null on leaves 4 levels down',
    catches: 'categories.node.child',
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        for (const n of nodesAtDepth(b.data, 4)) if (n.child.length === 0) n.child = null;
      }),
    ),
  },
  {
    id: 'categories-child-missing',
    defect: 'child missing on the deepest leaves',
    catches: 'categories.node.child',
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        for (const n of nodesAtDepth(b.data, 6)) delete n.child;
      }),
    ),
  },
  {
    id: 'categories-name-number',
    defect: 'a node name sent as a number, 5 levels down',
    catches: 'categories.node.fields',
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        nodesAtDepth(b.data, 5)[7].name = 12345;
      }),
    ),
  },
  {
    id: 'categories-code-string',
    defect: 'category codes as strings on the top level',
    catches: 'categories.node.fields',
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        for (const n of b.data.child) n.displayItemCategoryCode = String(n.displayItemCategoryCode);
      }),
    ),
  },
  {
    id: 'categories-duplicate-code',
    defect: 'two nodes share a code',
    catches: 'categories.codes-unique',
    strict: true,
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        const level = nodesAtDepth(b.data, 3);
        level[1].displayItemCategoryCode = level[0].displayItemCategoryCode;
      }),
    ),
  },
  {
    id: 'categories-status-lowercase',
    defect: 'status "active" on some nodes',
    catches: 'categories.status-values',
    strict: true,
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        for (const n of nodesAtDepth(b.data, 2)) n.status = n.status.toLowerCase();
      }),
    ),
  },
  {
    id: 'categories-extra-field',
    defect: 'an undocumented field on deep nodes',
    catches: 'categories.unknown-fields',
    strict: true,
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        for (const n of nodesAtDepth(b.data, 6)) n.sortOrder = 1;
      }),
    ),
  },
  {
    id: 'categories-content-type',
    defect: 'Content-Type text/html',
    catches: 'categories.content-type',
    suite: 'categories',
    respond: faulty('categories', header('Content-Type', 'text/html')),
  },
  {
    id: 'categories-content-type-twice',
    defect: 'the same Content-Type line twice',
    catches: 'categories.content-type-once',
    strict: true,
    suite: 'categories',
    respond: faulty('categories', contentTypeTwice),
  },
  {
    id: 'categories-truncated',
    defect: 'the tree cut off mid-JSON',
    catches: 'categories.json',
    suite: 'categories',
    respond: faulty('categories', (a) => ({ ...a, body: a.body.slice(0, 100_000) })),
  },
  {
    id: 'categories-503',
    defect: '503 for the category list',
    catches: 'categories.no-server-error',
    alsoBreaks: ['categories.status'],
    suite: 'categories',
    respond: faulty('categories', jsonAnswer(503, { code: 'ERROR', message: 'Service Unavailable' })),
  },
  {
    id: 'categories-202',
    defect: '202 instead of 200',
    catches: 'categories.status',
    suite: 'categories',
    respond: faulty('categories', status(202)),
  },
  {
    id: 'categories-post-succeeds',
    defect: 'POST on the category list answers 200',
    catches: 'categories.read-only',
    strict: true,
    suite: 'categories',
    respond: faulty('categories-write', (a, c) =>
      c.request.method === 'POST' ? answerAs(() => ({ request: { ...c.request, method: 'GET' } }))(a, c) : a,
    ),
  },

  {
    id: 'categories-root-code-string',
    defect: 'the root code "0" as a string',
    catches: 'categories.node.fields',
    notPassed: ['categories.root'],
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        b.data.displayItemCategoryCode = '0';
      }),
    ),
  },
  {
    id: 'categories-child-object',
    defect: 'a child that is an object, not an array, 2 levels down',
    catches: 'categories.node.child',
    notPassed: ['categories.codes-unique', 'categories.status-values', 'categories.node.fields', 'categories.unknown-fields'],
    suite: 'categories',
    respond: faulty(
      'categories',
      json((b) => {
        const node = nodesAtDepth(b.data, 2)[0];
        node.child = { ...node.child };
      }),
    ),
  },
];

const inquiry: Variant[] = [
  {
    id: 'inquiry-code-string',
    defect: 'envelope code "200" as a string',
    catches: 'inquiry.envelope',
    notPassed: ['inquiry.envelope.code'],
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.code = '200';
      }),
    ),
  },
  {
    id: 'inquiry-no-envelope',
    defect: 'the inquiry without its envelope',
    catches: 'inquiry.envelope',
    alsoBreaks: ['inquiry.unknown-fields'],
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => b.data),
    ),
  },
  {
    id: 'inquiry-code-201',
    defect: 'envelope code 201 on success',
    catches: 'inquiry.envelope.code',
    strict: true,
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.code = 201;
      }),
    ),
  },
  {
    id: 'inquiry-other-id',
    defect: 'another inquiry returned for the id requested',
    catches: 'inquiry.id-echo',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.inquiryId += 1;
      }),
    ),
  },
  {
    id: 'inquiry-timestamp-no-fraction',
    defect: 'inquiryAt without the fractional seconds',
    catches: 'inquiry.timestamps',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.inquiryAt = b.data.inquiryAt.replace(/\.\d{6}/, '');
      }),
    ),
  },
  {
    id: 'inquiry-timestamp-impossible',
    defect: 'orderDate on month 13',
    catches: 'inquiry.timestamps',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.orderDate = b.data.orderDate.replace(/^(\d{4})-\d{2}/, '$1-13');
      }),
    ),
  },
  {
    id: 'inquiry-status-case',
    defect: 'inquiryStatus "Progress" (wrong case)',
    catches: 'inquiry.statuses',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.inquiryStatus = b.data.inquiryStatus[0].toUpperCase() + b.data.inquiryStatus.slice(1);
      }),
    ),
  },
  {
    id: 'inquiry-counseling-status',
    defect: 'csPartnerCounselingStatus "pending"',
    catches: 'inquiry.statuses',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.csPartnerCounselingStatus = 'pending';
      }),
    ),
  },
  {
    id: 'inquiry-buyer-email',
    defect: 'buyerEmail not blanked',
    catches: 'inquiry.buyer-email',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.buyerEmail = 'buyer@example.com';
      }),
    ),
  },
  {
    id: 'inquiry-order-id-string',
    defect: 'orderId sent as a string',
    catches: 'inquiry.fields',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.orderId = String(b.data.orderId);
      }),
    ),
  },
  {
    id: 'inquiry-replies-null',
    defect: 'replies null',
    catches: 'inquiry.fields',
    notPassed: ['inquiry.reply.timestamp', 'inquiry.reply.statuses', 'inquiry.reply.fields', 'inquiry.unknown-fields'],
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.replies = null;
      }),
    ),
  },
  {
    id: 'inquiry-answered-at-null',
    defect: 'answeredAt null on an inquiry that says it is answered',
    catches: 'inquiry.fields',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.csPartnerCounselingStatus = 'answered';
        b.data.answeredAt = null;
      }),
    ),
  },
  {
    id: 'inquiry-parent-answer-negative',
    defect: 'parentAnswerId -1',
    catches: 'inquiry.reply.fields',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        firstReply(b).parentAnswerId = -1;
      }),
    ),
  },
  {
    id: 'inquiry-agent-transfer-null',
    defect: "partnerTransferStatus null on the CS agent's reply (only the seller's own may be null)",
    catches: 'inquiry.reply.fields',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        firstReply(b).answerType = 'csAgent';
        firstReply(b).partnerTransferStatus = null;
      }),
    ),
  },
  {
    id: 'inquiry-reply-answer-type',
    defect: 'reply answerType "agent"',
    catches: 'inquiry.reply.statuses',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        firstReply(b).answerType = 'agent';
      }),
    ),
  },
  {
    id: 'inquiry-reply-transfer-case',
    defect: 'reply partnerTransferStatus "NONE" (wrong case)',
    catches: 'inquiry.reply.statuses',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        firstReply(b).partnerTransferStatus = 'NONE';
      }),
    ),
  },
  {
    id: 'inquiry-reply-timestamp',
    defect: 'replyAt in the coupon style',
    catches: 'inquiry.reply.timestamp',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        firstReply(b).replyAt = firstReply(b).replyAt.slice(0, 19).replace('T', ' ');
      }),
    ),
  },
  {
    id: 'inquiry-reply-need-answer',
    defect: 'reply needAnswer "true" as a string',
    catches: 'inquiry.reply.fields',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        firstReply(b).needAnswer = String(firstReply(b).needAnswer);
      }),
    ),
  },
  {
    id: 'inquiry-extra-field',
    defect: 'an undocumented field vendorId',
    catches: 'inquiry.unknown-fields',
    strict: true,
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.vendorId = 'A00012345';
      }),
    ),
  },
  {
    id: 'inquiry-content-type',
    defect: 'no Content-Type on the 200',
    catches: 'inquiry.found.content-type',
    suite: 'inquiry',
    respond: faulty('inquiry-found', (a) => ({ ...a, headers: {} })),
  },
  {
    id: 'inquiry-content-type-twice',
    defect: 'the same Content-Type line twice',
    catches: 'inquiry.found.content-type-once',
    strict: true,
    suite: 'inquiry',
    respond: faulty('inquiry-found', contentTypeTwice),
  },
  {
    id: 'inquiry-truncated',
    defect: 'the 200 body cut off mid-JSON',
    catches: 'inquiry.found.json',
    suite: 'inquiry',
    respond: faulty('inquiry-found', (a) => ({ ...a, body: a.body.slice(0, -10) })),
  },
  {
    id: 'inquiry-found-404',
    defect: "the vendor's own inquiry answered 404",
    catches: 'inquiry.found.status',
    suite: 'inquiry',
    respond: faulty('inquiry-found', jsonAnswer(404, { code: 404, message: 'Inquiry not found' })),
  },
  {
    id: 'inquiry-foreign-200',
    defect: "another vendor's inquiry returned with 200",
    catches: 'inquiry.foreign.status',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-foreign',
      answerAs(({ dataset }) => ({ vendorId: dataset.otherVendorId })),
    ),
  },
  {
    // The same credentials got 200 for the vendor's own inquiry: the 403 is the target's answer, judged (not "access refused").
    id: 'inquiry-foreign-403',
    defect: "another vendor's inquiry answered 403 with the documented message",
    catches: 'inquiry.foreign.status',
    suite: 'inquiry',
    respond: faulty('inquiry-foreign', status(403)),
  },
  {
    id: 'inquiry-foreign-not-found',
    defect: 'another vendor\'s inquiry answered "Inquiry not found"',
    catches: 'inquiry.foreign.message',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-foreign',
      json((b) => {
        b.message = 'Inquiry not found';
      }),
    ),
  },
  {
    id: 'inquiry-unknown-400',
    defect: '400 where 404 is due (unknown id)',
    catches: 'inquiry.not-found.status',
    suite: 'inquiry',
    respond: faulty('inquiry-not-found', jsonAnswer(400, { code: 400, message: 'Invalid format inquiryId : 9007199254740991' })),
  },
  {
    id: 'inquiry-unknown-wording',
    defect: '404 message "Not Found"',
    catches: 'inquiry.not-found.message',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-not-found',
      json((b) => {
        b.message = 'Not Found';
      }),
    ),
  },
  {
    id: 'inquiry-malformed-404',
    defect: '404 where 400 is due (letters in the id)',
    catches: 'inquiry.malformed.status',
    suite: 'inquiry',
    respond: faulty('inquiry-malformed', jsonAnswer(404, { code: 404, message: 'Inquiry not found' })),
  },
  {
    id: 'inquiry-malformed-500',
    defect: '500 for ids with letters',
    catches: 'inquiry.no-server-error',
    alsoBreaks: ['inquiry.malformed.status'],
    suite: 'inquiry',
    respond: faulty('inquiry-malformed', jsonAnswer(500, { code: 500, message: 'NumberFormatException' })),
  },
  {
    id: 'inquiry-malformed-no-echo',
    defect: 'the 400 message without the value sent',
    catches: 'inquiry.malformed.message',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-malformed',
      json((b) => {
        b.message = 'Invalid format inquiryId';
      }),
    ),
  },
  {
    id: 'inquiry-malformed-encoded-echo',
    defect: 'the 400 message echoes the still-encoded value',
    catches: 'inquiry.malformed.message',
    suite: 'inquiry',
    respond: faulty(
      'inquiry-malformed',
      json((b, { request }) => {
        b.message = `Invalid format inquiryId : ${request.path.slice(INQUIRY.path.length)}`;
      }),
    ),
  },
  {
    id: 'inquiry-error-no-message',
    defect: 'error bodies without a message field (the text in "error")',
    catches: 'inquiry.not-found.message',
    alsoBreaks: ['inquiry.malformed.message', 'inquiry.foreign.message'],
    suite: 'inquiry',
    respond: faulty(
      ['inquiry-not-found', 'inquiry-malformed', 'inquiry-foreign'],
      json((b) => ({ code: b.code, error: b.message })),
    ),
  },
  {
    id: 'inquiry-error-detail',
    defect: 'the 404 message only in a problem+json "detail"',
    catches: 'inquiry.not-found.message',
    suite: 'inquiry',
    respond: faulty('inquiry-not-found', (a) => ({
      ...a,
      headers: { 'Content-Type': 'application/problem+json' },
      body: JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: JSON.parse(a.body).message }),
    })),
  },
  {
    id: 'inquiry-error-text-body',
    defect: 'error answers as plain text, not JSON',
    catches: 'inquiry.error-body',
    strict: true,
    suite: 'inquiry',
    respond: faulty(['inquiry-not-found', 'inquiry-malformed', 'inquiry-foreign'], (a) => ({
      ...a,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
      body: JSON.parse(a.body).message,
    })),
  },
  {
    id: 'inquiry-edge-wraps',
    defect: 'an id beyond 64 bits wraps around to an existing inquiry',
    catches: 'inquiry.edge-id.safe',
    suite: 'inquiry',
    respond: faulty('inquiry-edge', wrapsAround64Bits(INQUIRY.path)),
  },
  {
    id: 'inquiry-edge-negative-404',
    defect: 'negative ids answered 500',
    catches: 'inquiry.edge-id.safe',
    alsoBreaks: ['inquiry.no-server-error'],
    suite: 'inquiry',
    respond: faulty('inquiry-edge', (a, c) =>
      idOf(c.request, INQUIRY.path).startsWith('-') ? jsonAnswer(500, { message: 'negative' })(a, c) : a,
    ),
  },
  {
    id: 'inquiry-edge-spaces-422',
    defect: 'ids with surrounding spaces answered 422 Unprocessable Entity',
    catches: 'inquiry.edge-id.status',
    strict: true,
    suite: 'inquiry',
    respond: faulty('inquiry-edge', (a, c) => (/^\s|\s$/.test(idOf(c.request, INQUIRY.path)) ? status(422)(a, c) : a)),
  },
  {
    id: 'inquiry-edge-script-500',
    defect: '500 only for ids in digits of another script (a parser that assumes ASCII)',
    catches: 'inquiry.edge-id.safe',
    alsoBreaks: ['inquiry.no-server-error'],
    suite: 'inquiry',
    respond: faulty('inquiry-edge', (a, c) => {
      const id = idOf(c.request, INQUIRY.path);
      return /\p{Nd}/u.test(id.replace(/[0-9]/g, '')) ? jsonAnswer(500, { message: 'NumberFormatException' })(a, c) : a;
    }),
  },
  {
    id: 'inquiry-put-succeeds',
    defect: 'PUT on an inquiry answers 200',
    catches: 'inquiry.read-only',
    strict: true,
    suite: 'inquiry',
    respond: faulty('inquiry-write', (a, c) => (c.request.method === 'PUT' ? jsonAnswer(200, { code: 200, message: 'OK' })(a, c) : a)),
  },

  {
    id: 'inquiry-id-string',
    defect: 'inquiryId sent as a string',
    catches: 'inquiry.fields',
    notPassed: ['inquiry.id-echo'],
    suite: 'inquiry',
    respond: faulty(
      'inquiry-found',
      json((b) => {
        b.data.inquiryId = String(b.data.inquiryId);
      }),
    ),
  },
];

/** Never answers the category list: those rules are errors (timeout), the other operations are still judged. */
const silent: Variant = {
  id: 'categories-never-answers',
  defect: 'the category list never answers',
  catches: 'categories.status',
  respond: faulty([], (a) => a),
  hangs: (request) => request.path.includes('/display-categories'),
};

export const VARIANTS: readonly Variant[] = [...coupon, ...categories, ...inquiry, ...CLASS_VARIANTS, silent];

/** Not a defect (decision 10, revised): leading zeros read as the same id, answered 200 with that resource. */
export const respondLeadingZerosAsSameId = faults(
  ...(['coupon-edge', 'inquiry-edge'] as const).map((scope): [Scope, Change] => [
    scope,
    (a, c) => {
      const prefix = scope === 'coupon-edge' ? COUPON.path : INQUIRY.path;
      const id = idOf(c.request, prefix);
      return /^0+[1-9]\d*$/.test(id) ? answerAs(() => ({ request: { ...c.request, path: prefix + id.replace(/^0+/, '') } }))(a, c) : a;
    },
  ]),
);
export const NEVER_ANSWERS = silent;
