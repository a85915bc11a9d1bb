// What judging traffic has found so far, from a recording (validate --har) or live (proxy), turned into
// the report of a run by the same aggregation and report builder: the verdict of traffic and the
// verdict of a run cannot drift apart. Memory stays bounded however much traffic passes: per rule a
// tally, and only the latest exchanges for exchanges.har.
import type { Exchange } from '../http/index.js';
import { ObservationTally } from '../report/aggregate.js';
import { buildReport } from '../report/build-report.js';
import { forTheRecord } from '../report/recorded-exchange.js';
import type { RunRecord } from '../report/run-record.js';
import type { UnansweredRequest } from '../report/test-meta.js';
import { ruleById } from '../rules/catalogue/index.js';
import { bodyMissing as bodyMissingMessage, notIn, nothingIn, setAsideEntries } from '../rules/messages.js';
import { withTimeShares, type Facts, type Observation } from '../rules/observation.js';
import { OPERATIONS, readsNoBody, type Operation } from '../rules/rule.js';
import { askedForOf, judgeExchange, unansweredJudgement } from './judge-exchange.js';
import type { RecognisedRequest } from '../operation-of-url.js';
import { OtherRequests } from './other-requests.js';

const READ_WITHOUT_BODY: ReadonlySet<string> = new Set([...ruleById.values()].filter(readsNoBody).map((rule) => rule.id));
/** Exchanges kept for exchanges.har by default: the latest ones, each body cut as a run cuts it. */
export const KEPT_EXCHANGES = 200;
/**
 * Characters of body those kept exchanges hold together by default (the latest exchange is kept whatever
 * its size): 200 category trees would otherwise hold 80 MB of text, and its HAR twice that when written.
 */
const KEPT_BODY_CHARS = 8 << 20;
/** Bases (origin + base path) named in the report's target before the rest are counted. */
const NAMED_BASES = 3;

interface TrafficRecordOptions {
  /** How the report names where the traffic came from: "the recording", "the proxied traffic". */
  source: string;
  strict?: boolean;
  keptExchanges?: number;
  keptBodyChars?: number;
}

/** What judging one exchange gave: the judge's name and its observations (for a live line per failure), or why it was not judged. */
interface JudgedExchange {
  judge: string;
  observations: Observation[];
  /** Set when the entry was refused by the target or its gateway (401, 403, 429): not judged, for this reason. */
  refused?: string;
  /** Set when the client asked the reference for this answer (a `Prefer` header): not judged, for this reason. */
  askedFor?: string;
}

export class TrafficRecord {
  readonly #tally = new ObservationTally();
  readonly #facts: Facts = {};
  readonly #exchanges: Exchange[] = [];
  #keptBodyChars = 0;
  readonly #unanswered: UnansweredRequest[] = [];
  readonly #bases = new Set<string>();
  readonly #startedAt = new Date();
  readonly #started = performance.now();
  #judged = 0;
  /** Per operation, its entries not judged (refused, asked for) and the first one's reason; and the operations with an entry judged. */
  readonly #setAside = new Map<Operation, { refused: number; askedFor: number; reason: string }>();
  readonly #judgedOperations = new Set<Operation>();
  /** The requests that are none of the three operations: counted and listed, not judged. */
  readonly other = new OtherRequests();

  constructor(private readonly options: TrafficRecordOptions) {}

  /** Exchanges judged so far. */
  get judged(): number {
    return this.#judged;
  }

  /** Exchanges refused by the target or its gateway (401, 403, 429), not judged. */
  get refused(): number {
    return this.#setAsideCount('refused');
  }

  /** Exchanges whose answer the client asked the reference for (Prefer), not judged. */
  get askedFor(): number {
    return this.#setAsideCount('askedFor');
  }

  /**
   * Judges `exchange` as a request of `recognised`'s operation. With `bodyMissing` (the recording left
   * the body out, or kept only part of it), only the rules on the status line and headers are judged.
   */
  add(recognised: RecognisedRequest, exchange: Exchange, bodyMissing?: string): JudgedExchange {
    const judged = judgeExchange(recognised, exchange);
    const { judge } = judged;
    if ('refusal' in judged) {
      this.#setAsideEntry(recognised.operation, 'refused', judged.refusal);
      this.#keepExchange(exchange);
      return { judge: judge.name, observations: [], refused: judged.refusal };
    }
    if ('askedFor' in judged) {
      this.#setAsideEntry(recognised.operation, 'askedFor', judged.askedFor);
      this.#keepExchange(exchange);
      return { judge: judge.name, observations: [], askedFor: judged.askedFor };
    }
    this.#judgedOperations.add(recognised.operation);
    const { judgement } = judged;
    const observations = judgement.observations.map((observation) =>
      // Stryker disable next-line ConditionalExpression: a judge's judgement holds no error (noneJudged's are for requests set aside)
      bodyMissing !== undefined && observation.status !== 'error' && !READ_WITHOUT_BODY.has(observation.rule)
        ? { rule: observation.rule, status: 'skipped' as const, message: bodyMissingMessage(bodyMissing) }
        : observation,
    );
    // The exchange's time is what judging these rules cost the server: shared among them, as in a run.
    for (const observation of withTimeShares(observations, exchange.durationMs)) this.#tally.add(observation);
    if (bodyMissing === undefined) Object.assign(this.#facts, judgement.facts);
    this.#judged += 1;
    this.#keepExchange(exchange);
    // Stryker disable next-line ConditionalExpression: the bound only bounds memory; the report names the first bases and "..." either way
    if (this.#bases.size <= NAMED_BASES) this.#bases.add(recognised.base);
    return { judge: judge.name, observations };
  }

  /**
   * A request of the API that got no complete answer: its rules could not be judged (`error`), as in a run;
   * unless the client asked the reference for no answer (`Prefer: answer=reset`): then it is set aside, and why is returned.
   */
  addUnanswered(recognised: RecognisedRequest, item: UnansweredRequest): string | undefined {
    const askedFor = askedForOf(item.request);
    if (askedFor !== undefined) {
      this.#setAsideEntry(recognised.operation, 'askedFor', askedFor);
      this.#keep(this.#unanswered, item);
      return askedFor;
    }
    for (const observation of unansweredJudgement(recognised, item.request, item.error).observations) this.#tally.add(observation);
    this.#keep(this.#unanswered, item);
    return undefined;
  }

  #setAsideCount(why: 'refused' | 'askedFor'): number {
    let count = 0;
    for (const entries of this.#setAside.values()) count += entries[why];
    return count;
  }

  #setAsideEntry(operation: Operation, why: 'refused' | 'askedFor', reason: string): void {
    const before = this.#setAside.get(operation) ?? { refused: 0, askedFor: 0, reason };
    this.#setAside.set(operation, { ...before, [why]: before[why] + 1 });
  }

  #keep(list: UnansweredRequest[], item: UnansweredRequest): void {
    list.push(item);
    if (list.length > (this.options.keptExchanges ?? KEPT_EXCHANGES)) list.shift();
  }

  #keepExchange(exchange: Exchange): void {
    // A copy: what judging parsed is cached against the judged exchange (a category tree's thousands of
    // objects, json-body.ts), and the kept exchanges must not keep their parsed trees alive with them.
    const kept = { ...forTheRecord(exchange) };
    this.#exchanges.push(kept);
    this.#keptBodyChars += kept.response.body.length;
    const count = this.options.keptExchanges ?? KEPT_EXCHANGES;
    const chars = this.options.keptBodyChars ?? KEPT_BODY_CHARS;
    while (this.#exchanges.length > 1 && (this.#exchanges.length > count || this.#keptBodyChars > chars))
      this.#keptBodyChars -= this.#exchanges.shift()!.response.body.length;
  }

  /** The report of everything judged so far; with nothing judged, every rule is an error ("could not judge"), never a pass. */
  record(): RunRecord {
    const notRunMessage = notIn(this.options.source);
    let results = this.#tally.results({
      operations: OPERATIONS,
      strict: this.options.strict ?? false,
      // Stryker disable next-line BooleanLiteral: traffic's observations never lack a fixture (only a run's plan does): nothing to fail
      requireAll: false,
      partial: false,
      notRunMessage,
    });
    if (this.#judged === 0 && this.#setAside.size === 0) {
      const message = nothingIn(this.options.source);
      results = results.map((result) => ({ ...result, status: 'error', message }));
    }
    // An operation whose every entry was refused (or asked for) could not be judged at all: its rules are errors
    // with the first reason, as in a run; with some entries judged, the others are only counted.
    results = results.map((result) => {
      const setAside = this.#setAside.get(result.operation);
      // Only a rule nothing exercised has this message, and its status is skipped.
      if (!setAside || result.message !== notRunMessage) return result;
      if (!this.#judgedOperations.has(result.operation)) return { ...result, status: 'error', message: setAside.reason };
      return { ...result, message: setAsideEntries(notRunMessage, result.operation, setAside.refused, setAside.askedFor) };
    });
    const bases = [...this.#bases];
    const report = buildReport({
      baseUrl: bases.length > NAMED_BASES ? `${bases.slice(0, NAMED_BASES).join(', ')}, ...` : bases.join(', '),
      embedded: false,
      startedAt: this.#startedAt,
      durationMs: performance.now() - this.#started,
      seed: 0,
      results,
      facts: this.#facts,
      harnessFaults: [],
      requests: this.#judged + this.refused + this.askedFor,
      otherRequests: this.other.list(),
    });
    return { report, exchanges: [...this.#exchanges], unanswered: [...this.#unanswered] };
  }
}
