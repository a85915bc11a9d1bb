// Merges every observation of a rule into its one result: the worst status wins, with its evidence.
// The tally keeps per rule only the worst observation and two counts, so that a judge of traffic that
// runs for days (the proxy) holds as little as a run of a few hundred requests.
import { catalogue } from '../rules/catalogue/index.js';
import { answersOf, outranks, type AnswerCount, type Observation } from '../rules/observation.js';
import type { Operation } from '../rules/rule.js';
import type { RuleResult } from '../types/report.js';
import { DESELECTED, heldBeforeInterrupt, heldOn, heldOnFewer, NO_SELECTED_TEST, onSomeAnswers, requiredAll } from '../rules/messages.js';

export interface AggregateOptions {
  /** Operations that were run: their rules appear in the report even when no test judged them. */
  operations: readonly Operation[];
  /** Warnings (failed SHOULD rules) count as failures. */
  strict: boolean;
  /** Rules skipped for lack of a fixture count as failures. */
  requireAll: boolean;
  /** Only some tests were selected (-t, --shard): rules no selected test judged are left out, not reported as not run. */
  partial: boolean;
  /** Rules left out with --only/--skip: reported as skipped, whatever a test of another rule saw. */
  deselected?: ReadonlySet<string>;
  /** The message of a rule nothing judged (default: no selected test judges it). */
  notRunMessage?: string;
  /** Rules of tests the run's interrupt cut short or never started: one that held says it held only until then. */
  interrupted?: ReadonlySet<string>;
}

interface RuleTally {
  worst: Observation;
  /** The observations' shares of the time of the tests that made them, in ms (undefined: none was timed). */
  durationMs: number | undefined;
  /** Answers that judged the rule, and those that broke it: a failure on some answers only says on how many. */
  answers: AnswerCount;
  /** A property's sample was cut short by the request budget. */
  cutShort: boolean;
  /** The tests whose answers judged the rule (a run's: a handful per rule), in the order they came. */
  judgedIn: Set<string>;
}

/** Milliseconds to the microsecond: enough for junit's seconds with three decimals, and stable to read. */
const roundMs = (ms: number) => Math.round(ms * 1000) / 1000;

/** The observations of every rule so far, in bounded memory: what aggregate() needs of them and no more. */
export class ObservationTally {
  readonly #byRule = new Map<string, RuleTally>();

  add(observation: Observation): void {
    const tally = this.#byRule.get(observation.rule);
    const { durationMs } = observation;
    const answers = answersOf(observation);
    const judgedIn = new Set<string>();
    if (observation.test !== undefined && answers.judged > 0) judgedIn.add(observation.test);
    if (!tally) {
      this.#byRule.set(observation.rule, { worst: observation, durationMs, answers, cutShort: !!observation.cutShort, judgedIn });
      return;
    }
    for (const test of judgedIn) tally.judgedIn.add(test);
    tally.answers = { judged: tally.answers.judged + answers.judged, failed: tally.answers.failed + answers.failed };
    if (!outranks(tally.worst, observation)) tally.worst = observation;
    tally.cutShort ||= !!observation.cutShort;
    if (durationMs !== undefined) tally.durationMs = (tally.durationMs ?? 0) + durationMs;
  }

  results(options: AggregateOptions): RuleResult[] {
    const deselected = options.deselected ?? new Set<string>();
    return catalogue
      .filter(
        (rule) =>
          this.#byRule.has(rule.id) || ((!options.partial || deselected.has(rule.id)) && options.operations.includes(rule.operation)),
      )
      .map((rule): RuleResult => {
        const about: Pick<RuleResult, 'rule' | 'operation' | 'level' | 'title' | 'sources'> = {
          rule: rule.id,
          operation: rule.operation,
          level: rule.level,
          title: rule.title,
          sources: [...rule.sources],
        };
        if (deselected.has(rule.id)) return { ...about, status: 'skipped', message: DESELECTED, answersJudged: 0 };
        const tally = this.#byRule.get(rule.id);
        const worst = tally?.worst;
        let status = worst?.status ?? 'skipped';
        let message = worst?.message ?? options.notRunMessage ?? NO_SELECTED_TEST;
        if (status === 'warning' && options.strict) status = 'failed';
        // Only a skip carries missingFixture (a test that could not be sent without it).
        if (options.requireAll && worst?.missingFixture) {
          status = 'failed';
          message = requiredAll(message);
        }
        // Held on every answer that judged it, a property's cases each counted.
        if (status === 'passed') message = heldMessage(tally!, options.interrupted?.has(rule.id) ?? false);
        if ((status === 'failed' || status === 'warning') && tally) message = `${message}${onSomeAnswers(tally.answers)}`;
        return {
          ...about,
          status,
          message,
          answersJudged: tally?.answers.judged ?? 0,
          ...(tally && tally.judgedIn.size > 0 ? { judgedIn: [...tally.judgedIn] } : {}),
          ...(status === 'skipped' && worst?.missingFixture ? { missingFixture: worst.missingFixture } : {}),
          ...(tally?.durationMs === undefined ? {} : { durationMs: roundMs(tally.durationMs) }),
          ...(worst?.evidence && status !== 'passed' ? { evidence: worst.evidence } : {}),
        };
      });
  }
}

/** "held on 12 answers", and why fewer than planned when they were. */
function heldMessage(tally: RuleTally, interrupted: boolean): string {
  const held = interrupted ? heldBeforeInterrupt : tally.cutShort ? heldOnFewer : heldOn;
  return held(tally.answers.judged);
}

export function aggregate(observations: readonly Observation[], options: AggregateOptions): RuleResult[] {
  const tally = new ObservationTally();
  for (const observation of observations) tally.add(observation);
  return tally.results(options);
}
