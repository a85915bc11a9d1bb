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

// The coupon's rows are the forms of an id and the number each is read as: a rule's examples judge only the plan's
// first edge request (src/rules/catalogue/coupon/edge-ids.ts), so the forms it does not send stay here.
const edgeCases: [string, { judge: Judge; given: RequestSubject; want: Want | 'conforming' }][] = [
  [
    'coupon "007" answered 200 with coupon 7: leading zeros read as the same id conform (D10, revised)',
    { judge: couponJudges.edgeId, given: edge('007', { body: { couponId: 7 } }), want: 'conforming' },
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
    'coupon "1.5" answered 200 with coupon 1',
    {
      judge: couponJudges.edgeId,
      given: edge('1.5', { body: { couponId: 1 } }),
      want: { fail: { 'coupon.edge-id.safe': '/couponId' }, skippedAfter: 'coupon.edge-id.safe' },
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
