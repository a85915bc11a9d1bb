// Edge forms of an id (Decision 10: never a 5xx, never another resource; 400, 404 or 200 with the
// resource of the number a common stack reads; one wrong answer is one failure) and
// write methods on the read-only paths (Decision 12: SHOULD NOT succeed).
import { describe, it } from 'vitest';
import { couponJudges } from '../../../src/judges/coupon.js';
import type { Judge } from '../../../src/judges/judge.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import type { RequestSubject } from '../../../src/rules/subjects.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { expectAllPassed, expectJudgement, type Want } from '../../support/judges/expect-judgement.js';

const edge = (requestedId: string, spec: ExchangeSpec): RequestSubject => ({ exchange: exchange(spec), requestedId });
const notFound = { status: 404, body: { code: 404, message: 'The promotion does not exist (1***)' } };

const edgeCases: [string, { judge: Judge; given: RequestSubject; want: Want | 'conforming' }][] = [
  [
    'coupon "-1" answered 400',
    {
      judge: couponJudges.edgeId,
      given: edge('-1', { status: 400, body: { code: 'HTTP_400', message: 'Bad Request' } }),
      want: 'conforming',
    },
  ],
  ['coupon "007" answered 404', { judge: couponJudges.edgeId, given: edge('007', notFound), want: 'conforming' }],
  [
    'coupon "-1" answered 500',
    {
      judge: couponJudges.edgeId,
      given: edge('-1', { status: 500, body: 'Internal Server Error' }),
      want: { fail: { 'coupon.no-server-error': '', 'coupon.edge-id.safe': '' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "007" answered 200 with coupon 5: one failure, no warning besides',
    {
      judge: couponJudges.edgeId,
      given: edge('007', { body: { couponId: 5 } }),
      want: { fail: { 'coupon.edge-id.safe': '/couponId' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "007" answered 200 with coupon 7: leading zeros read as the same id conform (D10, revised)',
    { judge: couponJudges.edgeId, given: edge('007', { body: { couponId: 7 } }), want: 'conforming' },
  ],
  [
    'coupon "-007" answered 200 with coupon 7: a sign is not leading zeros (another id, MUST)',
    {
      judge: couponJudges.edgeId,
      given: edge('-007', { body: { couponId: 7 } }),
      want: { fail: { 'coupon.edge-id.safe': '/couponId' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "007 " answered 200 with coupon 7: spaces and zeros read as the same number conform (D10, revised 2026-11-25)',
    { judge: couponJudges.edgeId, given: edge('007 ', { body: { couponId: 7 } }), want: 'conforming' },
  ],
  [
    'coupon "+7" answered 200 with coupon 7: Java, Python, Go and .NET read the sign (D10, revised 2026-11-25)',
    { judge: couponJudges.edgeId, given: edge('+7', { body: { couponId: 7 } }), want: 'conforming' },
  ],
  [
    'coupon "١٢٣" (Arabic-Indic digits) answered 200 with coupon 123: Java and Python read it so',
    { judge: couponJudges.edgeId, given: edge('١٢٣', { body: { couponId: 123 } }), want: 'conforming' },
  ],
  ['coupon "１２３" (full-width digits) answered 404', { judge: couponJudges.edgeId, given: edge('１２３', notFound), want: 'conforming' }],
  [
    'coupon "0x1F" answered 200 with coupon 31: Spring decodes hexadecimal',
    { judge: couponJudges.edgeId, given: edge('0x1F', { body: { couponId: 31 } }), want: 'conforming' },
  ],
  [
    'coupon "١٢٣" answered 200 with coupon 124: another coupon (MUST)',
    {
      judge: couponJudges.edgeId,
      given: edge('١٢٣', { body: { couponId: 124 } }),
      want: { fail: { 'coupon.edge-id.safe': '/couponId' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "١٢٣" answered 500',
    {
      judge: couponJudges.edgeId,
      given: edge('١٢٣', { status: 500, body: 'NumberFormatException' }),
      want: { fail: { 'coupon.no-server-error': '', 'coupon.edge-id.safe': '' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "9223372036854775808" (2^63) answered 200 with coupon -9223372036854775808: wrapped around (MUST)',
    {
      judge: couponJudges.edgeId,
      given: edge('9223372036854775808', { body: '{"couponId":-9223372036854775808}' }),
      want: { fail: { 'coupon.edge-id.safe': '/couponId' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "18446744073709551616" (2^64) answered 200 with a coupon of that number: no id is that large (D17), MUST',
    {
      judge: couponJudges.edgeId,
      given: edge('18446744073709551616', { body: '{"couponId":18446744073709551616}' }),
      want: { fail: { 'coupon.edge-id.safe': '/couponId' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "+7" answered 422 (SHOULD 400/404)',
    {
      judge: couponJudges.edgeId,
      given: edge('+7', { status: 422, body: { message: 'Unprocessable Entity' } }),
      want: { fail: { 'coupon.edge-id.status': '' } },
    },
  ],
  [
    'coupon " 7" answered 200 with a body that is not JSON',
    {
      judge: couponJudges.edgeId,
      given: edge(' 7', { body: 'coupon 7' }),
      want: { fail: { 'coupon.edge-id.safe': '/couponId' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "1.5" answered 200 with coupon 1',
    {
      judge: couponJudges.edgeId,
      given: edge('1.5', { body: { couponId: 1 } }),
      want: { fail: { 'coupon.edge-id.safe': '/couponId' }, skippedAfter: 'coupon.edge-id.safe' },
    },
  ],
  [
    'coupon "-1" answered 403 (SHOULD 400/404)',
    {
      judge: couponJudges.edgeId,
      given: edge('-1', { status: 403, body: { message: 'Forbidden' } }),
      want: { fail: { 'coupon.edge-id.status': '' } },
    },
  ],
  [
    'inquiry "00258799946" answered 404',
    {
      judge: inquiryJudges.edgeId,
      given: edge('00258799946', { status: 404, body: { code: 404, message: 'Inquiry not found' } }),
      want: 'conforming',
    },
  ],
  [
    'inquiry "+258799946" answered 503',
    {
      judge: inquiryJudges.edgeId,
      given: edge('+258799946', { status: 503, body: '' }),
      want: { fail: { 'inquiry.no-server-error': '', 'inquiry.edge-id.safe': '' }, skippedAfter: 'inquiry.edge-id.safe' },
    },
  ],
  [
    'inquiry " 7" answered 200 with inquiry 5',
    {
      judge: inquiryJudges.edgeId,
      given: edge(' 7', { body: { code: 200, message: 'OK', data: { inquiryId: 5 } } }),
      want: { fail: { 'inquiry.edge-id.safe': '/data/inquiryId' }, skippedAfter: 'inquiry.edge-id.safe' },
    },
  ],
  [
    'inquiry "00258799946" answered 200 with that inquiry: conforming (D10, revised)',
    {
      judge: inquiryJudges.edgeId,
      given: edge('00258799946', { body: { code: 200, message: 'OK', data: { inquiryId: 258799946 } } }),
      want: 'conforming',
    },
  ],
  [
    'inquiry " 7" answered 200 with inquiry 7: Spring, Python and .NET strip the spaces (D10, revised 2026-11-25)',
    {
      judge: inquiryJudges.edgeId,
      given: edge(' 7', { body: { code: 200, message: 'OK', data: { inquiryId: 7 } } }),
      want: 'conforming',
    },
  ],
];

describe('edge forms of an id', () => {
  it.each(edgeCases)('%s', (_name, { judge, given, want }) => {
    if (want === 'conforming') expectAllPassed(judge, given);
    else expectJudgement(judge, given, want);
  });

  it('accepts a 200 that echoes exactly the id beyond 2^53 it was asked for, with leading zeros', () => {
    expectAllPassed(couponJudges.edgeId, edge('009007199254740993', { body: '{"couponId":9007199254740993}' }));
  });
});

const write = (method: string, status: number, body: unknown = '') => ({
  exchange: exchange({ method, status, body, contentType: 'application/json' }),
  requestedId: '',
});

const readOnlyCases: [string, { judge: Judge; given: RequestSubject; want: Want | 'conforming' }][] = [
  [
    'POST on the coupon path answered 405',
    { judge: couponJudges.readOnly, given: write('POST', 405, { code: 405, message: 'Method Not Allowed' }), want: 'conforming' },
  ],
  [
    'POST on the coupon path answered 201 (SHOULD NOT succeed)',
    { judge: couponJudges.readOnly, given: write('POST', 201, { couponId: 1 }), want: { fail: { 'coupon.read-only': '' } } },
  ],
  [
    'PATCH on the inquiry path answered 200 (SHOULD NOT succeed)',
    {
      judge: inquiryJudges.readOnly,
      given: write('PATCH', 200, { code: 200, message: 'OK' }),
      want: { fail: { 'inquiry.read-only': '' } },
    },
  ],
  [
    'PUT on the inquiry path answered 503: a server error, not a success',
    { judge: inquiryJudges.readOnly, given: write('PUT', 503), want: { fail: { 'inquiry.no-server-error': '' } } },
  ],
];

describe('write methods on the read-only paths', () => {
  it.each(readOnlyCases)('%s', (_name, { judge, given, want }) => {
    if (want === 'conforming') expectAllPassed(judge, given);
    else expectJudgement(judge, given, want);
  });
});
