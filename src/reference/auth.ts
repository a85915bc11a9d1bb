// The reference's side of the marketplace gateway's HMAC scheme (docs/robustness.md,
// "Authentication"): when keys are configured, every request must carry
//   Authorization: CEA algorithm=HmacSHA256, access-key=K, signed-date=yyMMdd'T'HHmmss'Z', signature=S
// with S the lowercase hex HMAC-SHA256 of signed-date + METHOD + path + query (without "?").
// Written from the notes, not from the harness's signer (src/http/hmac.ts), so that a mistake in
// one cannot hide in the other: the end-to-end tests make them agree.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { JSON_CONTENT_TYPE } from './responses.js';
import type { ReferenceKey, ReferenceResponse } from './types.js';

/** How far a signed-date may be from the server's clock. */
export const SIGNATURE_MAX_SKEW_MS = 5 * 60 * 1000;

export const AUTH_MESSAGES = {
  format: 'HMAC format is invalid.',
  signature: 'Invalid signature.',
  expired: 'Specified signature is expired.',
} as const;

export type Authentication = { vendorId: string } | { refusal: ReferenceResponse };

interface AuthRequest {
  method: string;
  /** The request-target as received: path and query, percent-encoding intact. */
  target: string;
  authorization: string | undefined;
}

/**
 * Who is calling: the vendor of a valid signature's access key (`defaultVendorId` for a key
 * that names none), or the gateway's 401 refusal.
 */
export function authenticate(keys: readonly ReferenceKey[], request: AuthRequest, nowMs: number, defaultVendorId: string): Authentication {
  const parsed = parseAuthorization(request.authorization);
  if (!parsed) return { refusal: gatewayRefusal(AUTH_MESSAGES.format) };
  const key = keys.find((k) => k.accessKey === parsed.accessKey);
  // An absolute form loses its scheme and authority, which ends at the path's / or the query's ?.
  const pathAndQuery = request.target.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/?]*/, '');
  const mark = pathAndQuery.indexOf('?');
  const message =
    parsed.signedDate + request.method + (mark < 0 ? pathAndQuery : pathAndQuery.slice(0, mark) + pathAndQuery.slice(mark + 1));
  // A SHA-256 in hex and every signature parseAuthorization admits are 64 digits: timingSafeEqual's lengths agree.
  if (
    !key ||
    !timingSafeEqual(Buffer.from(createHmac('sha256', key.secretKey).update(message, 'utf8').digest('hex')), Buffer.from(parsed.signature))
  ) {
    return { refusal: gatewayRefusal(AUTH_MESSAGES.signature) };
  }
  const skew = nowMs - parsed.signedAt;
  if (Math.abs(skew) > SIGNATURE_MAX_SKEW_MS) return { refusal: gatewayRefusal(AUTH_MESSAGES.expired, localTimeHint(skew)) };
  return { vendorId: key.vendorId ?? defaultVendorId };
}

interface ParsedAuthorization {
  accessKey: string;
  signedDate: string;
  signedAt: number;
  signature: string;
}

function parseAuthorization(value: string | undefined): ParsedAuthorization | undefined {
  // Stryker disable next-line StringLiteral: equivalent, the pattern refuses Stryker's text for a missing header as it does ''
  const match = /^CEA\s+(.*)$/.exec(value?.trim() ?? '');
  if (!match) return undefined;
  const fields = new Map<string, string>();
  for (const part of match[1]!.split(',')) {
    const equals = part.indexOf('=');
    if (equals < 0) return undefined;
    fields.set(part.slice(0, equals).trim(), part.slice(equals + 1).trim());
  }
  const accessKey = fields.get('access-key');
  const signedDate = fields.get('signed-date');
  const signature = fields.get('signature');
  if (fields.get('algorithm') !== 'HmacSHA256' || !accessKey || !signedDate || !signature) return undefined;
  const signedAt = parseSignedDate(signedDate);
  if (signedAt === undefined || !/^[0-9a-f]{64}$/.test(signature)) return undefined;
  return { accessKey, signedDate, signedAt, signature };
}

/** yyMMdd'T'HHmmss'Z' (UTC, 20yy) to epoch ms; undefined unless it names a real time. */
function parseSignedDate(text: string): number | undefined {
  const m = /^(\d\d)(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const at = Date.UTC(2000 + year, month - 1, day, hour, minute, second);
  const date = new Date(at);
  // Date.UTC carries a field off its range into the next one up (second 60 is the next minute, hour 24 the next
  // day, November 31 is December 1, month 13 next January). A real time keeps its month, hour and second: each of
  // them moves when its own field is off, and the month and the hour also when the day or the minute below is.
  const real = date.getUTCMonth() === month - 1 && date.getUTCHours() === hour && date.getUTCSeconds() === second;
  return real ? at : undefined;
}

/** The gateway's 401, before the implementation sees the request; a hint of the mock's own after the message. */
export function gatewayRefusal(message: string, hint?: string): ReferenceResponse {
  // JSON.stringify leaves out a hint that is undefined.
  const body = { code: 'ERROR', message, hint };
  return { status: 401, headers: { 'Content-Type': JSON_CONTENT_TYPE }, body: JSON.stringify(body) };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * A signature off by a whole number of hours (within the allowed skew) is a client that signs its local
 * time as UTC, a bug seen in a public client: the hint names the offset. Zones are -12:00 to +14:00.
 */
function localTimeHint(skewMs: number): string | undefined {
  const hours = Math.round(-skewMs / HOUR_MS);
  // At 0 h (a skew under half an hour) the skew is left whole, past the allowed one (the only skews asked about).
  if (hours < -12 || hours > 14 || Math.abs(skewMs + hours * HOUR_MS) > SIGNATURE_MAX_SKEW_MS) return undefined;
  // A whole number of hours and not 0: at least one ahead, or behind.
  const ahead = hours >= 1;
  const zone = `UTC${ahead ? '+' : '-'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
  return (
    `signed-date is ${Math.abs(hours)} h ${ahead ? 'ahead of' : 'behind'} the server's UTC clock: ` +
    `is the local time of ${zone} signed as UTC? signed-date must be the UTC time (yyMMdd'T'HHmmss'Z')`
  );
}
