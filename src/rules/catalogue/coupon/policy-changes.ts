// Changes to the coupon's policies that the examples of several families make: each breaks one part of one
// policy of the reference's coupon (three RATE policies, each with maximumPerDaily 999).
import { json, type Change } from '../../answer-changes.js';
import { policies, renameKey } from './shared.js';

/** The first policy's daily limit spelled maximumPerDay (the sample's spelling), set to `value`. */
export const perDay = (value: unknown): Change =>
  json((c) => {
    const [first, ...others] = policies(c);
    c.couponPolicies = [{ ...renameKey(first, 'maximumPerDaily', 'maximumPerDay'), maximumPerDay: value }, ...others];
  });

/** The first policy a PRICE discount whose maximumDiscountPrice is `maximum`. */
export const priceCapped = (maximum: unknown): Change =>
  json((c) => {
    policies(c)[0].typeOfDiscount = 'PRICE';
    policies(c)[0].maximumDiscountPrice = maximum;
  });

/** The third policy with no daily limit in either spelling. */
export const noDailyLimit = json((c) => {
  delete policies(c)[2].maximumPerDaily;
});

/** The second policy null. */
export const nullPolicy = json((c) => {
  policies(c)[1] = null;
});

/** couponPolicies an object, not an array. */
export const policiesObject = json((c) => {
  c.couponPolicies = {};
});

/** The first policy's typeOfDiscount missing. */
export const noDiscountType = json((c) => {
  delete policies(c)[0].typeOfDiscount;
});

/** The first policy's daily limit "999", a string, beside the same number in the other spelling. */
export const stringBesideNumber = json((c) => {
  policies(c)[0].maximumPerDaily = '999';
  policies(c)[0].maximumPerDay = 999;
});
