// GET_COUPON_BY_ID, by example: the fixture coupon, an unknown id, malformed ids, edge forms, write methods.
import { describe } from 'vitest';
import { couponPath } from '../../src/api-paths.js';
import { judgeCouponEdgeId, judgeCouponFound, judgeCouponMalformed, judgeCouponNotFound, judgeCouponReadOnly } from '../../src/judges/coupon.js';
import { edgeForms, MALFORMED_IDS, UNKNOWN_ID, WRITE_METHODS } from '../ids.js';
import { useTarget } from '../support.js';

const { check, fixtures } = useTarget();

describe('GET_COUPON_BY_ID', () => {
  check(judgeCouponFound, { needs: ['couponId'] }, async ({ send, fixtures }) => ({
    exchange: await send('GET', couponPath(fixtures.couponId)),
    requestedId: fixtures.couponId,
  }));

  check(judgeCouponNotFound, { name: `unknown couponId ${UNKNOWN_ID} answers 404 with the partly masked message` }, async ({ send }) => ({
    exchange: await send('GET', couponPath(UNKNOWN_ID)),
    requestedId: UNKNOWN_ID,
  }));

  for (const id of MALFORMED_IDS) {
    check(judgeCouponMalformed, { name: `malformed couponId ${JSON.stringify(id)} answers 400` }, async ({ send }) => ({
      exchange: await send('GET', couponPath(id)),
      requestedId: id,
    }));
  }

  for (const { form, id } of edgeForms(fixtures.couponId ?? '1')) {
    check(judgeCouponEdgeId, { name: `couponId in edge form (${form}) ${JSON.stringify(id)} is refused safely` }, async ({ send }) => ({
      exchange: await send('GET', couponPath(id)),
      requestedId: id,
    }));
  }

  for (const method of WRITE_METHODS) {
    check(judgeCouponReadOnly, { name: `${method} on a coupon does not succeed`, needs: ['couponId'] }, async ({ send, fixtures }) => ({
      exchange: await send(method, couponPath(fixtures.couponId)),
    }));
  }
});
