// What of an exchange is kept for the HAR once it has been judged: every exchange of a run is carried
// to the main process and held until the reports are written, so a body is kept up to a bound, not
// whole (a run against a 17 MiB category tree would otherwise hold every copy of it).
import type { Exchange } from '../http/index.js';

/** Characters of a response body kept per exchange; bodyBytes still tells the full size. */
const MAX_RECORDED_BODY_CHARS = 1 << 20;

export function forTheRecord(exchange: Exchange): Exchange {
  const { body } = exchange.response;
  if (body.length <= MAX_RECORDED_BODY_CHARS) return exchange;
  return { ...exchange, response: { ...exchange.response, body: body.slice(0, MAX_RECORDED_BODY_CHARS), bodyTruncated: true } };
}
