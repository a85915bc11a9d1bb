// Checks of error answers whose body shape the spec leaves open.
import type { Exchange } from '../../http/types.js';
import { validators } from '../../schemas/validators.js';
import { show, violationFromAjv } from '../describe.js';
import { parseBody } from '../response-checks.js';
import type { Violation } from '../types.js';

/** SHOULD: a JSON object with a string message (schemas/error-body.schema.json). */
export function errorBodyShape(exchange: Exchange): Violation[] {
  const body = parseBody(exchange);
  if (!body.ok) {
    return [{ instancePath: '', keyword: 'json', message: 'error body is not JSON', expected: 'a JSON object with a string message', actual: show(exchange.response.body) }];
  }
  if (validators.errorBody(body.value)) return [];
  return (validators.errorBody.errors ?? []).map((error) => violationFromAjv(error, body.value));
}

export function badRequestNamed(exchange: Exchange): Violation[] {
  if (/Bad Request|HTTP_400/.test(exchange.response.body)) return [];
  return [{ instancePath: '', keyword: 'message', message: 'the 400 body does not name the error', expected: 'Bad Request or HTTP_400 in the body', actual: show(exchange.response.body) }];
}
