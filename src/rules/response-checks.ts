// Checks of a whole response that every operation shares. Each returns violations, never throws.
import type { Exchange } from '../http/types.js';
import { show } from './describe.js';
import type { Violation } from './types.js';

const statusLine = (exchange: Exchange) => `${exchange.response.status}`;

export function expectStatus(exchange: Exchange, expected: number): Violation[] {
  if (exchange.response.status === expected) return [];
  return [{ instancePath: '', keyword: 'status', message: 'unexpected HTTP status', expected: `${expected}`, actual: statusLine(exchange) }];
}

export function expectNoServerError(exchange: Exchange): Violation[] {
  if (exchange.response.status < 500) return [];
  return [{ instancePath: '', keyword: 'status', message: 'server error', expected: 'a status below 500', actual: statusLine(exchange) }];
}

export function expectNotSuccessful(exchange: Exchange): Violation[] {
  const { status } = exchange.response;
  if (status < 200 || status > 299) return [];
  return [{ instancePath: '', keyword: 'status', message: `${exchange.request.method} succeeded on a read-only resource`, expected: 'a status outside 2xx (e.g. 405)', actual: `${status}` }];
}

/** application/json, parameters such as charset allowed, case-insensitive. */
export function expectJsonContentType(exchange: Exchange): Violation[] {
  const contentType = exchange.response.headers['content-type'];
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return [];
  return [{ instancePath: '', keyword: 'content-type', message: 'wrong content type', expected: 'application/json', actual: contentType === undefined ? 'no Content-Type header' : show(contentType) }];
}

export type ParsedBody = { ok: true; value: unknown } | { ok: false; error: string };

const parsed = new WeakMap<Exchange, ParsedBody>();

/** The body as JSON, parsed once per exchange however many rules read it. */
export function parseBody(exchange: Exchange): ParsedBody {
  let result = parsed.get(exchange);
  if (!result) {
    try {
      result = { ok: true, value: JSON.parse(exchange.response.body) as unknown };
    } catch (error) {
      result = { ok: false, error: (error as Error).message };
    }
    parsed.set(exchange, result);
  }
  return result;
}

export function expectJsonBody(exchange: Exchange): Violation[] {
  const body = parseBody(exchange);
  if (body.ok) return [];
  const { body: text } = exchange.response;
  return [{ instancePath: '', keyword: 'json', message: `body is not valid JSON: ${body.error}`, expected: 'a JSON document', actual: text === '' ? 'an empty body' : show(text) }];
}

/**
 * The texts where a documented error message may appear: the JSON `message` field; for JSON without
 * one, its top-level string values; for a body that is not JSON, the whole text.
 */
export function errorMessageTexts(exchange: Exchange): string[] {
  const body = parseBody(exchange);
  if (!body.ok) return [exchange.response.body.trim()];
  if (body.value === null || typeof body.value !== 'object') return [String(body.value)];
  const fields = body.value as Record<string, unknown>;
  if (typeof fields['message'] === 'string') return [fields['message']];
  return Object.values(fields).filter((value): value is string => typeof value === 'string');
}

/** The candidates joined, for evidence. */
export const errorMessageText = (exchange: Exchange) => errorMessageTexts(exchange).join(' | ');

export function expectMessage(exchange: Exchange, pattern: RegExp, description: string): Violation[] {
  if (errorMessageTexts(exchange).some((text) => pattern.test(text))) return [];
  return [{ instancePath: '/message', keyword: 'message', message: 'documented error message missing', expected: description, actual: show(errorMessageText(exchange)) }];
}
