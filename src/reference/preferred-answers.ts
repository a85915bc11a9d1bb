// The answers a client asks for with `Prefer` (prefer.ts), each in the real service's form for any id:
// the documented 400 and 404 of the operation, the gateway's 401, 403 and 429, and the 5xx a client meets
// (shared/spec/real-world-notes.md). The operations' own errors come from `respond`, or the documented wordings
// it answers with, so they say what the reference says.

import { COUPON, INQUIRY, pathFor, V4_INQUIRY_PATH } from '../operations.js';
import { AUTH_MESSAGES, gatewayRefusal } from './auth.js';
import type { ReplacingAnswer } from './prefer.js';
import { DOCUMENTED_WORDINGS } from '../documented-wordings.js';
import { documentedAnswer, JSON_CONTENT_TYPE, parseId, respond } from './responses.js';
import { decodeSegment, matchRoute } from './routes.js';
import type { Dataset, ReferenceRequest, ReferenceResponse } from './types.js';

/** The gateway's answer to a caller past its allowance: no body is documented, so it says only that. */
const TOO_MANY_REQUESTS = { code: 'ERROR', message: 'Too Many Requests' };
/** The gateway's own 502 and 504: their bodies are not published, so they say only that, in the gateway's form. */
const BAD_GATEWAY = { code: 'ERROR', message: 'Bad Gateway' };
const GATEWAY_TIMEOUT = { code: 'ERROR', message: 'Gateway Timeout' };
/** The gateway's answer to an address that is not allow-listed. */
const NOT_ALLOWED_IP = { code: 'ERROR', message: '[FORBIDDEN] Not allowed IP' };

/** The gateway's 504: the implementation did not answer within its timeout. */
export function gatewayTimeout(): ReferenceResponse {
  return json(504, GATEWAY_TIMEOUT);
}

/** The answer of an implementation that failed: the reference's own, for an exception. */
export function internalError(): ReferenceResponse {
  return json(500, { code: 500, message: 'Internal Server Error' });
}

/**
 * The 404 of the v4 inquiry path, which the English documentation and public clients use: it names the v5
 * path served, where the usual "Not Found" would read to a client as "inquiry not found".
 */
export function v4InquiryAnswer(path: string): ReferenceResponse | undefined {
  if (!V4_INQUIRY_PATH.test(path)) return undefined;
  return json(404, { code: 404, message: `Not Found: this is the v4 inquiry path; the v5 path is ${INQUIRY.path}{inquiryId}` });
}

/** A request of the v4 inquiry path as the v5 one of the same inquiry id (`serve --v4`); any other request as it is. */
export function asV5Inquiry(request: ReferenceRequest): ReferenceRequest {
  if (!V4_INQUIRY_PATH.test(request.path)) return request;
  return { ...request, path: INQUIRY.path + request.path.slice(request.path.lastIndexOf('/') + 1) };
}

/** The answer asked for, or why it cannot be given to this request. */
export function preferredAnswer(
  dataset: Dataset,
  asSent: ReferenceRequest,
  vendorId: string,
  answer: ReplacingAnswer,
): ReferenceResponse | { problem: string } {
  // The answer asked for whatever the method: code=404 is the operation's 404, not the 405 of a POST.
  const request = { ...asSent, method: 'GET' };
  if ('named' in answer) {
    switch (answer.named) {
      case 'foreign-vendor':
        return foreignInquiry(dataset, request, vendorId);
      case 'expired-signature':
        return gatewayRefusal(AUTH_MESSAGES.expired);
      case 'access-denied':
        return page(403, 'Access Denied', `You don't have permission to access "${request.path}" on this server.`);
      case 'retry-after':
        return json(429, TOO_MANY_REQUESTS, { 'Retry-After': '1' });
    }
  }
  switch (answer.code) {
    case 400:
      return badRequest(request);
    case 401:
      return gatewayRefusal(AUTH_MESSAGES.signature);
    case 403:
      return json(403, NOT_ALLOWED_IP);
    case 404:
      return notFound(dataset, request, vendorId);
    case 429:
      return json(429, TOO_MANY_REQUESTS);
    case 500:
      return internalError();
    case 502:
      return json(502, BAD_GATEWAY);
    case 504:
      return gatewayTimeout();
    case 503:
      return page(503, 'Service Unavailable', 'The server is temporarily unable to service your request. Please try again later.');
  }
}

/** The operation's 404 for the id asked: what the reference answers when it has no such resource. */
function notFound(dataset: Dataset, request: ReferenceRequest, vendorId: string): ReferenceResponse {
  const route = matchRoute(request.path);
  if (!route) return respond(dataset, request, vendorId);
  if (route.operation === 'categories') return json(404, { code: 'ERROR', message: 'Not Found' });
  const spec = route.operation === 'coupon' ? COUPON : INQUIRY;
  // A malformed id has no 404 of its own: the coupon fixture's number stands in for it, in the coupon's masked
  // message (the inquiry's names no id).
  const id = parseId(decodeSegment(route.rawId)) ?? dataset.fixtures.couponId;
  const empty: Dataset = { ...dataset, coupons: {}, inquiries: {} };
  return respond(empty, { ...request, path: pathFor(spec, id) }, vendorId);
}

/** The operation's 400 for the id asked, as if it were malformed. */
function badRequest(request: ReferenceRequest): ReferenceResponse {
  const route = matchRoute(request.path);
  if (!route) return json(400, { code: 400, message: 'Bad Request' });
  if (route.operation === 'categories') return json(400, { code: 'ERROR', message: 'Bad Request' });
  // The coupon's 400 names no id; the inquiry's names the value sent, well-formed or not.
  if (route.operation === 'coupon') return documentedAnswer(DOCUMENTED_WORDINGS.couponBadRequest);
  return documentedAnswer(DOCUMENTED_WORDINGS.inquiryInvalidFormat, decodeSegment(route.rawId));
}

function foreignInquiry(dataset: Dataset, request: ReferenceRequest, vendorId: string): ReferenceResponse | { problem: string } {
  if (matchRoute(request.path)?.operation !== 'inquiry')
    return { problem: 'answer=foreign-vendor is an answer of the inquiry operation only' };
  const { inquiryId, foreignInquiryId } = dataset.fixtures;
  const othersInquiry = vendorId === dataset.defaultVendorId ? foreignInquiryId : inquiryId;
  return respond(dataset, { ...request, path: pathFor(INQUIRY, othersInquiry) }, vendorId);
}

function json(status: number, value: unknown, extraHeaders: Record<string, string> = {}): ReferenceResponse {
  return { status, headers: { 'Content-Type': JSON_CONTENT_TYPE, ...extraHeaders }, body: JSON.stringify(value) };
}

/** An HTML page, as an edge server or a load balancer answers before any JSON service sees the request. */
function page(status: number, title: string, text: string): ReferenceResponse {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=iso-8859-1' },
    body: `<HTML><HEAD>\n<TITLE>${title}</TITLE>\n</HEAD><BODY>\n<H1>${title}</H1>\n${escaped}<P>\n</BODY>\n</HTML>\n`,
  };
}
