// Which kind of answer a request got from the reference: a fault changes one kind only, so that
// everything else a server with the fault sends is still conforming.
import { CATEGORIES, COUPON, INQUIRY, type SuiteName } from '../operations.js';
import type { ReferenceRequest, ReferenceResponse } from '../reference/types.js';
import { numberReadIn } from '../id-readings.js';

/** A kind of answer, as a fault names it; the operation is the one of the rule the fault breaks. */
export type AnswerScope = 'found' | 'not-found' | 'malformed' | 'edge' | 'write' | 'foreign';

/** A kind of answer of one operation (the category list has only found and write answers). */
export type Scope = `${SuiteName}-${AnswerScope}`;

/** The id segment, decoded (or raw when it cannot be decoded). */
export function idOf(request: ReferenceRequest, prefix: string): string {
  const raw = request.path.slice(prefix.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** An edge form names a number without being a canonical id (decision D10: sign, zeros, spaces, overflow, other scripts). */
const namesAnInteger = (id: string) => numberReadIn(id) !== null;

function messageOf(answer: ReferenceResponse): string {
  try {
    return String((JSON.parse(answer.body) as { message?: unknown }).message ?? '');
  } catch {
    return '';
  }
}

function byStatus(base: 'coupon' | 'inquiry', request: ReferenceRequest, answer: ReferenceResponse, prefix: string): Scope {
  if (request.method !== 'GET') return `${base}-write`;
  if (answer.status === 200) return `${base}-found`;
  if (answer.status === 400) return namesAnInteger(idOf(request, prefix)) ? `${base}-edge` : `${base}-malformed`;
  if (base === 'inquiry' && messageOf(answer).startsWith('Vendor id')) return 'inquiry-foreign';
  return `${base}-not-found`;
}

export function scopeOf(request: ReferenceRequest, answer: ReferenceResponse): Scope | undefined {
  if (request.path === CATEGORIES.path) return request.method === 'GET' ? 'categories-found' : 'categories-write';
  if (request.path.startsWith(COUPON.path)) return byStatus('coupon', request, answer, COUPON.path);
  if (request.path.startsWith(INQUIRY.path)) return byStatus('inquiry', request, answer, INQUIRY.path);
  return undefined;
}
