// Judges what the proxy saw, exchange by exchange, into the report of a run (src/traffic/), and says on
// the terminal, as it happens, every rule an exchange failed.
import type { Writable } from 'node:stream';
import { joinedHeaders, repeatedHeaders } from '../http/raw-headers.js';
import { recordResponse } from '../http/recorded-response.js';
import { redactHeaders } from '../http/redact.js';
import type { Exchange, RecordedRequest } from '../http/index.js';
import type { RunRecord } from '../report/run-record.js';
import { otherVersionOf, recogniseRequest } from '../operation-of-url.js';
import { TrafficRecord } from '../traffic/traffic-record.js';
import { JudgingQueue, JUDGING_BOUNDS, type JudgingBounds } from './judging-queue.js';
import type { ProxiedExchange, ProxyFailure } from './proxy-server.js';

// Judging one answer fails a rule or warns; an error ("could not judge") comes only of a request with no answer.
const LABEL = { failed: 'FAILED ', warning: 'WARNING' } as const;

export interface ProxyCounts {
  /** Exchanges of the three operations judged. */
  judged: number;
  /** Exchanges refused by the target or its gateway (401, 403, 429): not judged, the others judged without them. */
  refused: number;
  /** Exchanges whose answer the client asked the reference for (a `Prefer` header): not judged. */
  askedFor: number;
  /** Exchanges of the operations whose body passed the cap (passed through, not judged). */
  tooLarge: number;
  /** Requests that got no complete answer from the target. */
  failed: number;
  /** Requests that are none of the three operations: counted and listed, not judged. */
  other: number;
}

export class ProxyJudge {
  readonly #record: TrafficRecord;
  readonly counts: ProxyCounts = { judged: 0, refused: 0, askedFor: 0, tooLarge: 0, failed: 0, other: 0 };
  /** The exchanges waiting to be judged, or being judged (decoding a content coding is asynchronous). */
  readonly queue: JudgingQueue<ProxiedExchange>;

  constructor(
    private readonly say: Writable,
    private readonly maxBodyBytes: number,
    strict: boolean,
    bounds: JudgingBounds = JUDGING_BOUNDS,
  ) {
    this.#record = new TrafficRecord({ source: 'the proxied traffic', strict });
    this.queue = new JudgingQueue((proxied) => this.#judge(proxied), bounds);
  }

  /** Only the requests of the three operations are judged (and their bodies copied). */
  static wanted(url: string): boolean {
    // Another version of an operation is wanted too, to be named (its body is copied, never judged).
    return recogniseRequest(url) !== undefined || otherVersionOf(url) !== undefined;
  }

  /** Queues an exchange the client has whole: it is judged on a later turn of the event loop. */
  take(proxied: ProxiedExchange): void {
    this.queue.add(proxied, proxied.body?.length ?? 0);
  }

  /** Undefined when judging keeps up; otherwise what a request to be judged waits for before it is forwarded. */
  room(): Promise<void> | undefined {
    return this.queue.room();
  }

  /** A request that is none of the three operations went through. */
  other(method: string, url: string): void {
    this.counts.other += 1;
    this.#record.other.add(method, url);
  }

  fail(failure: ProxyFailure): void {
    const recognised = recogniseRequest(failure.url);
    const askedFor = recognised && this.#record.addUnanswered(recognised, { request: requestOf(failure), error: failure.reason });
    this.counts[askedFor ? 'askedFor' : 'failed'] += 1;
    // Stryker disable next-line Regex: the reason starts with "could not judge: " (couldNotJudge), its only occurrence
    const why = askedFor ? `; not judged: ${askedFor.replace(/^could not judge: /, '')}` : '';
    this.say.write(`NO ANSWER ${failure.method} ${failure.url}: ${failure.reason}${why}\n`);
  }

  /** The report of everything judged so far, once the judgements under way are done. */
  async finish(): Promise<RunRecord> {
    await this.queue.idle();
    return this.#record.record();
  }

  async #judge(proxied: ProxiedExchange): Promise<void> {
    const recognised = recogniseRequest(proxied.url);
    if (!recognised) {
      this.other(proxied.method, proxied.url);
      const otherVersion = otherVersionOf(proxied.url);
      if (otherVersion) this.say.write(`NOT JUDGED ${proxied.method} ${proxied.url} → ${proxied.status}: ${otherVersion}\n`);
      return;
    }
    const headers = joinedHeaders(proxied.responseHeaders);
    const response =
      // Stryker disable next-line ArrayDeclaration: the proxy knows no secret of the target's: a made-up one redacts nothing
      proxied.body === undefined ? 'too-large' : await recordResponse(proxied.status, headers, proxied.body, this.maxBodyBytes, []);
    if (response === 'too-large') {
      this.counts.tooLarge += 1;
      this.say.write(
        `NOT JUDGED ${proxied.method} ${proxied.url} → ${proxied.status}: ` +
          `the body (${proxied.bodyBytes} bytes as sent) is over the cap of ${this.maxBodyBytes} bytes; passed through\n`,
      );
      return;
    }
    const repeated = repeatedHeaders(proxied.responseHeaders);
    if (repeated) response.repeatedHeaders = repeated;
    const exchange: Exchange = {
      request: requestOf(proxied),
      response,
      startedAt: proxied.startedAt.toISOString(),
      durationMs: proxied.durationMs,
    };
    const { observations, refused, askedFor } = this.#record.add(recognised, exchange);
    const notJudged = refused ?? askedFor;
    if (notJudged !== undefined) {
      this.counts[refused !== undefined ? 'refused' : 'askedFor'] += 1;
      // Stryker disable next-line Regex: the reason starts with "could not judge: " (couldNotJudge), its only occurrence
      this.say.write(`NOT JUDGED ${proxied.method} ${proxied.url} → ${proxied.status}: ${notJudged.replace(/^could not judge: /, '')}\n`);
      return;
    }
    this.counts.judged += 1;
    for (const observation of observations) {
      if (observation.status !== 'failed' && observation.status !== 'warning') continue;
      this.say.write(
        `${LABEL[observation.status]} ${observation.rule} ${proxied.method} ${proxied.url} → ${proxied.status}: ${observation.message}\n`,
      );
    }
  }
}

/** The request as recorded: credentials (Authorization, Cookie, ...) hidden, as in a run. */
function requestOf(exchange: { method: string; url: string; requestHeaders: string[] }): RecordedRequest {
  return { method: exchange.method, url: exchange.url, headers: redactHeaders(joinedHeaders(exchange.requestHeaders)) };
}
