// Where a rule comes from, as links into the docs that ship with the package: a section of
// docs/spec.md (the API as the harness reads it) or a decision of docs/decisions.md (where the
// specification is silent or says two things). Each title is the heading the link points to;
// test/unit/docs/sources.test.ts resolves every link against the docs and checks every title.

export type SourceLink = `docs/spec.md#${string}` | `docs/decisions.md#${string}`;

/** anchor (as GitHub makes it from the heading) and the heading's text */
type Heading = readonly [anchor: string, title: string];

const SPEC_HEADINGS = {
  getCoupon: ['get-one-coupon', 'Get one coupon'],
  listCategories: ['list-display-categories', 'List display categories'],
  getInquiry: ['get-one-inquiry', 'Get one inquiry'],
  coupon: ['coupon', 'Coupon'],
  couponPolicy: ['couponpolicy', 'CouponPolicy'],
  displayCategory: ['displaycategory', 'DisplayCategory'],
  categoryEnvelope: ['display-category-list-envelope', 'Display category list envelope'],
  inquiryEnvelope: ['inquiry-envelope', 'Inquiry envelope'],
  inquiry: ['inquiry', 'Inquiry'],
  reply: ['reply', 'Reply'],
  states: ['states', 'States'],
  errors: ['errors', 'Errors'],
  limits: ['limits', 'Limits'],
} as const satisfies Record<string, Heading>;

const DECISION_HEADINGS = {
  D1: ['d1-which-spelling-of-the-daily-limit-and-what-values', 'D1: Which spelling of the daily limit, and what values?'],
  D2: [
    'd2-what-is-typeofdiscount-and-what-is-maximumdiscountprice-for-price',
    'D2: What is typeOfDiscount, and what is maximumDiscountPrice for PRICE?',
  ],
  D3: ['d3-coupon-dates', 'D3: Coupon dates'],
  D4: ['d4-inquiry-timestamps', 'D4: Inquiry timestamps'],
  D5: ['d5-inquiry-field-types-and-enumerations', 'D5: Inquiry field types and enumerations'],
  D6: ['d6-the-category-tree', 'D6: The category tree'],
  D7: ['d7-envelopes', 'D7: Envelopes'],
  D8: ['d8-lookups-are-by-id', 'D8: Lookups are by id'],
  D9: ['d9-error-bodies', 'D9: Error bodies'],
  D10: ['d10-malformed-ids-and-edge-forms', 'D10: Malformed ids and edge forms'],
  D11: ['d11-status-codes-media-type-and-the-bytes-of-a-body', 'D11: Status codes, media type and the bytes of a body'],
  D12: ['d12-write-methods', 'D12: Write methods'],
  D13: ['d13-unknown-fields', 'D13: Unknown fields'],
  D14: ['d14-fixtures', 'D14: Fixtures'],
  D15: ['d15-the-calling-vendor-and-authentication', 'D15: The calling vendor and authentication'],
  D16: ['d16-politeness', 'D16: Politeness'],
  D17: ['d17-the-range-of-ids', 'D17: The range of ids'],
  D18: [
    'd18-ownership-of-an-inquiry-whatever-form-its-id-is-written-in',
    'D18: Ownership of an inquiry, whatever form its id is written in',
  ],
} as const satisfies Record<string, Heading>;

const TITLES = new Map<string, string>();

function links<K extends string>(file: 'docs/spec.md' | 'docs/decisions.md', headings: Record<K, Heading>): Record<K, SourceLink> {
  const entries = Object.entries<Heading>(headings).map(([key, [anchor, title]]) => {
    const link = `${file}#${anchor}` as SourceLink;
    TITLES.set(link, title);
    return [key, link];
  });
  return Object.freeze(Object.fromEntries(entries)) as Record<K, SourceLink>;
}

/** The sections of docs/spec.md that rules cite. */
export const spec = links('docs/spec.md', SPEC_HEADINGS);
/** The decisions of docs/decisions.md, by number. */
export const decision = links('docs/decisions.md', DECISION_HEADINGS);
/** Every decision, in order: each is cited by at least one rule. */
export const DECISIONS: readonly SourceLink[] = Object.values(decision);

/** The heading a link points to ("D9: Error bodies", "Errors"); the link itself when it is not one of ours. */
export const sourceTitle = (link: string): string => TITLES.get(link) ?? link;

/** A short name for tables and report lines: "D9" for a decision, "spec: Errors" for a section of the spec. */
export function sourceLabel(link: string): string {
  const title = TITLES.get(link);
  if (title === undefined) return link;
  return link.startsWith('docs/decisions.md#') ? title.slice(0, title.indexOf(':')) : `spec: ${title}`;
}
