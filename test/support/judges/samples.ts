// Small tools to derive single-defect variants from a valid body (the official samples among them).
export { officialCategories, officialCoupon, officialInquiry, type Doc } from '../samples.js';
import type { Doc } from '../samples.js';

/** A deep clone of `base` with one change applied; `base` is never touched. */
export function variant(base: Doc, change: (doc: Doc) => void): Doc {
  const doc = structuredClone(base);
  change(doc);
  return doc;
}
