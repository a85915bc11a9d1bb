// Generated from docs/decisions.md by `npm run gen:docs`. Do not edit by hand: change the source and run the command again.
// Each decision of docs/decisions.md by number: the anchor GitHub makes of its heading, and the heading.
export const DECISION_HEADINGS = {
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
  D19: ['d19-a-name-given-twice-in-one-json-object', 'D19: A name given twice in one JSON object'],
} as const;
