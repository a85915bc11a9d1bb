// Checks that compare the id of a request with the id in its answer, exactly: ids can exceed 2^53 in
// edge forms (decisions D8 and D10).
import { MAX_ID } from '../../id-range.js';
import { numberReadIn } from '../../id-readings.js';
import { show, valueAt } from '../describe.js';
import { exactInteger, writtenNumberAt } from '../written-numbers.js';
import type { Violation } from '../rule.js';
import type { DocumentSubject, RequestSubject } from '../subjects.js';
import { parseBody } from './json-body.js';
import { expectNoServerError } from './status.js';

/** The integer at a JSON Pointer of a parsed body, by the exact decimal value the body wrote there; null when it is not a whole number. */
export function integerAt(document: unknown, pointer: string, rawBody: string): bigint | null {
  const value = valueAt(document, pointer);
  if (typeof value !== 'number') return null;
  // Not in the written forms: the body wrote the number as JavaScript prints it (1493120684471291600),
  // which is not the double's own exact value (...648), so the digits are read from the printed form.
  return exactInteger(writtenNumberAt(rawBody, pointer) ?? String(value));
}

/** A number of the body for a report: as the body wrote it. */
const asWritten = (value: unknown, pointer: string, rawBody: string) => writtenNumberAt(rawBody, pointer) ?? show(value);

/**
 * The id in the body equals the id requested (D8). An id of the wrong type is the fields rule's
 * business: a string always, and a fraction where the schema types the id as an integer (couponId, but
 * not inquiryId, which the spec types as a number: there a fraction is simply another id).
 */
export function idEchoed({ document, requestedId, body }: DocumentSubject, pointer: string, typed: 'integer' | 'number'): Violation[] {
  const value = valueAt(document, pointer);
  if (typeof value !== 'number' || (typed === 'integer' && !Number.isInteger(value))) return [];
  const got = integerAt(document, pointer, body);
  if (got !== null && got === numberReadIn(requestedId)) return [];
  const shown = asWritten(value, pointer, body);
  return [
    {
      instancePath: pointer,
      keyword: 'id-echo',
      message: 'the body is about another id than the one requested',
      expected: requestedId,
      actual: shown,
    },
  ];
}

/** MUST (D10): an edge form of an id never gets a 5xx, nor a 200 for another resource. */
export function edgeIdSafe({ exchange, requestedId }: RequestSubject, idPointer: string): Violation[] {
  const serverError = expectNoServerError(exchange);
  if (serverError.length > 0 || exchange.response.status !== 200) return serverError;
  const body = parseBody(exchange);
  const id = body.ok ? integerAt(body.value, idPointer, exchange.response.body) : null;
  const named = numberReadIn(requestedId);
  // A number outside 1..2^63-1 is no id (D17): no 200 can be about the resource it names.
  const anId = named !== null && named >= 1n && named <= MAX_ID;
  if (anId && id === named) return [];
  return [
    {
      instancePath: idPointer,
      keyword: 'edge-id',
      message: `200 for the edge form ${show(requestedId)} of an id`,
      expected: anId ? `400 or 404, or the resource whose id is ${named}` : `400 or 404 (${named ?? 'the path'} names no id)`,
      actual: `200 with id ${body.ok ? asWritten(valueAt(body.value, idPointer), idPointer, exchange.response.body) : show(exchange.response.body)}`,
    },
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
    {
      instancePath: '',
      keyword: 'status',
      message: 'edge form of an id answered with another status',
      expected: '400 or 404 (or 200 with the resource of the number it names)',
      actual: `${status}`,
    },
  ];
}
