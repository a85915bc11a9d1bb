// Edge forms of an id (Decision 10): never a 5xx, never another resource; ideally 400 or 404.
import { show, valueAt } from '../describe.js';
import { expectNoServerError, parseBody } from '../response-checks.js';
import type { RequestSubject } from '../subjects.js';
import type { Violation } from '../types.js';
import { integerAt, integerNamedBy } from './ids.js';

export function edgeIdSafe({ exchange, requestedId }: RequestSubject, idPointer: string): Violation[] {
  const serverError = expectNoServerError(exchange);
  if (serverError.length > 0 || exchange.response.status !== 200) return serverError;
  const body = parseBody(exchange);
  const id = body.ok ? integerAt(body.value, idPointer, exchange.response.body) : null;
  const named = integerNamedBy(requestedId);
  if (named !== null && id === named) return [];
  return [{ instancePath: idPointer, keyword: 'edge-id', message: `200 for the edge form ${show(requestedId)} of an id`, expected: `400 or 404, or the resource whose id is ${named ?? 'named by the path'}`, actual: `200 with id ${id ?? show(body.ok ? valueAt(body.value, idPointer) : exchange.response.body)}` }];
}

export function edgeIdAnswered({ exchange }: RequestSubject): Violation[] {
  const { status } = exchange.response;
  if (status === 400 || status === 404) return [];
  return [{ instancePath: '', keyword: 'status', message: 'edge form of an id not refused', expected: '400 or 404', actual: `${status}` }];
}
