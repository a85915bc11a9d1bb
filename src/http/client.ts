// The one HTTP client of the harness: undici does connections, timeouts, the body cap and the
// retry on 429; this file adds politeness, recording and redaction, and turns every way of getting
// no complete answer into a TransportError.

import { Agent, interceptors, type Dispatcher } from 'undici';
import { attemptDeadline } from './attempt-deadline.js';
import { createRateLimiter } from './rate-limit.js';
import { redactHeaders, redactText, type RedactionRules } from './redact.js';
import { retryOnlyTooManyRequests } from './retry-on-429.js';
import { bodyTooLargeError, toTransportError, type FailedRequestContext } from './transport-errors.js';
import type {
  Exchange,
  HttpClient,
  HttpClientOptions,
  RecordedRequest,
  RecordedResponse,
  SendOptions,
} from './types.js';
import { userAgent } from './user-agent.js';

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const { origin, basePath } = splitBaseUrl(options.baseUrl);
  const agent = new Agent({
    connect: { timeout: options.timeoutMs },
    headersTimeout: options.timeoutMs,
    bodyTimeout: options.timeoutMs,
    maxResponseSize: options.maxBodyBytes,
  });
  // compose() wraps in order, so the retry interceptor is outermost and each attempt gets its
  // own deadline.
  const dispatcher = agent.compose(
    attemptDeadline(options.timeoutMs),
    interceptors.retry({
      statusCodes: [429], // any other status, a 5xx included, must reach the judge as it is
      retry: retryOnlyTooManyRequests(options.maxRetriesOn429),
    }),
  );
  const limiter = options.ratePerSecond === null ? null : createRateLimiter(options.ratePerSecond);
  const headersToSend = defaultHeadersWith(options.headers);
  const redaction: RedactionRules = {
    secretHeaderNames: Object.keys(options.headers),
    secrets: options.secrets,
  };
  let closed = false;

  async function send({ method, path }: SendOptions): Promise<Exchange> {
    if (closed) throw new Error('HttpClient.send() called after close()');
    if (!path.startsWith('/')) throw new TypeError(`request path must start with "/", got ${JSON.stringify(path)}`);

    const request: RecordedRequest = {
      method,
      url: redactText(origin + basePath + path, options.secrets),
      headers: redactHeaders(headersToSend, redaction),
    };
    const failure: FailedRequestContext = {
      request,
      timeoutMs: options.timeoutMs,
      maxBodyBytes: options.maxBodyBytes,
      maxRetriesOn429: options.maxRetriesOn429,
    };

    await limiter?.take();
    const startedAt = new Date();
    const startedAtMs = performance.now();
    try {
      // origin and path given apart, so undici sends the path exactly as the caller encoded it.
      const answer = await dispatcher.request({ origin, path: basePath + path, method, headers: headersToSend });
      if (hasBody(method, answer.statusCode) && declaredLength(answer.headers) > options.maxBodyBytes) {
        answer.body.destroy(); // no point downloading what will be refused
        throw bodyTooLargeError(failure);
      }
      const body = await readWholeBody(answer.body);
      const response: RecordedResponse = {
        status: answer.statusCode,
        headers: redactHeaders(joinRepeatedHeaders(answer.headers), { secrets: options.secrets }),
        // A server that echoes a credential must not carry it into a report.
        body: redactText(body.toString('utf8'), options.secrets),
        bodyBytes: body.length,
      };
      return {
        request,
        response,
        startedAt: startedAt.toISOString(),
        durationMs: Math.round(performance.now() - startedAtMs),
      };
    } catch (error) {
      throw toTransportError(error, failure) ?? error;
    }
  }

  return {
    send,
    async close() {
      if (closed) return; // undici throws on a second close; callers may not know who closed first
      closed = true;
      await agent.close();
    },
  };
}

function splitBaseUrl(baseUrl: string): { origin: string; basePath: string } {
  const url = new URL(baseUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new TypeError(`baseUrl must be http or https, got ${url.protocol}`);
  }
  // Not echoed back: it may hold credentials.
  if (url.username || url.password || url.search || url.hash) {
    throw new TypeError('baseUrl must be an origin plus an optional path (no credentials, query or fragment)');
  }
  return { origin: url.origin, basePath: url.pathname.replace(/\/+$/, '') };
}

// The user's headers win over the defaults, whatever case they were written in.
function defaultHeadersWith(userHeaders: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', 'user-agent': userAgent() };
  for (const [name, value] of Object.entries(userHeaders)) headers[name.toLowerCase()] = value;
  return headers;
}

type ResponseHeaders = Dispatcher.ResponseData['headers'];

function joinRepeatedHeaders(headers: ResponseHeaders): Record<string, string> {
  const joined: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) joined[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return joined;
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
