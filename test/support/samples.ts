// The official example bodies, from the project's own copies in test/fixtures/samples (see its
// README): the judge tables and the kill matrix's "samples" conforming implementation both read them from here.
import { readdirSync, readFileSync } from 'node:fs';

export const SAMPLES_DIR = new URL('../fixtures/samples/', import.meta.url);

/** The file names of the copies. */
export const SAMPLE_FILES = readdirSync(SAMPLES_DIR).filter((file) => file.endsWith('.json'));

/** A JSON document the tables reshape freely: one change per case, on a deep clone. */
export type Doc = any;

const sample = (file: string): Doc => JSON.parse(readFileSync(new URL(file, SAMPLES_DIR), 'utf8'));

/** GET_COUPON_BY_ID for couponId 11234224: `maximumPerDay` spelling, `publishedDate: ""`. */
export const officialCoupon: Doc = sample('get-coupon-by-id-200-official-ko-doc.json');
/** GET_ORIGIN_INQUIRY_BY_ID for inquiryId 258799946, in its `{code:200,message:"OK",data}` envelope. */
export const officialInquiry: Doc = sample('get-origin-inquiry-by-id-200-official-ko-doc.json');
/** The display category list, top level only: the root and the 15 documented categories. */
export const officialCategories: Doc = sample('display-categories-0-200-legacy-official-doc.json');

/** Every sample by file name, as loaded: what the samples test compares with the files. */
export const LOADED_SAMPLES: Readonly<Record<string, Doc>> = {
  'get-coupon-by-id-200-official-ko-doc.json': officialCoupon,
  'get-origin-inquiry-by-id-200-official-ko-doc.json': officialInquiry,
  'display-categories-0-200-legacy-official-doc.json': officialCategories,
};
