// The example ids the suites send, beyond the fixtures. Properties (issue 4) explore the rest.

/** Ids with a letter or another non-digit character, none of which can break the path (Decision 10). Non-ASCII
 *  and percent-escaped forms are left to the properties, which explore them far more widely. */
export const MALFORMED_IDS = ['abc', '12x45', '3.14', '1e5', 'id:1'] as const;

/** A well-formed id no real coupon or inquiry is likely to have: the largest safe integer. */
export const UNKNOWN_ID = '9007199254740991';

/** Edge forms of a well-formed id: each names a number, but not in canonical form (Decision 10). */
export const edgeForms = (id: string) =>
  [
    { form: 'negative', id: `-${id}` },
    { form: 'leading +', id: `+${id}` },
    { form: 'leading zeros', id: `00${id}` },
    { form: 'leading space', id: ` ${id}` },
    { form: 'trailing space', id: `${id} ` },
    { form: 'beyond 64 bits', id: (2n ** 64n + BigInt(id)).toString() },
  ] as const;

export const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
