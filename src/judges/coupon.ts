// The judges of GET_COUPON_BY_ID answers, one per kind of answer.
import { COUPON } from '../operations.js';
import { coupon as r } from '../rules/catalogue/coupon/index.js';
import { validators } from '../validation/validators.js';
import { defineJudge, documentJudge, gate, parse } from './judge.js';
import { lookupJudge } from './lookup.js';

const { operation } = COUPON;

const found = documentJudge({
  name: 'an existing couponId answers 200 with a conforming coupon',
  operation,
  steps: [
    r['coupon.no-server-error'],
    gate(r['coupon.found.status']),
    r['coupon.found.content-type'],
    r['coupon.found.content-type-once'],
    r['coupon.unique-names'],
    parse(r['coupon.found.json']),
    gate(r['coupon.no-envelope']),
  ],
  document: {
    validate: validators.coupon,
    readable: { at: '', is: 'object', what: 'the body is not a JSON object', reportedBy: r['coupon.fields'] },
  },
});

const notFound = defineJudge({
  name: 'an unknown couponId answers 404 with the documented, partly masked message',
  operation,
  steps: [
    r['coupon.no-server-error'],
    gate(r['coupon.not-found.status']),
    r['coupon.error-body'],
    r['coupon.unique-names'],
    gate(r['coupon.not-found.message']),
    gate(r['coupon.not-found.masked']),
    r['coupon.not-found.masked-digits'],
  ],
});

/** Every judge of GET_COUPON_BY_ID, by the kind of answer it judges. */
export const couponJudges = {
  found,
  notFound,
  malformed: defineJudge({
    name: 'a couponId that is not a number answers 400',
    operation,
    steps: [
      r['coupon.no-server-error'],
      gate(r['coupon.malformed.status']),
      r['coupon.error-body'],
      r['coupon.unique-names'],
      r['coupon.malformed.message'],
    ],
  }),
  edgeId: defineJudge({
    name: 'an edge form of a couponId is refused safely',
    operation,
    steps: [r['coupon.no-server-error'], gate(r['coupon.edge-id.safe']), r['coupon.edge-id.status']],
  }),
  readOnly: defineJudge({
    name: 'a write method on the coupon path does not succeed',
    operation,
    steps: [r['coupon.no-server-error'], r['coupon.read-only']],
  }),
  lookup: lookupJudge({
    name: 'a couponId believed unknown answers a conforming coupon or the documented 404',
    operation,
    found,
    notFound,
  }),
};
