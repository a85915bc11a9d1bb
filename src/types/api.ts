/* Generated from schemas/*.schema.json by `npm run gen:types`. Do not edit by hand: change the source and run the command again. */

/**
 * GET_COUPON_BY_ID, 400 HTTP_400: malformed request (couponId not a number).
 */
export type CouponBadRequest = ErrorBody & {
  message?: string;
};
/**
 * GET_COUPON_BY_ID, 404: couponId matches no coupon. The message is followed by the number in parentheses, partly masked (e.g. 11234***);
 * the official Korean wording is accepted too.
 */
export type CouponNotFound = ErrorBody & {
  message?: string;
};
/**
 * One element of couponPolicies. The daily limit is spelled maximumPerDaily in the field table and maximumPerDay in the official example:
 * either is accepted, at least one must be present, and when both are present they must be equal (checked by the harness, not expressible
 * here). The discount type selects one of two policies (oneOf, told apart by typeOfDiscount): a RATE policy, or a PRICE policy whose
 * maximumDiscountPrice is -1.
 */
export type CouponPolicy = {
  /**
   * Policy name, shown when the coupon is selected in the cart.
   */
  title: string;
  /**
   * Policy type.
   */
  typeOfDiscount: 'RATE' | 'PRICE';
  /**
   * Details shown under the policy name in the cart.
   */
  description: string;
  /**
   * Minimum order amount needed to use the coupon.
   */
  minimumPrice: number;
  /**
   * Discount amount, or discount rate in percent when the type is RATE.
   */
  discount: number;
  /**
   * Maximum discount amount when the type is RATE; -1 when the type is PRICE.
   */
  maximumDiscountPrice: number;
  /**
   * Maximum number of issuances per person per day; cannot exceed 9,999.
   */
  maximumPerDaily?: number;
  /**
   * Maximum number of issuances per person per day; cannot exceed 9,999.
   */
  maximumPerDay?: number;
} & (
  | {
      typeOfDiscount?: 'RATE';
    }
  | {
      typeOfDiscount?: 'PRICE';
      maximumDiscountPrice?: -1;
    }
);
/**
 * GET_ORIGIN_INQUIRY_BY_ID, 400: inquiryId is not a valid number; the message ends with the value supplied.
 */
export type InquiryInvalidFormat = ErrorBody & {
  message?: string;
};
/**
 * GET_ORIGIN_INQUIRY_BY_ID, 404: no inquiry with that inquiryId.
 */
export type InquiryNotFound = ErrorBody & {
  message?: string;
};
/**
 * GET_ORIGIN_INQUIRY_BY_ID, 404: the inquiry belongs to another vendor.
 */
export type InquiryVendorMismatch = ErrorBody & {
  message?: string;
};

/**
 * Every schema of schemas/, by file name.
 */
export interface ApiSchemas {
  common?: Common;
  'coupon-bad-request'?: CouponBadRequest;
  'coupon-not-found'?: CouponNotFound;
  'coupon-policy'?: CouponPolicy;
  coupon?: Coupon;
  'display-category-list'?: DisplayCategoryList;
  'display-category'?: DisplayCategory;
  'error-body'?: ErrorBody;
  'inquiry-envelope'?: InquiryEnvelope;
  'inquiry-invalid-format'?: InquiryInvalidFormat;
  'inquiry-not-found'?: InquiryNotFound;
  'inquiry-vendor-mismatch'?: InquiryVendorMismatch;
  inquiry?: Inquiry;
  reply?: Reply;
}
/**
 * Value formats shared by several resources. Each pattern says the calendar but for leap years; the custom formats, registered with the
 * harness's Ajv instance, add them, and a report then calls a 29 February of a common year a day that does not exist. The OpenAPI
 * document's patterns say leap years too.
 */
export interface Common {
  [k: string]: unknown;
}
/**
 * The spec does not show the shape of error bodies. A JSON object with a string message is what the harness expects (SHOULD); the
 * documented message itself is a MUST and is looked for in message, or in the text of a body that is not JSON.
 */
export interface ErrorBody {
  /**
   * Result or error code, when present.
   */
  code?: string | number;
  /**
   * Human-readable error message.
   */
  message: string;
}
/**
 * Response body of GET_COUPON_BY_ID: the bare coupon, not wrapped in an envelope.
 */
export interface Coupon {
  /**
   * Coupon identifier, used for coupon item creation, deletion and query.
   */
  couponId: number;
  /**
   * Coupon name; the name of the page where the coupon is downloaded.
   */
  title: string;
  /**
   * Coupon type. Allowed values: not shown.
   */
  couponType: string;
  /**
   * Coupon status; STANDBY at creation. Other values: not shown.
   */
  couponStatus: string;
  /**
   * Coupon issuance date. Format: not shown (the official example has an empty string); null only while the coupon is STANDBY (decision
   * D3).
   */
  publishedDate: string | null;
  /**
   * Coupon start, YYYY-MM-DD HH:MM:SS.
   */
  startDate: string;
  /**
   * Coupon end, YYYY-MM-DD HH:MM:SS.
   */
  endDate: string;
  /**
   * Number of vendor identifiers (vendorId) to which the coupon is applied.
   */
  appliedOptionCount: number;
  /**
   * Coupon usage amount.
   */
  usageAmount: number;
  /**
   * List of coupon policies.
   */
  couponPolicies: CouponPolicy[];
}
/**
 * Response body of the display category list: an envelope around the root node.
 */
export interface DisplayCategoryList {
  /**
   * Result code.
   */
  code: 'SUCCESS' | 'ERROR';
  /**
   * Message.
   */
  message: string;
  /**
   * The root DisplayCategory node, with code 0.
   */
  data: DisplayCategory & {
    displayItemCategoryCode?: 0;
  };
}
/**
 * A node of the display category tree; child holds sub-categories of the same shape, [] for a leaf. The harness validates the tree node by
 * node, iteratively, so any depth can be judged.
 */
export interface DisplayCategory {
  /**
   * Category code.
   */
  displayItemCategoryCode: number;
  /**
   * Display category name.
   */
  name: string;
  /**
   * Display category status. Allowed values: not shown (the marketplace's public docs name ACTIVE, READY and DISABLED).
   */
  status: string;
  /**
   * Sub-categories shown to customers; [] when there are none.
   */
  child: DisplayCategory[];
}
/**
 * Response body of GET_ORIGIN_INQUIRY_BY_ID.
 */
export interface InquiryEnvelope {
  /**
   * Server response code (200 on success).
   */
  code: number;
  /**
   * Server response message.
   */
  message: string;
  data: Inquiry;
}
/**
 * One contact center inquiry with its replies.
 */
export interface Inquiry {
  /**
   * Consultation number (question ID).
   */
  inquiryId: number;
  /**
   * Progress or complete.
   */
  inquiryStatus: 'progress' | 'complete';
  /**
   * Answer status.
   */
  csPartnerCounselingStatus: 'requestAnswer' | 'answered';
  /**
   * Option ID(s): a number, or an array of numbers as in the official example.
   */
  vendorItemId: number | number[];
  /**
   * Item name.
   */
  itemName: string;
  /**
   * Content of the inquiry (the question).
   */
  content: string;
  /**
   * Answered date; null only while the inquiry awaits an answer (decision D4).
   */
  answeredAt: string | null;
  /**
   * Replies.
   */
  replies: Reply[];
  /**
   * Inquiry date.
   */
  inquiryAt: string;
  /**
   * Not used; always the empty string.
   */
  buyerEmail: '';
  /**
   * Customer phone number.
   */
  buyerPhone: string;
  /**
   * Order number (long).
   */
  orderId: number;
  /**
   * Order date and time.
   */
  orderDate: string;
  /**
   * Inquiry type. Format and allowed values: not shown.
   */
  receiptCategory: string;
  /**
   * Sales start time/date. Format: not shown.
   */
  saleStartedAt: string;
  /**
   * Sales end time/date. Format: not shown.
   */
  saleEndedAt: string;
}
/**
 * One element of an inquiry's replies.
 */
export interface Reply {
  /**
   * Answer ID.
   */
  answerId: number;
  /**
   * ID of the inquiry transferred to the parent: null in the official example, 0 (no parent) in the 2018 records (decision D5).
   */
  parentAnswerId: string | null | number;
  /**
   * Seller transfer status; null only on the seller's own reply (answerType vendor, decision D5).
   */
  partnerTransferStatus: string | null;
  /**
   * Reason for processing the inquiry transferred to the seller. Allowed values: not shown.
   */
  partnerTransferCompleteReason: string;
  /**
   * Who answered.
   */
  answerType: 'csAgent' | 'vendor';
  /**
   * Whether an answer is required.
   */
  needAnswer: boolean;
  /**
   * Agent name.
   */
  receptionistName: string;
  /**
   * Agent identifier.
   */
  receptionist: string;
  /**
   * Reply date.
   */
  replyAt: string;
  /**
   * Content of the answer.
   */
  content: string;
}
