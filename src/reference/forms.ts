// The forms the mock answers in (`serve --forms`): the reference's own spelling, the one the official
// samples and production records show, or any form the decisions accept, drawn per answer. A client
// tested only against one spelling cannot see that it misreads the others (docs/clients.md, "Forms").
// Every form here is one that a decision accepts, so `run` calls each of them conformant.

import { DOCUMENTED_WORDINGS, messageWith } from '../documented-wordings.js';
import { createRandom, type Random } from './random.js';
import { JSON_CONTENT_TYPE } from './responses.js';
import { matchRoute } from './routes.js';
import type { Forms, ReferenceRequest, ReferenceResponse } from './types.js';

/** One answer's form, dimension by dimension; each names the decision that accepts it. */
interface Form {
  /** D1: which spelling of the daily limit a policy carries (both: equal values). */
  dailyLimit: 'maximumPerDaily' | 'maximumPerDay' | 'both';
  /** D3: publishedDate of a coupon in STANDBY, not yet published. */
  standbyPublishedDate: '' | null;
  /** D9: the wording of the unknown coupon's 404. */
  couponNotFound: 'english' | 'korean';
  /** D5: parentAnswerId as the spec's string (null: no parent), or as the production records' number (0: no parent). */
  parentAnswerId: 'string' | 'number';
  /** D5: partnerTransferStatus of a seller's own reply. */
  sellerTransferStatus: 'none' | null;
  /** D4: answeredAt of an inquiry still awaiting its answer. */
  pendingAnsweredAt: 'time' | null;
  /** D5: vendorItemId as the sample's array or the field table's number (for a single option). */
  vendorItemId: 'array' | 'number';
  /** D11: Content-Type of the JSON answers. */
  contentType: string;
  /** D11: Content-Type of the category list. */
  categoriesContentType: string;
}

/** What the official samples and the production records show (docs/decisions.md D1, D3, D5, D9). */
const OFFICIAL: Form = {
  dailyLimit: 'maximumPerDay',
  standbyPublishedDate: null,
  couponNotFound: 'korean',
  parentAnswerId: 'number',
  sellerTransferStatus: null,
  pendingAnsweredAt: 'time',
  vendorItemId: 'array',
  contentType: JSON_CONTENT_TYPE,
  categoriesContentType: 'application/json',
};

const CONTENT_TYPES = [JSON_CONTENT_TYPE, 'application/json', 'application/json; charset=utf-8'];

function drawnForm(random: Random): Form {
  return {
    dailyLimit: random.pick(['maximumPerDaily', 'maximumPerDay', 'both'] as const),
    standbyPublishedDate: random.pick(['', null] as const),
    couponNotFound: random.pick(['english', 'korean'] as const),
    parentAnswerId: random.pick(['string', 'number'] as const),
    sellerTransferStatus: random.pick(['none', null] as const),
    pendingAnsweredAt: random.pick(['time', null] as const),
    vendorItemId: random.pick(['array', 'number'] as const),
    contentType: random.pick(CONTENT_TYPES),
    categoriesContentType: random.pick(CONTENT_TYPES),
  };
}

/** The unknown coupon's 404 in the reference's wording, and in the official Korean one (D9). */
const COUPON_NOT_FOUND = DOCUMENTED_WORDINGS.couponNotFound;
const [REFERENCE_WORDING, KOREAN_WORDING] = COUPON_NOT_FOUND.wordings;

type JsonObject = Record<string, unknown>;

/**
 * The answer in the forms asked for. `reference` leaves it as it is, byte for byte; `any` draws the form
 * from the seed and the request, so the same request gets the same form whatever the order of requests.
 */
export function inForms(forms: Forms, seed: number, request: ReferenceRequest, answer: ReferenceResponse): ReferenceResponse {
  if (forms === 'reference' || answer.headers['Content-Type'] !== JSON_CONTENT_TYPE) return answer;
  const form = forms === 'official' ? OFFICIAL : drawnForm(createRandom(hash(`${seed} ${request.method} ${request.path}`)));
  const operation = matchRoute(request.path)?.operation;
  const contentType = operation === 'categories' ? form.categoriesContentType : form.contentType;
  const headers = { ...answer.headers, 'Content-Type': contentType };
  if (operation === 'coupon' && (answer.status === 200 || answer.status === 404))
    return { ...answer, headers, body: changed(answer.body, (coupon) => couponInForm(answer.status, coupon, form)) };
  if (operation === 'inquiry' && answer.status === 200)
    return { ...answer, headers, body: changed(answer.body, (found) => inquiryInForm(found.data as JsonObject, form)) };
  // No other answer has forms of its own: the category list (hundreds of kB) among them is passed on unparsed.
  return { ...answer, headers };
}

/** A JSON body with `change` made to it. */
function changed(body: string, change: (value: JsonObject) => void): string {
  const value = JSON.parse(body) as JsonObject;
  change(value);
  return JSON.stringify(value);
}

/** The masked number of a 404 message in the reference's wording. */
function maskedNumberOf(message: string): string | undefined {
  const prefix = `${REFERENCE_WORDING.text} (`;
  return message.startsWith(prefix) && message.endsWith(')') ? message.slice(prefix.length, -1) : undefined;
}

function couponInForm(status: number, coupon: JsonObject, form: Form): void {
  if (status === 404) {
    const masked = typeof coupon.message === 'string' ? maskedNumberOf(coupon.message) : undefined;
    if (masked !== undefined && form.couponNotFound === 'korean' && KOREAN_WORDING)
      coupon.message = messageWith(COUPON_NOT_FOUND, masked, KOREAN_WORDING);
    return;
  }
  if (coupon.couponStatus === 'STANDBY' && coupon.publishedDate === '') coupon.publishedDate = form.standbyPublishedDate;
  const policies = coupon.couponPolicies as JsonObject[];
  coupon.couponPolicies = policies.map((policy) => {
    if (form.dailyLimit === 'maximumPerDaily') return policy;
    // Renamed in place: the official sample has the limit where the field table has it, last.
    const entries = Object.entries(policy).flatMap(([key, value]): [string, unknown][] =>
      key !== 'maximumPerDaily'
        ? [[key, value]]
        : form.dailyLimit === 'both'
          ? [
              [key, value],
              ['maximumPerDay', value],
            ]
          : [['maximumPerDay', value]],
    );
    return Object.fromEntries(entries);
  });
}

function inquiryInForm(inquiry: JsonObject, form: Form): void {
  if (form.pendingAnsweredAt === null && inquiry.csPartnerCounselingStatus === 'requestAnswer') inquiry.answeredAt = null;
  const items = inquiry.vendorItemId;
  if (form.vendorItemId === 'number' && Array.isArray(items) && items.length === 1) inquiry.vendorItemId = items[0];
  if (form.vendorItemId === 'array' && typeof items === 'number') inquiry.vendorItemId = [items];
  for (const reply of inquiry.replies as JsonObject[]) {
    // Number(null) is 0, the production records' "no parent".
    if (form.parentAnswerId === 'number') reply.parentAnswerId = Number(reply.parentAnswerId);
    if (reply.answerType === 'vendor') reply.partnerTransferStatus = form.sellerTransferStatus;
  }
}

/** FNV-1a: a seed for the answer's draw, the same on every machine. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}
