// Checks that compare the id of a request with the id in its answer, exactly: ids can exceed 2^53 in
// edge forms (decisions D8 and D10).
import { MAX_ID } from '../../id-range.js';
import { numberReadIn } from '../../id-readings.js';
import { isObject } from '../json-values.js';
import { show, showBodyWithoutFields, showOfAnotherType, valueAt } from '../describe.js';
import type { Placed } from '../reads.js';
import { exactInteger, writtenNumberAt } from '../written-numbers.js';
import type { DocumentSubject, RequestSubject } from '../subjects.js';
import { violation, type Violation } from '../violation.js';
import { parseBody } from './json-body.js';
import { expectNoServerError } from './status.js';

/** The integer a number of the body names, by the exact decimal value the body wrote there; null when it names a fraction. */
function exactIntegerOf({ at, value }: Placed<number>, rawBody: string): bigint | null {
  // Not in the written forms: the body wrote the number as JavaScript prints it (1493120684471291600),
  // which is not the double's own exact value (...648), so the digits are read from the printed form.
  return exactInteger(writtenNumberAt(rawBody, at) ?? String(value));
}

/** The integer at a JSON Pointer of a parsed body, by the exact decimal value the body wrote there; null when it is not a whole number. */
export function integerAt(document: unknown, pointer: string, rawBody: string): bigint | null {
  const value = valueAt(document, pointer);
  return typeof value === 'number' ? exactIntegerOf({ at: pointer, value }, rawBody) : null;
}

/** A number of the body for a report: as the body wrote it. */
const asWritten = (value: unknown, pointer: string, rawBody: string) => writtenNumberAt(rawBody, pointer) ?? show(value);

/**
 * The id in the body equals the id requested (D8). An id of the wrong type is the fields rule's business:
 * the rule reads only a number (for the coupon, a whole number, as the schema types couponId; an inquiryId
 * the spec types as a number, and a fraction there is simply another id).
 */
export function idEchoed(id: Placed<number>, { requestedId, body }: Pick<DocumentSubject, 'requestedId' | 'body'>): Violation[] {
  const got = exactIntegerOf(id, body);
  if (got !== null && got === numberReadIn(requestedId)) return [];
  return [
    violation('id-echo', {
      at: id.at,
      message: 'the body is about another id than the one requested',
      expected: requestedId,
      actual: asWritten(id.value, id.at, body),
    }),
  ];
}

/** What a 200 answered where the id is due: the id as written, or why there is none (never the whole body quoted as an id). */
function idAnswered(raw: string, body: ReturnType<typeof parseBody>, idPointer: string): string {
  if (!body.ok || !isObject(body.value)) return showBodyWithoutFields(raw, body);
  const value = valueAt(body.value, idPointer);
  if (value === undefined) return `no ${idPointer} in the body`;
  return typeof value === 'number' ? `id ${asWritten(value, idPointer, raw)}` : `id ${showOfAnotherType(value, 'a number')}`;
}

/** MUST (D10): an edge form of an id never gets a 5xx, nor a 200 for another resource. */
export function edgeIdSafe({ exchange, requestedId }: RequestSubject, idPointer: string): Violation[] {
  // A 5xx is never a 200: any status but 200 is judged for a server error alone.
  if (exchange.response.status !== 200) return expectNoServerError(exchange);
  const body = parseBody(exchange);
  const id = body.ok ? integerAt(body.value, idPointer, exchange.response.body) : null;
  const named = numberReadIn(requestedId);
  // A number outside 1..2^63-1 is no id (D17): no 200 can be about the resource it names.
  const anId = named !== null && named >= 1n && named <= MAX_ID;
  if (anId && id === named) return [];
  return [
    violation('edge-id', {
      at: idPointer,
      message: `200 for the edge form ${show(requestedId)} of an id`,
      expected: anId ? `400 or 404, or the resource whose id is ${named}` : `400 or 404 (${named ?? 'the path'} names no id)`,
      actual: `200 with ${idAnswered(exchange.response.body, body, idPointer)}`,
    }),
  ];
}

/**
 * SHOULD 400 or 404 (D10, revised 2026-11-25): any edge form may also answer 200 with the resource of the
 * number it names (edgeIdSafe, a gate before this check, has seen that the 200 is about that number).
 */
export function edgeIdAnswered({ exchange }: RequestSubject): Violation[] {
  const { status } = exchange.response;
  if (status === 400 || status === 404 || status === 200) return [];
  return [
    violation('status', {
      message: 'edge form of an id answered with another status',
      expected: '400 or 404 (or 200 with the resource of the number it names)',
      actual: `${status}`,
    }),
  ];
}
