// Runs a property against the target: for every generated value, send the request it implies and
// judge the answer. A MUST failure fails the property, and fast-check shrinks it to a minimal
// counterexample; SHOULD warnings are kept with the value that showed them. When the target stops
// answering (or refuses the caller), nothing more is sent and the rules are unjudged.
import fc from 'fast-check';
import { TransportError, type Exchange } from '../http/types.js';
import { evidenceOfRequest } from '../judges/evidence.js';
import type { Judge, Judgement } from '../judges/judge.js';
import { refusalOf } from '../judges/refusal.js';
import { show } from '../rules/describe.js';
import { outranks, type Observation } from '../rules/observation.js';
import { propertySeed } from './seed.js';

export interface PropertySpec<Value, Input extends { exchange: Exchange }> {
  name: string;
  judge: Judge<Input>;
  arbitrary: fc.Arbitrary<Value>;
  /** Values judged first, before the random ones (they count in numRuns). */
  examples?: Value[];
  /** Sends the request for one value and returns what the judge needs. */
  act(value: Value): Promise<Input>;
  runSeed: number;
  numRuns: number;
  /** Why an answer cannot be judged (a refusal of the credentials); by default every 401/403 is one. */
  refusalOf?: (exchange: Exchange) => string | undefined;
}

export async function judgeProperty<Value, Input extends { exchange: Exchange }>(spec: PropertySpec<Value, Input>): Promise<Judgement> {
  const worst = new Map<string, Observation>();
  let failing: { value: Value; judgement: Judgement } | undefined;
  let unjudged: Observation | undefined;
  let budgetSpent = false;

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
    let input: Input;
    try {
      input = await spec.act(value);
    } catch (error) {
      if (!(error instanceof TransportError)) throw error;
      // The budget ran out while shrinking a failure: keep the smallest counterexample found so far.
      if (error.code === 'budget' && failing) {
        budgetSpent = true;
        return true;
      }
      unjudged = { rule: '', status: 'error', message: `could not judge: ${error.message}`, evidence: evidenceOfRequest(error.request) };
      return true;
    }
    const refusal = (spec.refusalOf ?? refusalOf)(input.exchange);
    if (refusal) {
      unjudged = { rule: '', status: 'error', message: refusal };
      return true;
    }
    const judgement = spec.judge.judge(input);
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
    return {
      observations: spec.judge.rules.map((rule) => ({ rule: rule.id, status: 'error', message, ...(evidence ? { evidence } : {}) })),
      facts: {},
    };
  }
  if (failing) {
    const shrinks = `${details.numShrinks} shrinks${budgetSpent ? ', then the request budget was spent' : ''}`;
    const where = `counterexample ${show(failing.value)} after ${shrinks} (replay: --seed ${spec.runSeed})`;
    for (const observation of failing.judgement.observations) {
      if (observation.status === 'failed') worst.delete(observation.rule);
      keep(observation.status === 'failed' ? { ...observation, message: `${observation.message}; ${where}` } : observation, failing.value);
    }
  }
  return {
    observations: spec.judge.rules.map(
      (rule) => worst.get(rule.id) ?? { rule: rule.id, status: 'skipped', message: 'no generated case reached this rule' },
    ),
    facts: {},
  };
}
