// GET_COUPON_BY_ID under generated input: ids nobody thought of, replayable with --seed.
import fc from 'fast-check';
import { describe } from 'vitest';
import { edgeFormArbitrary, malformedIdArbitrary, unknownIdArbitrary, writeMethodArbitrary } from '../../src/arbitraries/ids.js';
import { couponPath } from '../../src/api-paths.js';
import { judgeCouponEdgeId, judgeCouponLookup, judgeCouponMalformed, judgeCouponReadOnly } from '../../src/judges/coupon.js';
import { useTarget } from '../support.js';

const { property, fixtures } = useTarget();
const known = fixtures.couponId ? [fixtures.couponId] : [];

describe('GET_COUPON_BY_ID properties', () => {
  property(judgeCouponLookup, { name: 'for every unknown couponId in 1..2^53, a conforming coupon or the documented 404 with a masked number', arbitrary: unknownIdArbitrary({ exclude: known }) }, async (id, { send }) => ({
    exchange: await send('GET', couponPath(id)),
    requestedId: id,
  }));

  property(judgeCouponMalformed, { name: 'for every couponId with a letter, punctuation or non-ASCII character, 400', arbitrary: malformedIdArbitrary() }, async (id, { send }) => ({
    exchange: await send('GET', couponPath(id)),
    requestedId: id,
  }));

  property(judgeCouponEdgeId, { name: 'for every edge form of a couponId, neither a 5xx nor another coupon', arbitrary: edgeFormArbitrary({ ids: known.length > 0 ? known : ['1'] }) }, async ({ id }, { send }) => ({
    exchange: await send('GET', couponPath(id)),
    requestedId: id,
  }));

  property(judgeCouponReadOnly, { name: 'for every write method on a coupon path, no 2xx', arbitrary: fc.tuple(writeMethodArbitrary(), fc.oneof(fc.constantFrom(...known, '1'), unknownIdArbitrary())) }, async ([method, id], { send }) => ({
    exchange: await send(method, couponPath(id)),
  }));
});
