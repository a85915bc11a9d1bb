// GET_COUPON_BY_ID: the fixture coupon and an unknown id by example, then the cases every id-based
// operation has (malformed ids, edge forms, the id properties, write probes).
import { couponJudges as judges } from '../judges/coupon.js';
import { COUPON } from '../operations.js';
import { idProperties, malformedAndEdgeExamples, writeProbeExamples, type IdOperation } from './id-cases.js';
import { UNKNOWN_ID } from './example-ids.js';
import type { ConformanceCase } from './types.js';

const coupon: IdOperation = {
  spec: COUPON,
  // Stryker disable next-line ArrayDeclaration: equivalent, the known ids only exclude, and an id of letters excludes nothing
  known: (f) => (f.couponId ? [f.couponId] : []),
  edgeBase: (f) => f.couponId ?? '1',
  judges: { lookup: judges.lookup, malformed: judges.malformed, edge: judges.edgeId, readOnly: judges.readOnly },
  unknownAnswer: 'a conforming coupon or the documented 404 with a masked number',
  malformedAnswer: 'answers 400',
};

const base = { suite: COUPON.suite, operation: COUPON.operation, kind: 'example', method: 'GET' } as const;

export const COUPON_CASES: readonly ConformanceCase[] = [
  {
    ...base,
    name: 'an existing couponId answers 200 with a conforming coupon',
    judge: judges.found,
    needs: ['couponId'],
    idClass: 'fixture',
    id: (f) => f.couponId,
  },
  {
    ...base,
    name: `unknown couponId ${UNKNOWN_ID} answers 404 with the partly masked message`,
    judge: judges.notFound,
    needs: [],
    idClass: 'unknown',
    id: () => UNKNOWN_ID,
  },
  ...malformedAndEdgeExamples(coupon),
  ...writeProbeExamples(coupon),
  ...idProperties(coupon),
];
