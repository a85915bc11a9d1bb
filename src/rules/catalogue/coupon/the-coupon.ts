// The 200 is the coupon asked for (spec "Coupon", decisions D7, D8 and D17): the bare coupon, not wrapped in an
// envelope, whose couponId is the one requested.
import { json } from '../../answer-changes.js';
import { fails, notJudged, passes } from '../../example.js';
import { at } from '../../reads.js';
import { defineRule } from '../../rule.js';
import { decision, spec } from '../../sources.js';
import { notWrappedInEnvelope } from '../../checks/envelopes.js';
import { idEchoed } from '../../checks/id-comparisons.js';
import { ID, operation } from './shared.js';

export const theCoupon = [
  defineRule({
    id: 'coupon.no-envelope',
    operation,
    subject: 'document',
    sources: [spec.coupon, decision.D7],
    title: 'MUST return the bare coupon, not wrapped in code/message/data',
    reads: { coupon: at('', 'object') },
    check: notWrappedInEnvelope,
    faults: [
      {
        id: 'coupon-envelope',
        defect: 'the coupon wrapped in {code, message, data}',
        answers: 'found',
        change: json((c) => ({ code: 200, message: 'OK', data: c })),
      },
    ],
    examples: [
      passes('the bare coupon'),
      fails(
        'the coupon wrapped in {code, message, data} (D7)',
        json((c) => ({ code: 200, message: 'OK', data: c })),
        { at: '' },
      ),
    ],
  }),
  defineRule({
    id: 'coupon.id-echo',
    operation,
    subject: 'document',
    needs: ['requestedId'],
    sources: [decision.D8, decision.D17],
    title: 'MUST return the coupon whose couponId was requested',
    reads: { id: ID },
    check: ({ id, ...subject }) => idEchoed(id, subject),
    faults: [
      {
        id: 'coupon-other-id',
        defect: 'another coupon returned for the id requested',
        answers: 'found',
        change: json((c) => {
          c.couponId += 1;
        }),
      },
    ],
    examples: [
      passes('the coupon requested'),
      fails(
        'another couponId than the one requested (D8)',
        json((c) => {
          c.couponId += 1;
        }),
        { at: '/couponId' },
      ),
      notJudged(
        'couponId as a string: not a whole number, which coupon.fields reports',
        json((c) => {
          c.couponId = String(c.couponId);
        }),
        { at: '/couponId', see: 'coupon.fields' },
      ),
    ],
  }),
];
