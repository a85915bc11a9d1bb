// Turns what undici and the socket layer throw into a TransportError: no complete answer arrived,
// so the rule cannot be judged. Only errors recognised by their code are translated; anything
// else is a fault of the harness and is left to propagate with its stack.

import { AttemptDeadlineError, bodyBytesOf, type DeadlinePhase } from './attempt-deadline.js';
import { MAX_RETRY_AFTER_WAIT_MS, RetryAfterTooLongError } from './retry-on-429.js';
import { isHttp2Frame, tlsReason, type TlsContext } from './tls-failures.js';
import { errors } from './undici-parts.js';
import { TransportError, type RecordedRequest, type TransportErrorCode } from './types.js';

export interface FailedRequestContext {
  /** Already redacted: it goes into the message and into the error. */
  request: RecordedRequest;
  timeoutMs: number;
  maxBodyBytes: number;
  maxRetriesOn429: number;
  /** What the client offered in TLS: a TLS failure names the option the user did not give. */
  tls?: TlsContext;
}

const RESET_CODES = new Set(['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'UND_ERR_SOCKET']);
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'EAI_NODATA']);
const UNREACHABLE_CODES = new Set(['ENETUNREACH', 'EHOSTUNREACH', 'ENETDOWN', 'EHOSTDOWN', 'EADDRNOTAVAIL']);
// Node's own TLS codes plus OpenSSL's certificate verdicts, which arrive as bare codes.
const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_SELF_SIGNED_CERT$|SELF_SIGNED_CERT_IN_CHAIN$|HOSTNAME_MISMATCH$|EPROTO$)/;

/** The TransportError for `error`, or undefined when `error` is not a known transport failure. */
export function toTransportError(error: unknown, context: FailedRequestContext): TransportError | undefined {
  const verdict = classify(error, context);
  return verdict === undefined ? undefined : transportError(verdict, context, error);
}

function transportError(verdict: Verdict, context: FailedRequestContext, cause: unknown): TransportError {
  const { method, url } = context.request;
  // One line, whatever the socket layer put in its message.
  const message = `${method} ${url}: ${verdict.reason}`.replace(/\s*[\r\n]+\s*/g, ' ');
  return new TransportError(verdict.code, message, context.request, cause === undefined ? undefined : { cause });
}

interface Verdict {
  code: TransportErrorCode;
  reason: string;
}

function classify(error: unknown, context: FailedRequestContext): Verdict | undefined {
  if (error instanceof AttemptDeadlineError) return timeoutVerdict(error.phase, context.timeoutMs);
  if (error instanceof RetryAfterTooLongError) {
    return {
      code: 'retry-later',
      reason:
        `blocked: the target asks to retry after ${waitText(error.waitMs)} (Retry-After), ` +
        `longer than the ${MAX_RETRY_AFTER_WAIT_MS / 1000} s a run waits; try again later`,
    };
  }
  if (!(error instanceof Error)) return undefined;
  // Its code is often missing, although undici's types promise one.
  if (error instanceof errors.HTTPParserError) {
    if (isHttp2Frame((error as { data?: unknown }).data))
      return {
        code: 'network',
        reason: 'the server speaks only HTTP/2 (it answered with HTTP/2 frames, h2c); the harness speaks HTTP/1.1',
      };
    return { code: 'network', reason: `the response is not valid HTTP (${error.message})` };
  }

  const code = errorCode(error);
  const detail = error.message;
  switch (code) {
    case undefined:
      return undefined;
    case 'UND_ERR_CONNECT_TIMEOUT':
      return timeoutVerdict('connect', context.timeoutMs);
    case 'UND_ERR_HEADERS_TIMEOUT':
      return timeoutVerdict('headers', context.timeoutMs);
    case 'UND_ERR_BODY_TIMEOUT':
      return timeoutVerdict('body', context.timeoutMs);
    case 'ETIMEDOUT':
      return { code: 'timeout', reason: 'the connection timed out' };
    case 'UND_ERR_RES_EXCEEDED_MAX_SIZE':
      return bodyTooLarge(context.maxBodyBytes);
    case 'ECONNREFUSED':
      return { code: 'refused', reason: 'connection refused' };
    case 'UND_ERR_REQ_RETRY':
      return error instanceof errors.RequestRetryError && error.statusCode === 429 ? blockedVerdict(context.maxRetriesOn429) : undefined;
    case 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH': {
      const counted = bodyBytesOf(error);
      const detail =
        counted?.declared !== undefined
          ? ` (it declares ${counted.declared} bytes; ${counted.received} came before the connection closed)`
          : '';
      return { code: 'network', reason: `the response body does not match its Content-Length${detail}` };
    }
    case 'UND_ERR_HEADERS_OVERFLOW':
      return { code: 'network', reason: 'the response headers are too large' };
  }
  if (RESET_CODES.has(code)) {
    // TLS 1.3 leaves a server that refuses a client certificate no alert to send before it closes.
    const refused = context.tls?.clientCertificate
      ? '; if the server checks client certificates, it may have refused the one of --client-cert'
      : '';
    return { code: 'reset', reason: `connection closed by the server (${detail})${refused}` };
  }
  if (DNS_CODES.has(code)) return { code: 'dns', reason: `host name not resolved (${code})` };
  if (TLS_CODE.test(code))
    return { code: 'tls', reason: tlsReason(code, error, context.tls ?? { privateCa: false, clientCertificate: false }) };
  if (UNREACHABLE_CODES.has(code)) return { code: 'network', reason: `host unreachable (${code})` };
  return undefined;
}

/** 3600000 -> "1 h", 90000 -> "90 s". */
function waitText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds >= 3600 && seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds >= 120 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

function timeoutVerdict(phase: DeadlinePhase, timeoutMs: number): Verdict {
  const reasons: Record<DeadlinePhase, string> = {
    connect: `could not connect within ${timeoutMs} ms`,
    headers: `no response headers within ${timeoutMs} ms`,
    body: `body not complete within ${timeoutMs} ms`,
  };
  return { code: 'timeout', reason: reasons[phase] };
}

function bodyTooLarge(maxBodyBytes: number, which = ''): Verdict {
  return { code: 'body-too-large', reason: `${which}response body exceeds ${formatBytes(maxBodyBytes)} cap` };
}

/** For a body refused before reading it (its declared Content-Length is over the cap), or once decoded. */
export function bodyTooLargeError(context: FailedRequestContext, which: 'decoded ' | '' = ''): TransportError {
  return transportError(bodyTooLarge(context.maxBodyBytes, which), context, undefined);
}

function blockedVerdict(retries: number): Verdict {
  const attempts = retries === 0 ? 'and retries on 429 are disabled' : `after ${retries} ${retries === 1 ? 'retry' : 'retries'}`;
  return {
    code: 'blocked',
    reason: `still 429 Too Many Requests ${attempts}; the target is rate-limiting us, retry later`,
  };
}

/** 67108864 -> "64 MiB", 1536 -> "1.5 KiB", 100 -> "100 B". */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${rounded} ${units[unit]}`;
}

// Node reports a failed multi-address connect as an AggregateError that may carry no code itself.
function errorCode(error: Error): string | undefined {
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  if (error instanceof AggregateError) {
    const first: unknown = error.errors[0];
    if (first instanceof Error) return errorCode(first);
  }
  return undefined;
}
