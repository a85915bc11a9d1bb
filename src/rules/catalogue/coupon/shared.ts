// What the families of GET_COUPON_BY_ID rules share: the operation, where the coupon carries its id and its
// policies, and the small changes their faults and examples make to a coupon.
import { COUPON } from '../../../operations.js';
import type { Json } from '../../answer-changes.js';
import { at } from '../../reads.js';

export const { operation } = COUPON;

/** Where the coupon carries its id: a whole number, as the schema types couponId. */
export const ID = at(COUPON.id.pointer, 'integer');

/** Every policy of the coupon. */
export const POLICY = '/couponPolicies/*';

export const policies = (coupon: Json) => coupon.couponPolicies as Json[];

export const renameKey = (object: Json, from: string, to: string) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k === from ? to : k, v]));
