// Checks of the envelopes around the resources (decision D7): the coupon has none, the category list
// says SUCCESS (the inquiry's code 200 is checked beside its rule, src/rules/catalogue/inquiry/envelope.ts).
import { show } from '../describe.js';
import type { Placed } from '../reads.js';
import { violation, type Violation } from '../violation.js';

/** A body with code/message/data and no couponId is the coupon inside an envelope. */
export function notWrappedInEnvelope({ coupon }: { coupon: Placed<Record<string, unknown>> }): Violation[] {
  if ('couponId' in coupon.value || !('data' in coupon.value)) return [];
  return [
    violation('envelope', {
      at: coupon.at,
      message: 'the coupon is wrapped in an envelope',
      expected: 'the bare coupon object (couponId, title, ...)',
      actual: `an object with fields ${show(Object.keys(coupon.value))}`,
    }),
  ];
}

export function codeIsSuccess({ code }: { code: Placed<string> }): Violation[] {
  if (code.value === 'SUCCESS') return [];
  return [
    violation('const', {
      at: code.at,
      message: 'the envelope of a successful answer does not say SUCCESS',
      expected: '"SUCCESS"',
      actual: show(code.value),
    }),
  ];
}
