// The judges of GET_COUPON_BY_ID answers, one per kind of answer.
import { COUPON } from '../operations.js';
import { coupon as r } from '../rules/catalogue/coupon.js';
import { validators } from '../schemas/validators.js';
import { defineJudge, documentJudge, gate, parse } from './judge.js';
import { lookupJudge } from './lookup.js';

const { operation } = COUPON;

const found = documentJudge({
  name: 'an existing couponId answers 200 with a conforming coupon',
  operation,
  steps: [r.noServerError, gate(r.foundStatus), r.contentType, r.contentTypeOnce, parse(r.json), gate(r.noEnvelope)],
  document: {
    validate: validators.coupon,
    readable: { at: '', is: 'object', what: 'the body is not a JSON object', reportedBy: r.fields },
  },
});

const notFound = defineJudge({
  name: 'an unknown couponId answers 404 with the documented, partly masked message',
  operation,
  steps: [r.noServerError, gate(r.notFoundStatus), r.errorBody, gate(r.notFoundMessage), gate(r.notFoundMasked), r.notFoundDigits],
});

/** Every judge of GET_COUPON_BY_ID, by the kind of answer it judges. */
export const couponJudges = {
  found,
  notFound,
  malformed: defineJudge({
    name: 'a couponId that is not a number answers 400',
    operation,
    steps: [r.noServerError, gate(r.malformedStatus), r.errorBody, r.malformedMessage],
  }),
  edgeId: defineJudge({
    name: 'an edge form of a couponId is refused safely',
    operation,
    steps: [r.noServerError, gate(r.edgeIdSafe), r.edgeIdAnswered],
  }),
  readOnly: defineJudge({
    name: 'a write method on the coupon path does not succeed',
    operation,
    steps: [r.noServerError, r.readOnly],
  }),
  lookup: lookupJudge({
    name: 'a couponId believed unknown answers a conforming coupon or the documented 404',
    operation,
    found,
    notFound,
  }),
};
