// The official example bodies (copied verbatim from the marketplace's public docs, see
// shared/samples/README.md) and small tools to derive single-defect variants from a valid body.
import { readFileSync } from 'node:fs';

/** A JSON document the tables reshape freely: one change per case, on a deep clone. */
export type Doc = any;

const sample = (file: string): Doc => JSON.parse(readFileSync(new URL(`../fixtures/samples/${file}`, import.meta.url), 'utf8'));

/** GET_COUPON_BY_ID for couponId 11234224: `maximumPerDay` spelling, `publishedDate: ""`. */
export const officialCoupon: Doc = sample('get-coupon-by-id-200-official-ko-doc.json');
/** GET_ORIGIN_INQUIRY_BY_ID for inquiryId 258799946, in its `{code:200,message:"OK",data}` envelope. */
export const officialInquiry: Doc = sample('get-origin-inquiry-by-id-200-official-ko-doc.json');
/** The display category list, top level only: the root and the 15 documented categories. */
export const officialCategories: Doc = sample('display-categories-0-200-legacy-official-doc.json');

/** A deep clone of `base` with one change applied; `base` is never touched. */
export function variant(base: Doc, change: (doc: Doc) => void): Doc {
  const doc = structuredClone(base);
  change(doc);
  return doc;
}
