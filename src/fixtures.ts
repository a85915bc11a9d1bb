// The ids a run needs from its target to judge every rule (decision D14); the embedded reference knows its own.
export interface Fixtures {
  /** An existing coupon. */
  couponId: string;
  /** An inquiry of the calling (default) vendor. */
  inquiryId: string;
  /** An inquiry that belongs to another vendor. */
  foreignInquiryId: string;
}

/** One fixture: without it the rules that need it are skipped, never passed. */
export type Fixture = keyof Fixtures;
