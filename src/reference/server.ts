// The reference implementation on the wire: an HTTP server (with TLS, HTTP/2 too) that hands the raw
// request path to the pure `respond`, or gives the answer a `Prefer` header asks for, in the forms asked
// for, and writes it back.

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { applying, type Faulting } from './faulting.js';
import { faultsNamed } from '../rules/faults.js';
import { createListener, listenerUrl } from '../http/listener.js';
import { resetConnection, writeAnswer } from './write-answer.js';
import { writeOnWire } from './wire-faults.js';
import { authenticate } from './auth.js';
import { buildDataset } from './dataset/index.js';
import { inForms } from './forms.js';
import { ACCEPTED_PREFERENCES, readPrefer, type Preferences } from './prefer.js';
import { timingsOf } from './timings.js';
import { asV5Inquiry, gatewayTimeout, internalError, preferredAnswer, v4InquiryAnswer } from './preferred-answers.js';
import { resolveVendorId, respond } from './responses.js';
import { appliedOf, createJournal, journalEntry, oneLine, pathAndQuery, type JournalEntry } from './journal.js';
import { answerMockPath, MOCK_PREFIX, type MockState } from './mock-paths.js';
import { createPreferQueue, readQueuedPreference, type Preferred } from './prefer-queue.js';
import type { Dataset, ReferenceRequest, ReferenceResponse, ReferenceServer, ReferenceServerOptions, RespondFunction } from './types.js';

/** Signature verification of the handler (off unless keys are given), the forms it answers in, the faults it
 *  serves with, where its one line about a fault of its own goes, the default preference, who hears of
 *  each request and how long its timed answers take; and the queue and journal it keeps (its own unless given). */
type HandlerOptions = Pick<
  ReferenceServerOptions,
  'keys' | 'now' | 'log' | 'forms' | 'faults' | 'prefer' | 'onRequest' | 'v4' | 'timings'
> & {
  state?: MockState;
};

export type ReferenceHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** What the mock answers a `Prefer` it does not take: its own plain-text 400, never a form of the real service. */
function preferProblem(problem: string): ReferenceResponse {
  return {
    status: 400,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: `seller-api-conformance serve: Prefer: ${problem}. Accepted: ${ACCEPTED_PREFERENCES.join(', ')} (docs/clients.md)\n`,
  };
}

/** The value of the gateway's warning header: what the real one says is not published, only that it comes. */
const GATEWAY_WARNING = 'the request rate is close to the allowance';

/**
 * The request listener of the reference. `respondFn` defaults to the conforming `respond`; wrap it to
 * serve a fault. The listener never throws: an exception answers 500, and only
 * the first one is logged, so that a fault failing on every request does not flood stderr.
 * @internal Not part of the library API.
 */
export function createReferenceHandler(
  dataset: Dataset,
  respondFn: RespondFunction = respond,
  auth: HandlerOptions = {},
): ReferenceHandler {
  const state: MockState = auth.state ?? { queue: createPreferQueue(auth.prefer), journal: createJournal() };
  let failureLogged = false;
  const logFailure = (error: unknown) => {
    if (failureLogged) return;
    failureLogged = true;
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    (auth.log ?? ((line: string) => process.stderr.write(line)))(
      `reference server: unexpected error (answered 500; later ones not logged): ${detail}\n`,
    );
  };
  const forms = auth.forms ?? 'reference';
  const timings = timingsOf(auth.timings);
  const served = faultsNamed(auth.faults ?? []);
  const serving = applying(served);
  // The fault a request asks for comes first: it is the one asked for by name.
  const faultingOf = (preferences: Preferences): Faulting => (preferences.fault ? applying([preferences.fault, ...served]) : serving);

  /**
   * The answer to a caller the gateway let through: the usual one, or the one its Prefer header asks for; none
   * when a fault never answers. An answer a fault changed is sent as the fault made it, in the reference's forms
   * (those the kill matrix proves it in).
   */
  function answerOf(
    asSent: ReferenceRequest,
    vendorId: string,
    preferred: Preferred | undefined,
  ): { answer: ReferenceResponse; preferences: Preferences; faulted: boolean } | undefined {
    // With --v4, the v4 inquiry path is the v5 one: answered, faulted and in forms as it.
    const request = auth.v4 ? asV5Inquiry(asSent) : asSent;
    const reading = readPrefer(preferred?.prefer);
    if ('problem' in reading) return { answer: preferProblem(reading.problem), preferences: {}, faulted: false };
    const { preferences } = reading;
    const faulting = faultingOf(preferences);
    if (!preferences.answer && faulting.hangs(request)) return undefined;
    const usual = preferences.answer
      ? preferredAnswer(dataset, request, vendorId, preferences.answer)
      : (v4InquiryAnswer(request.path) ?? respondFn(dataset, request, vendorId)); // without --v4, its 404 names the v5 path
    if ('problem' in usual) return { answer: preferProblem(usual.problem), preferences: {}, faulted: false };
    const context = { dataset, request, vendorId, respond: (other: ReferenceRequest, vendor: string) => respond(dataset, other, vendor) };
    const faulted = preferences.answer ? undefined : faulting.answer(usual, context);
    const answer = faulted ?? inForms(forms, dataset.seed, request, usual);
    if (preferences.warn) answer.headers['X-CAG-Warnings'] = GATEWAY_WARNING;
    return { answer, preferences, faulted: faulted !== undefined };
  }

  /** An exception answers 500 while nothing is sent, else the connection closes: the server goes on. */
  const failed = (error: unknown, req: IncomingMessage, res: ServerResponse) => {
    logFailure(error);
    if (!res.headersSent) {
      try {
        writeAnswer(req, res, internalError());
        return;
      } catch {
        // fall through: the socket is no use any more
      }
    }
    res.destroy();
  };

  return (req, res) => {
    const arrived = performance.now();
    const time = new Date().toISOString();
    // Stryker disable next-line StringLiteral: equivalent, a server's request always has its method and URL (the defaults are the types')
    const method = req.method ?? 'GET';
    // Stryker disable next-line StringLiteral: equivalent, as above
    const { path, query } = pathAndQuery(req.url ?? '/');
    if (path.startsWith(MOCK_PREFIX)) return answerMockPath(req, res, path, query, state);
    let signature: JournalEntry['signature'] = 'not checked';
    let applied: string | undefined;
    let journaled = false;
    const journal = () => {
      if (journaled) return;
      journaled = true;
      const entry = journalEntry(req, { time, method, path, query, signature, applied, arrived }, res);
      state.journal.add(entry);
      auth.onRequest?.(entry);
    };
    // Journaled in the tick that ends the answer, before its client can have read it all: a test that reads the
    // journal once its client has the answer finds the request there. One never answered, when its connection ends.
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    res.end = ((...args: unknown[]) => {
      const ended = end(...args);
      journal();
      return ended;
    }) as typeof res.end;
    res.once('close', journal);
    try {
      // An unread request body (POST, PUT...) must not stall a keep-alive connection.
      req.resume();
      const request = { method, path, headers: req.headers };
      const caller = callerOf(dataset, req, auth);
      if (auth.keys && auth.keys.length > 0) signature = 'refusal' in caller ? 'refused' : 'verified';
      if ('refusal' in caller) return writeAnswer(req, res, caller.refusal);
      const preferred = state.queue.take(path, oneLine(req.headers.prefer));
      const asked = answerOf(request, caller.vendorId, preferred);
      applied = appliedOf(preferred, asked?.faulted !== false ? served : []);
      // A fault that never answers keeps the socket open until the client gives up (or the server closes).
      if (!asked) return;
      const { answer, preferences } = asked;
      if (preferences.retryAfterS !== undefined && (answer.status === 429 || answer.status === 503))
        answer.headers['Retry-After'] = String(preferences.retryAfterS);
      const lateMs = Math.max(preferences.delayMs ?? 0, preferences.slow ? timings.slowAnswerMs : 0);
      // The gateway gives up on a backend later than its timeout, and answers its 504 then.
      const gatewayMs = preferences.slow
        ? gatewayTimeoutOf(req.headers['x-extended-timeout'], timings.gatewayTimeoutMs)
        : Number.POSITIVE_INFINITY;
      // The answer asked for, on the wire as asked for.
      const send = () =>
        preferences.wire ? writeOnWire(preferences.wire, req, res, answer, timings.dribbleEveryMs) : writeAnswer(req, res, answer);
      // Stryker disable next-line ConditionalExpression: equivalent, a timer of 0 ms sends the same answer a tick later
      if (lateMs === 0 && !preferences.reset) return send();
      const timer = setTimeout(
        () => {
          if (res.destroyed) return;
          try {
            if (lateMs > gatewayMs) writeAnswer(req, res, gatewayTimeout());
            else if (preferences.reset) resetConnection(req, res);
            else send();
          } catch (error) {
            failed(error, req, res);
          }
        },
        Math.min(lateMs, gatewayMs),
      );
      res.once('close', () => clearTimeout(timer));
    } catch (error) {
      failed(error, req, res);
    }
  };
}

/** The gateway's timeout for a request: its X-EXTENDED-TIMEOUT (whole milliseconds) when it sends one, else the server's. */
function gatewayTimeoutOf(header: string | string[] | undefined, serversMs: number): number {
  // Node's parser has already trimmed a header's value, and Stryker's text fails the pattern as '' does.
  // Stryker disable next-line ArrayDeclaration,StringLiteral,MethodExpression: equivalent (above)
  const value = [header ?? []].flat()[0]?.trim() ?? '';
  return /^\d{1,9}$/.test(value) ? Number(value) : serversMs;
}

export async function startReferenceServer(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const host = options.host ?? '127.0.0.1';
  const dataset = buildDataset(options.seed);
  const state: MockState = { queue: createPreferQueue(options.prefer), journal: createJournal() };
  const listener = createListener(createReferenceHandler(dataset, options.respond, { ...options, state }), options.tls);
  const { server } = listener;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    baseUrl: listenerUrl(listener.scheme, host, port),
    fixtures: { ...dataset.fixtures },
    mock: {
      prefer(queued) {
        const reading = readQueuedPreference(queued);
        if ('problem' in reading) throw new TypeError(`mock.prefer: ${reading.problem}`);
        state.queue.add(reading.queued);
      },
      queued: () => state.queue.pending(),
      clearPreferences: () => state.queue.clear(),
      requests: () => [...state.journal.entries()],
      dropped: () => state.journal.dropped(),
      clearRequests: () => state.journal.clear(),
    },
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would otherwise hold close() open for the keep-alive timeout.
        listener.closeAll();
      });
      return closing;
    },
  };
}

/** The calling vendor: named by X-Requested-By when no keys are configured, else by a valid
 *  signature (the gateway answers before the implementation sees anything). */
function callerOf(dataset: Dataset, req: IncomingMessage, auth: HandlerOptions): ReturnType<typeof authenticate> {
  if (!auth.keys || auth.keys.length === 0) return { vendorId: resolveVendorId(dataset, req.headers) };
  // Stryker disable next-line StringLiteral: equivalent, a server's request always has its method and URL (the defaults are the types')
  const request = { method: req.method ?? 'GET', target: req.url ?? '/', authorization: req.headers.authorization };
  return authenticate(auth.keys, request, (auth.now ?? Date.now)(), dataset.defaultVendorId);
}
