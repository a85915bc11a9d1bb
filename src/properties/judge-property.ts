// Runs a property against the target: for every generated value, send the request it implies and
// judge the answer. A MUST failure fails the property, and fast-check shrinks it to a minimal
// counterexample; SHOULD warnings are kept with the value that showed them. When the target stops
// answering (or refuses the caller), nothing more is sent and the rules are unjudged.
import fc from 'fast-check';
import { TransportError, type Exchange } from '../http/types.js';
import { evidenceOfRequest } from '../judges/evidence.js';
import { unjudged as everyRule, type Judge, type Judgement } from '../judges/judge.js';
import { refusalOf } from '../judges/refusal.js';
import { show } from '../rules/describe.js';
import { counterexample, couldNotJudge, intermittent, NO_GENERATED_CASE } from '../rules/messages.js';
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
  /** Why an answer cannot be judged (a refusal of the credentials); by default every 401/403 is one. */
  refusalOf?: (exchange: Exchange) => string | undefined;
}

export async function judgeProperty<Value>(spec: PropertySpec<Value>): Promise<Judgement> {
  const worst = new Map<string, Observation>();
  let failing: { value: Value; judgement: Judgement } | undefined;
  let unjudged: Observation | undefined;
  let budgetSpent = false;
  /** Per rule, every answer that judged it and those that broke it, shrinking's included: each was a real answer. */
  const counts = new Map<string, AnswerCount>();
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

  const property = fc.asyncProperty(spec.arbitrary, async (value) => {
    if (unjudged || budgetSpent) return true; // the target stopped answering, or no request is left: send nothing more
    let input: RequestSubject;
    try {
      input = await spec.act(value);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      // The budget ran out while shrinking a failure: keep the smallest counterexample found so far.
      if (error.code === 'budget' && failing) {
        budgetSpent = true;
        return true;
      }
      unjudged = { rule: '', status: 'error', message: couldNotJudge(error.message), evidence: evidenceOfRequest(error.request) };
      return true;
    }
    const refusal = (spec.refusalOf ?? refusalOf)(input.exchange);
    if (refusal) {
      unjudged = { rule: '', status: 'error', message: refusal };
      return true;
    }
    const judgement = spec.judge.judge(input);
    count(judgement);
    if (judgement.observations.some((o) => o.status === 'failed')) {
      failing = { value, judgement }; // the last failure seen is the shrunk counterexample
      return false;
    }
    for (const observation of judgement.observations) keep(observation, value);
    return true;
  });

  const seed = propertySeed(spec.runSeed, spec.name);
  const details = await fc.check(property, {
    seed,
    numRuns: spec.numRuns,
    examples: (spec.examples ?? []).map((value) => [value] as [Value]),
  });
  if (details.failed && !failing) throw details.errorInstance; // the predicate itself broke: a harness fault

  if (unjudged) {
    const { message, evidence } = unjudged;
    return everyRule(spec.judge, 'error', message, evidence ? { evidence } : {});
  }
  if (failing) {
    const again = budgetSpent ? 'unknown' : await failsAgain(spec, failing.value);
    // A failure the same request does not show twice (a proxy's 502 one time in ten) is not the seed's to replay.
    const where =
      again === 'no'
        ? intermittent(show(failing.value))
        : counterexample(show(failing.value), details.numShrinks, budgetSpent, spec.runSeed);
    for (const observation of failing.judgement.observations) {
      if (observation.status === 'failed') worst.delete(observation.rule);
      keep(observation.status === 'failed' ? { ...observation, message: `${observation.message}; ${where}` } : observation, failing.value);
    }
  }
  const observations = onePerRule(spec.judge.rules, worst, { status: 'skipped', message: NO_GENERATED_CASE });
  return {
    observations: observations.map((observation) => {
      const answers = counts.get(observation.rule);
      return answers ? { ...observation, answers } : observation;
    }),
    facts: {},
  };
}

/** Sends the counterexample once more: 'no' when it is answered conformingly now, 'unknown' when nothing could be sent or judged. */
async function failsAgain<Value>(spec: PropertySpec<Value>, value: Value): Promise<'yes' | 'no' | 'unknown'> {
  try {
    const input = await spec.act(value);
    if ((spec.refusalOf ?? refusalOf)(input.exchange)) return 'unknown';
    return spec.judge.judge(input).observations.some((o) => o.status === 'failed') ? 'yes' : 'no';
  } catch (error) {
    if (error instanceof TransportError) return 'unknown';
    throw error;
  }
}
