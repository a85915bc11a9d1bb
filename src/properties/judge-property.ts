// Runs a property against the target: for every generated value, send the request it implies and
// judge the answer. A MUST failure fails the property, and fast-check shrinks it to a minimal
// counterexample; SHOULD warnings are kept with the value that showed them. The first failure does not
// end the judging: the property runs again with the rules that failed set aside, on the same seed, so
// that every other rule of the judge is judged on the whole sample (the answers already seen are not
// asked again), and again after each new failure. When the target stops answering (or refuses the
// caller), nothing more is sent and the rules not yet failed could not be judged (error). When the run is interrupted (the
// client refuses to send, or `refusalOf` says the caller is blocked and the run stops), the property ends
// with what it judged so far: the rules no answer reached yet are left out (the run reports them "not
// run"), not said to have been reached by no generated case.
import fc from 'fast-check';
import { TransportError } from '../http/types.js';
import { evidenceOfRequest } from '../judges/evidence.js';
import type { Judge, Judgement } from '../judges/judge.js';
import { refusalOf } from '../judges/refusal.js';
import { show } from '../rules/describe.js';
import { counterexample, couldNotJudge, intermittent, NO_GENERATED_CASE, type CutShortBy } from '../rules/messages.js';
import { onePerRule, outranks, type AnswerCount, type Observation } from '../rules/observation.js';
import type { RequestSubject } from '../rules/subjects.js';
import { propertySeed } from './seed.js';

export interface PropertySpec<Value> {
  name: string;
  judge: Judge;
  arbitrary: fc.Arbitrary<Value>;
  /** Values judged first, before the random ones (they count in numRuns). */
  examples?: Value[];
  /** Sends the request for one value and returns what the judge needs. */
  act(value: Value): Promise<RequestSubject>;
  runSeed: number;
  numRuns: number;
  /** Why an answer cannot be judged (a refusal of the credentials, the rate limit, a block); by default every 401/403/429 is one. */
  refusalOf?: (input: RequestSubject) => string | undefined | Promise<string | undefined>;
  /** Rules the run left out (--only, --skip): their failures neither fail the property nor shrink it. */
  ignored?: ReadonlySet<string>;
}

/** What ended a pass early: the target stopped answering or refused, the request budget ran out, or the run was interrupted. */
type Stop = { kind: 'could-not-judge'; observation: Omit<Observation, 'rule'> } | { kind: CutShortBy };

/** One shrunk failure: the value, its judgement, and how it was found. */
interface Failure<Value> {
  value: Value;
  judgement: Judgement;
  numShrinks: number;
}

export async function judgeProperty<Value>(spec: PropertySpec<Value>): Promise<Judgement> {
  const worst = new Map<string, Observation>();
  /** Per rule, every answer that judged it and those that broke it, shrinking's included: each was a real answer, counted once. */
  const counts = new Map<string, AnswerCount>();
  /** Every value's judgement, by value: a later pass replays the same values without asking the target again. */
  const judged = new Map<string, Judgement>();
  /** Rules whose failure was already shrunk: they no longer fail a pass. */
  const setAside = new Set<string>(spec.ignored);
  let stop: Stop | undefined;

  const count = (judgement: Judgement) => {
    for (const { rule, status } of judgement.observations) {
      if (status === 'skipped' || status === 'error') continue;
      const so = counts.get(rule) ?? { judged: 0, failed: 0 };
      counts.set(rule, { judged: so.judged + 1, failed: so.failed + (status === 'passed' ? 0 : 1) });
    }
  };

  const keep = (observation: Observation, value: Value) => {
    const current = worst.get(observation.rule);
    if (current && outranks(current, observation)) return;
    const withValue = observation.evidence
      ? { ...observation, evidence: { ...observation.evidence, counterexample: value, seed: spec.runSeed } }
      : observation;
    worst.set(observation.rule, withValue);
  };

  /** The judgement of one value: asked once, then read from memory; undefined once the pass must stop. */
  const judgementOf = async (value: Value): Promise<Judgement | undefined> => {
    const key = fc.stringify(value);
    const known = judged.get(key);
    if (known) return known;
    if (stop) return undefined;
    let input: RequestSubject;
    let refusal: string | undefined;
    try {
      input = await spec.act(value);
      // A refusal may end the run (a block of the caller): it says so as a send that was interrupted.
      refusal = await refusalIn(spec, input);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      stop =
        error.code === 'budget' || error.code === 'interrupted'
          ? { kind: error.code }
          : {
              kind: 'could-not-judge',
              observation: { status: 'error', message: couldNotJudge(error.message), evidence: evidenceOfRequest(error.request) },
            };
      return undefined;
    }
    if (refusal) {
      stop = { kind: 'could-not-judge', observation: { status: 'error', message: refusal } };
      return undefined;
    }
    const judgement = spec.judge.judge(input);
    judged.set(key, judgement);
    count(judgement);
    return judgement;
  };

  const failures: Failure<Value>[] = [];
  // Each pass sets aside at least one more rule, so there are at most as many passes as rules, plus one.
  // Once nothing more can be sent, a pass replays the answers already judged: a failure that one of them
  // showed, of a rule the shrunk counterexample did not break, still stands.
  for (;;) {
    let failing: { value: Value; judgement: Judgement } | undefined;
    const property = fc.asyncProperty(spec.arbitrary, async (value) => {
      const judgement = await judgementOf(value);
      if (!judgement) return true; // nothing more is sent: the rules left are judged on what was answered
      if (judgement.observations.some((o) => o.status === 'failed' && !setAside.has(o.rule))) {
        failing = { value, judgement }; // the last failure seen is the shrunk counterexample
        return false;
      }
      for (const observation of judgement.observations) keep(observation, value);
      return true;
    });
    const details = await fc.check(property, checkParameters(spec));
    if (details.failed && !failing) throw details.errorInstance; // the predicate itself broke: a harness fault
    if (!failing) break;
    const found: Failure<Value> = { ...failing, numShrinks: details.numShrinks };
    failures.push(found);
    for (const observation of found.judgement.observations) if (observation.status === 'failed') setAside.add(observation.rule);
  }

  const recorded = new Set<string>();
  // Cut short, nothing more can be sent: a counterexample is not sent again to see whether it replays.
  const cutShortBy = stop?.kind === 'could-not-judge' ? undefined : stop?.kind;
  for (const failure of failures) await recordFailure(spec, failure, cutShortBy, recorded, worst, keep);

  if (stop?.kind === 'could-not-judge') {
    // What failed before the target stopped answering stands; every other rule could not be judged.
    for (const rule of spec.judge.rules) if (!recorded.has(rule.id)) worst.set(rule.id, { rule: rule.id, ...stop.observation });
  }
  const reached = cutShortBy === 'interrupted' ? spec.judge.rules.filter((rule) => worst.has(rule.id)) : spec.judge.rules;
  const observations = onePerRule(reached, worst, { status: 'skipped', message: NO_GENERATED_CASE });
  return {
    observations: observations.map((observation) => {
      const answers = counts.get(observation.rule);
      // The budget ran out before the whole sample was judged: a rule that held says on how few.
      const said = stop?.kind === 'budget' && observation.status === 'passed' ? { ...observation, cutShort: true } : observation;
      return answers ? { ...said, answers } : said;
    }),
    facts: {},
  };
}

type Sampled<Value> = Pick<PropertySpec<Value>, 'name' | 'arbitrary' | 'examples' | 'runSeed' | 'numRuns'>;

/** What fast-check is run with, every pass alike: the same seed gives the same values in the same order. */
const checkParameters = <Value>(spec: Sampled<Value>): fc.Parameters<[Value]> => ({
  seed: propertySeed(spec.runSeed, spec.name),
  numRuns: spec.numRuns,
  examples: (spec.examples ?? []).map((value) => [value] as [Value]),
});

/**
 * The values a property asks about, in the order it first asks, each once (a value seen before is judged from
 * memory): all a run sends for it, but for shrinking and a counterexample sent again. Sent ahead (--concurrency).
 */
export async function valuesToAsk<Value>(spec: Sampled<Value>): Promise<Value[]> {
  const values = new Map<string, Value>();
  const asking = fc.asyncProperty(spec.arbitrary, async (value) => {
    const key = fc.stringify(value);
    if (!values.has(key)) values.set(key, value);
    return true;
  });
  await fc.check(asking, checkParameters(spec));
  return [...values.values()];
}

/** Why the answer to `input` cannot be judged, by the spec's reckoning or else refusalOf's. */
const refusalIn = async <Value>(spec: PropertySpec<Value>, input: RequestSubject): Promise<string | undefined> =>
  spec.refusalOf ? spec.refusalOf(input) : refusalOf(input.exchange);

/** Puts a shrunk failure in the rules it broke first, with where it was found and whether it replays. */
async function recordFailure<Value>(
  spec: PropertySpec<Value>,
  failure: Failure<Value>,
  cutShortBy: CutShortBy | undefined,
  recorded: Set<string>,
  worst: Map<string, Observation>,
  keep: (observation: Observation, value: Value) => void,
): Promise<void> {
  const broken = new Set(failure.judgement.observations.filter((o) => o.status === 'failed' && !recorded.has(o.rule)).map((o) => o.rule));
  // A failure the same request does not show twice (a proxy's 502 one time in ten) is not the seed's to replay.
  const where =
    !cutShortBy && (await holdsWhenSentAgain(spec, failure.value, broken))
      ? intermittent(show(failure.value))
      : counterexample(show(failure.value), failure.numShrinks, cutShortBy, spec.runSeed);
  for (const observation of failure.judgement.observations) {
    if (!broken.has(observation.rule)) {
      keep(observation, failure.value);
      continue;
    }
    recorded.add(observation.rule);
    worst.delete(observation.rule);
    keep({ ...observation, message: `${observation.message}; ${where}` }, failure.value);
  }
}

/** Sends the counterexample once more: true when the rules it broke hold on it now; false when they fail again, or when
 *  nothing could be sent or judged. */
async function holdsWhenSentAgain<Value>(spec: PropertySpec<Value>, value: Value, rules: ReadonlySet<string>): Promise<boolean> {
  try {
    const input = await spec.act(value);
    if (await refusalIn(spec, input)) return false;
    return !spec.judge.judge(input).observations.some((o) => o.status === 'failed' && rules.has(o.rule));
  } catch (error) {
    if (error instanceof TransportError) return false;
    throw error;
  }
}
