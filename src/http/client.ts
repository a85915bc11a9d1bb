// The one HTTP client of the harness: undici does connections, timeouts, the body cap and the
// retry on 429; this file adds politeness (rate limit, gateway warnings, stopping when blocked),
// same-origin redirects, request signing, recording and redaction, and turns every way of
// getting no complete answer into a TransportError.

import { rootCertificates } from 'node:tls';
import type { Dispatcher } from 'undici';
import { attemptDeadline } from './attempt-deadline.js';
import { parseBaseUrl } from './base-url.js';
import { BLOCKED_MESSAGE, createCircuitBreaker } from './circuit-breaker.js';
import { connectorWithoutInterimAnswers, HTTP_VERSION_HEADER } from './interim-answers.js';
import { hmacSigning } from './hmac.js';
import { TlsAlerts } from './tls-alerts.js';
import { createPacer } from './pacer.js';
import { MAX_REDIRECTS, sameOriginRedirect, type Hop } from './redirects.js';
import { ALWAYS_REDACTED_HEADERS, redactHeaders, redactText, type RedactionRules } from './redact.js';
import { recordResponse } from './recorded-response.js';
import { budgetSpentMessage, createRequestBudget, INTERRUPTED_MESSAGE } from './request-budget.js';
import { retryErrorsWithoutStacks } from './retry-errors-without-stacks.js';
import { retryOnlyTooManyRequests, type RetryTurn } from './retry-on-429.js';
import { bodyTooLargeError, toTransportError, type FailedRequestContext } from './transport-errors.js';
import {
  REDACTED,
  TransportError,
  type Exchange,
  type HttpClient,
  type HttpClientOptions,
  type RecordedRedirect,
  type RecordedRequest,
  type SendOptions,
  type SendTally,
  type TransportErrorCode,
} from './types.js';
import { Agent, retryInterceptor } from './undici-parts.js';
import { userAgent } from './user-agent.js';

/** A 3xx body that is thrown away is read no further than this. */
const REDIRECT_BODY_LIMIT = 64 * 1024;

/** No complete answer of these kinds means the operation has stopped answering: its other requests are not sent. */
const STOPS_THE_OPERATION: ReadonlySet<TransportErrorCode> = new Set([
  'timeout',
  'reset',
  'network',
  'refused',
  'dns',
  'tls',
  'retry-later',
]);

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { origin, basePath } = splitBaseUrl(options.baseUrl);
  const tlsAlerts = new TlsAlerts();
  const agent = new Agent({
    connect: tlsAlerts.noting(connectorWithoutInterimAnswers({ timeout: options.timeoutMs, ...tlsOptions(options.tls) })),
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    maxResponseSize: options.maxBodyBytes,
  });
  const pacer = createPacer(options.ratePerSecond, options.clock);
  const budget = createRequestBudget(options.maxRequests);
  /** Set by interrupt(): nothing more goes on the wire; the answers to what is already there are still read. */
  let interrupted = false;
  /** Resolves on interrupt(): a request waiting for its turn (up to 2 s at the slowest rate) stops waiting. */
  let interruption!: () => void;
  const interrupting = new Promise<void>((resolve) => (interruption = resolve));
  // Every attempt (first try, retry, redirect hop) needs room in the budget, then its turn; an interrupt
  // while it waits leaves it unsent, and uncounted: the count is what the target received.
  // Each attempt is counted to its send's tally too, which a 429's retry finds in the options it is dispatched with.
  const turn: RetryTurn = {
    observe: (headers) => pacer.observe(headers),
    take: async (dispatched) => {
      if (interrupted || !budget.take()) return false;
      const sent = budget.sent;
      await Promise.race([pacer.take(), interrupting]);
      if (interrupted) budget.giveBack();
      else tallied(tallyOf(dispatched), sent);
      return !interrupted;
    },
  };
  /** Why a turn was refused: the interrupt, or the spent budget. */
  const refusedTurn = (request: RecordedRequest, sent: boolean) =>
    interrupted
      ? new TransportError('interrupted', INTERRUPTED_MESSAGE, request, { sent })
      : new TransportError('budget', budgetSpentMessage(options.maxRequests), request, { sent });
  // compose() wraps in order, so the retry interceptor is outermost: each attempt gets its own
  // deadline and, when signing, its own fresh signature.
  const dispatcher = agent.compose([
    attemptDeadline(options.timeoutMs),
    ...(options.signing ? [hmacSigning(options.signing)] : []),
    retryErrorsWithoutStacks(),
    retryInterceptor({
      statusCodes: [429], // any other status, a 5xx included, must reach the judge as it is
      retry: retryOnlyTooManyRequests(options.maxRetriesOn429, turn),
    }),
  ]);
  const breaker = createCircuitBreaker();
  /** Operations that stopped answering, with the message of the request that showed it. */
  const stopped = new Map<string, string>();
  const headersToSend = headersFor(options);
  // The secret key is redacted whoever configured it: it must never reach a recording.
  const secrets = options.signing ? [...options.secrets, options.signing.secretKey] : options.secrets;
  // Configured header values are hidden by name, except an X-Requested-By that --vendor-id replaced.
  const configuredNames = Object.keys(options.headers).filter(
    (name) => options.vendorId === undefined || name.toLowerCase() !== 'x-requested-by',
  );
  const redaction: RedactionRules = { secretHeaderNames: configuredNames, secrets };
  // The signature is made per attempt, below the recording: the record only says one was sent.
  const recordedHeaders = redactHeaders(options.signing ? { ...headersToSend, authorization: REDACTED } : headersToSend, redaction);
  let closed = false;

  /** Sends `first` and follows same-origin redirects; each hop waits its turn like any request. */
  async function follow(
    first: Hop,
    request: RecordedRequest,
    tally: SendTally | undefined,
  ): Promise<{ answer: Dispatcher.ResponseData; redirects: RecordedRedirect[] }> {
    const redirects: RecordedRedirect[] = [];
    for (let hop = first; ;) {
      if (redirects.length > 0 && !(await turn.take({ tally }))) throw refusedTurn(request, true);
      // origin and path given apart, so undici sends the path exactly as the caller encoded it; the tally rides
      // along in the options, which undici's retry hands back with each 429.
      const options = { origin, path: hop.path, method: hop.method, headers: headersToSend, tally };
      const answer = await dispatcher.request(options as Dispatcher.RequestOptions);
      pacer.observe(answer.headers);
      const next =
        redirects.length < MAX_REDIRECTS
          ? sameOriginRedirect(hop, answer.statusCode, firstValue(answer.headers['location']), origin)
          : undefined;
      if (!next) return { answer, redirects };
      await answer.body.dump({ limit: REDIRECT_BODY_LIMIT });
      redirects.push({ status: answer.statusCode, location: redactText(origin + next.path, secrets) });
      hop = next;
    }
  }

  async function send({ method, path, operation, tally }: SendOptions): Promise<Exchange> {
    if (closed) throw new Error('HttpClient.send() called after close()');
    if (!path.startsWith('/')) throw new TypeError(`request path must start with "/", got ${JSON.stringify(path)}`);

    const request: RecordedRequest = {
      method,
      url: redactText(origin + basePath + path, secrets),
      headers: recordedHeaders,
    };
    // Nothing is sent to a target that has blocked us: it would only prolong the block.
    if (breaker.open) throw new TransportError('blocked', BLOCKED_MESSAGE, request, { sent: false });
    // Nor to an operation that has stopped answering: each request would cost a whole timeout.
    const stoppedBecause = operation === undefined ? undefined : stopped.get(operation);
    if (stoppedBecause !== undefined) throw new TransportError('stopped', stoppedBecause, request, { sent: false });
    const failure: FailedRequestContext = {
      request,
      timeoutMs: options.timeoutMs,
      maxBodyBytes: options.maxBodyBytes,
      maxRetriesOn429: options.maxRetriesOn429,
      tls: { privateCa: options.tls?.ca !== undefined, clientCertificate: options.tls?.cert !== undefined },
    };

    if (!(await turn.take({ tally }))) throw refusedTurn(request, false);
    const startedAt = new Date();
    const startedAtMs = performance.now();
    try {
      const { answer, redirects } = await follow({ method, path: basePath + path }, request, tally);
      if (hasBody(method, answer.statusCode) && declaredLength(answer.headers) > options.maxBodyBytes) {
        answer.body.destroy(); // no point downloading what will be refused
        throw bodyTooLargeError(failure);
      }
      const raw = await readWholeBody(answer.body);
      const { [HTTP_VERSION_HEADER]: httpVersion, ...answered } = answer.headers;
      const headers = joinRepeatedHeaders(answered);
      const response = await recordResponse(answer.statusCode, headers, raw, options.maxBodyBytes, secrets);
      if (response === 'too-large') throw bodyTooLargeError(failure, 'decoded ');
      if (typeof httpVersion === 'string') response.httpVersion = httpVersion;
      const repeated = repeatedHeaders(answered, secrets);
      if (repeated) response.repeatedHeaders = repeated;
      breaker.answered();
      return {
        request,
        response,
        startedAt: startedAt.toISOString(),
        // Sub-millisecond precision: loopback requests take less than a millisecond.
        durationMs: Math.round((performance.now() - startedAtMs) * 1000) / 1000,
        ...(redirects.length > 0 ? { redirects } : {}),
      };
    } catch (error) {
      if (error instanceof TransportError) throw error;
      const transportError = toTransportError(tlsAlerts.explain(error, startedAtMs), failure);
      if (transportError?.code === 'blocked' || transportError?.code === 'retry-later') breaker.blocked();
      if (transportError && operation !== undefined && STOPS_THE_OPERATION.has(transportError.code) && !stopped.has(operation)) {
        // One message for this request and every one not sent after it: one cause, one line in a summary.
        const message = `${transportError.message} (so the other requests of ${operation} were not sent)`;
        stopped.set(operation, message);
        throw new TransportError(transportError.code, message, request, { cause: error });
      }
      throw transportError ?? error;
    }
  }

  return {
    send,
    get requestsSent() {
      return budget.sent;
    },
    interrupt() {
      interrupted = true;
      interruption();
    },
    async close() {
      if (closed) return; // undici throws on a second close; callers may not know who closed first
      closed = true;
      await agent.close();
    },
    async destroy() {
      closed = true;
      if (agent.destroyed) return;
      await agent.destroy();
    },
  };
}

const tallyOf = (dispatched: object | undefined): SendTally | undefined => (dispatched as { tally?: SendTally } | undefined)?.tally;

/** Counts one attempt, the `sent`-th of the client, to its send; the first says how many went before it. */
function tallied(tally: SendTally | undefined, sent: number): void {
  if (!tally) return;
  tally.attempts += 1;
  tally.sentBefore ??= sent - 1;
}

/** A private CA is trusted besides Node's own CAs (`ca` alone would replace them); a client certificate goes with its key. */
function tlsOptions(tls: HttpClientOptions['tls']): { ca?: string[]; cert?: string; key?: string } {
  if (!tls) return {};
  return { ...(tls.ca ? { ca: [...rootCertificates, tls.ca] } : {}), ...(tls.cert ? { cert: tls.cert, key: tls.key } : {}) };
}

function splitBaseUrl(baseUrl: string): { origin: string; basePath: string } {
  const url = parseBaseUrl(baseUrl);
  if ('problem' in url) throw new TypeError(`baseUrl: ${url.problem}`);
  return url;
}

// The user's headers win over the defaults, whatever case they were written in; an explicit
// vendor id wins over a configured X-Requested-By.
function headersFor(options: HttpClientOptions): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': userAgent() };
  for (const [name, value] of Object.entries(options.headers)) headers[name.toLowerCase()] = value;
  if (options.vendorId !== undefined) headers['x-requested-by'] = options.vendorId;
  return headers;
}

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

type ResponseHeaders = Dispatcher.ResponseData['headers'];

function joinRepeatedHeaders(headers: ResponseHeaders): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) joined[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return joined;
}

/** Headers sent more than once, each value apart: a header that must be single (Content-Type) is judged on them. */
function repeatedHeaders(headers: ResponseHeaders, secrets: readonly string[]): Record<string, string[]> | undefined {
  const repeated = Object.entries(headers).filter(
    (entry): entry is [string, string[]] =>
      Array.isArray(entry[1]) && entry[1].length > 1 && !ALWAYS_REDACTED_HEADERS.has(entry[0].toLowerCase()),
  );
  if (repeated.length === 0) return undefined;
  return Object.fromEntries(repeated.map(([name, values]) => [name, values.map((value) => redactText(value, secrets))]));
}

// A HEAD or 304 answer declares the length of a body it does not carry.
function hasBody(method: string, status: number): boolean {
  return method.toUpperCase() !== 'HEAD' && status !== 304;
}

function declaredLength(headers: ResponseHeaders): number {
  const value = headers['content-length'];
  return typeof value === 'string' ? Number(value) : Number.NaN;
}

async function readWholeBody(body: Dispatcher.ResponseData['body']): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
