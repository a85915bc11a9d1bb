// GET_COUPON_BY_ID: every rule of the spec and of the ARCHITECTURE decisions for the coupon query.
import type { Exchange } from '../../http/types.js';
import { documentedMessages } from '../../schemas/validators.js';
import { everything, onField, withKeyword } from '../ownership.js';
import { expectJsonBody, expectJsonContentType, expectMessage, expectNoServerError, expectNotSuccessful, expectStatus } from '../response-checks.js';
import type { DocumentSubject, RequestSubject } from '../subjects.js';
import type { Rule } from '../types.js';
import { badRequestNamed, errorBodyShape } from '../checks/error-body-checks.js';
import { dailyLimitsAgree, dailyLimitsWhole, datesOrdered, idEchoed, maskedNumber, maskedDigitsAgree, notWrappedInEnvelope } from '../checks/coupon-checks.js';
import { edgeIdAnswered, edgeIdSafe } from '../checks/edge-id-checks.js';

const operation = 'GET_COUPON_BY_ID' as const;
const POLICY = '/couponPolicies/\\d+';

export const coupon = {
  noServerError: { id: 'coupon.no-server-error', severity: 'must', operation, section: 'Decision 11', title: 'MUST NOT answer any request with a 5xx status', check: expectNoServerError } satisfies Rule<Exchange>,
  foundStatus: { id: 'coupon.found.status', severity: 'must', operation, section: 'Endpoints §1', title: 'MUST answer 200 for an existing couponId', check: (e) => expectStatus(e, 200) } satisfies Rule<Exchange>,
  contentType: { id: 'coupon.found.content-type', severity: 'must', operation, section: 'Decision 11', title: 'MUST send a 200 with Content-Type application/json', check: expectJsonContentType } satisfies Rule<Exchange>,
  json: { id: 'coupon.found.json', severity: 'must', operation, section: 'Endpoints §1', title: 'MUST send a 200 body that is valid JSON', check: expectJsonBody } satisfies Rule<Exchange>,
  noEnvelope: { id: 'coupon.no-envelope', severity: 'must', operation, section: 'Resources: Coupon; Decision 7', title: 'MUST return the bare coupon, not wrapped in code/message/data', check: notWrappedInEnvelope } satisfies Rule<DocumentSubject>,
  idEcho: { id: 'coupon.id-echo', severity: 'must', operation, section: 'Decision 8', title: 'MUST return the coupon whose couponId was requested', check: (s) => idEchoed(s, '/couponId', 'integer') } satisfies Rule<DocumentSubject>,
  dateFormat: { id: 'coupon.dates.format', severity: 'must', operation, section: 'Resources: Coupon; Decision 3', title: 'MUST give startDate and endDate as YYYY-MM-DD HH:MM:SS naming a real calendar time', owns: onField(/^\/(startDate|endDate)$/, 'pattern', 'format') } satisfies Rule<DocumentSubject>,
  dateOrder: { id: 'coupon.dates.order', severity: 'should', operation, section: 'Decision 3', title: 'SHOULD NOT give an endDate before the startDate', check: datesOrdered } satisfies Rule<DocumentSubject>,
  discountType: { id: 'coupon.policy.discount-type', severity: 'must', operation, section: 'Resources: CouponPolicy; Decision 2', title: 'MUST give typeOfDiscount as RATE or PRICE', owns: onField(new RegExp(`^${POLICY}/typeOfDiscount$`), 'enum') } satisfies Rule<DocumentSubject>,
  priceMaximumDiscount: { id: 'coupon.policy.price-maximum-discount', severity: 'must', operation, section: 'Resources: CouponPolicy; Decision 2', title: 'MUST give maximumDiscountPrice -1 when typeOfDiscount is PRICE', owns: onField(new RegExp(`^${POLICY}/maximumDiscountPrice$`), 'const') } satisfies Rule<DocumentSubject>,
  dailyLimitPresent: { id: 'coupon.policy.daily-limit.present', severity: 'must', operation, section: 'Resources: CouponPolicy; Decision 1', title: 'MUST give the daily limit as maximumPerDaily or maximumPerDay, equal when both are present', owns: onField(new RegExp(`^${POLICY}$`), 'not'), check: dailyLimitsAgree } satisfies Rule<DocumentSubject>,
  dailyLimitMaximum: { id: 'coupon.policy.daily-limit.maximum', severity: 'must', operation, section: 'Limits; Decision 1', title: 'MUST NOT give a daily limit (maximumPerDaily / maximumPerDay) above 9,999', owns: onField(new RegExp(`^${POLICY}/maximumPerDa(y|ily)$`), 'maximum') } satisfies Rule<DocumentSubject>,
  dailyLimitWhole: { id: 'coupon.policy.daily-limit.whole', severity: 'should', operation, section: 'Decision 1', title: 'SHOULD give the daily limit as a whole number of at least 0', check: dailyLimitsWhole } satisfies Rule<DocumentSubject>,
  unknownFields: { id: 'coupon.unknown-fields', severity: 'should', operation, section: 'Decision 13', title: 'SHOULD NOT add fields the spec does not document', owns: withKeyword('additionalProperties') } satisfies Rule<DocumentSubject>,
  policyFields: { id: 'coupon.policy.fields', severity: 'must', operation, section: 'Resources: CouponPolicy', title: 'MUST give every policy its documented fields with their documented types', owns: onField(new RegExp(`^${POLICY}(/|$)`)) } satisfies Rule<DocumentSubject>,
  fields: { id: 'coupon.fields', severity: 'must', operation, section: 'Resources: Coupon', title: 'MUST give the coupon its documented fields with their documented types', owns: everything } satisfies Rule<DocumentSubject>,

  notFoundStatus: { id: 'coupon.not-found.status', severity: 'must', operation, section: 'Errors', title: 'MUST answer 404 for a couponId that matches no coupon', check: (s) => expectStatus(s.exchange, 404) } satisfies Rule<RequestSubject>,
  notFoundMessage: { id: 'coupon.not-found.message', severity: 'must', operation, section: 'Errors; Decision 9', title: 'MUST say "The promotion does not exist" (or the official Korean wording) followed by the number in parentheses', check: (s) => expectMessage(s.exchange, documentedMessages.couponNotFound, 'The promotion does not exist (<masked number>)') } satisfies Rule<RequestSubject>,
  notFoundMasked: { id: 'coupon.not-found.masked', severity: 'must', operation, section: 'Errors; Decision 9', title: 'MUST partly mask the number in the 404 message: at least one digit and at least one *', check: maskedNumber } satisfies Rule<RequestSubject>,
  notFoundDigits: { id: 'coupon.not-found.masked-digits', severity: 'should', operation, section: 'Decision 9', title: 'SHOULD show visible digits of the masked number that agree with the requested couponId', check: maskedDigitsAgree } satisfies Rule<RequestSubject>,
  malformedStatus: { id: 'coupon.malformed.status', severity: 'must', operation, section: 'Errors; Decision 10', title: 'MUST answer 400 for a couponId that is not a number', check: (s) => expectStatus(s.exchange, 400) } satisfies Rule<RequestSubject>,
  malformedMessage: { id: 'coupon.malformed.message', severity: 'should', operation, section: 'Errors; Decision 9', title: 'SHOULD say Bad Request (HTTP_400) in the 400 body', check: (s) => badRequestNamed(s.exchange) } satisfies Rule<RequestSubject>,
  errorBody: { id: 'coupon.error-body', severity: 'should', operation, section: 'Decision 9', title: 'SHOULD send error bodies as JSON objects with a string message', check: (s) => errorBodyShape(s.exchange) } satisfies Rule<RequestSubject>,
  edgeIdSafe: { id: 'coupon.edge-id.safe', severity: 'must', operation, section: 'Decision 10', title: 'MUST NOT answer an edge form of an id (sign, leading zeros, overflow, spaces) with a 5xx or with another coupon', check: (s) => edgeIdSafe(s, '/couponId') } satisfies Rule<RequestSubject>,
  edgeIdAnswered: { id: 'coupon.edge-id.status', severity: 'should', operation, section: 'Decision 10', title: 'SHOULD answer an edge form of an id with 400 or 404', check: edgeIdAnswered } satisfies Rule<RequestSubject>,
  readOnly: { id: 'coupon.read-only', severity: 'should', operation, section: 'Decision 12', title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE', check: expectNotSuccessful } satisfies Rule<Exchange>,
};
