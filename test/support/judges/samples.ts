// Small tools to derive a body with one defect from a valid one (the official samples among them).
export { officialCategories, officialCoupon, officialInquiry, type Doc } from '../samples.js';
import type { Doc } from '../samples.js';

/** A deep clone of `base` with one change applied; `base` is never touched. */
export function changed(base: Doc, change: (doc: Doc) => void): Doc {
  const doc = structuredClone(base);
  change(doc);
  return doc;
}
