// A body that gives a name twice with two values has two readings (D19): JSON.parse keeps the last value,
// other parsers the first. The judge judges the body as JSON.parse reads it; when the readings differ,
// it judges the first-value reading too, and a MUST rule that fails only there fails, naming the duplicate.
// A body with no such name (nearly all) is judged once.
import type { Exchange } from '../http/index.js';
import { duplicateNamesOf } from '../rules/checks/json-body.js';
import type { DuplicateName } from '../rules/duplicate-names.js';
import { underFirstValue } from '../rules/messages.js';
import type { Observation } from '../rules/observation.js';
import type { AnyRule } from '../rules/rule.js';
import { evidenceOf } from './evidence.js';

interface FirstValueReading {
  /** The exchange with its body as a parser that keeps the first value reads it. */
  readonly exchange: Exchange;
  /** The names given two different values. */
  readonly differing: readonly DuplicateName[];
}

/** The first-value reading of the exchange's body, when it differs from JSON.parse's. */
export function firstValueReading(exchange: Exchange): FirstValueReading | undefined {
  const names = duplicateNamesOf(exchange);
  if (names?.firstValueText === undefined) return undefined;
  return {
    exchange: { ...exchange, response: { ...exchange.response, body: names.firstValueText } },
    differing: names.duplicates.filter((duplicate) => duplicate.differ),
  };
}

/** The duplicate a failure is about: the one at, above or inside a field it names, else the first. */
function duplicateBehind(observation: Observation, differing: readonly DuplicateName[]): DuplicateName {
  const violations = observation.evidence?.violations ?? [];
  const related = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
  return differing.find((duplicate) => violations.some((v) => related(v.instancePath, duplicate.at))) ?? differing[0]!;
}

/**
 * The observations of JSON.parse's reading, with each MUST rule that failed only in the first-value
 * reading failed, its message naming the duplicate and its evidence the body as sent.
 */
export function withFirstValueFailures(
  rules: readonly AnyRule[],
  lastValue: readonly Observation[],
  firstValue: readonly Observation[],
  reading: FirstValueReading,
  exchange: Exchange,
): Observation[] {
  const mustRules = new Set(rules.filter((rule) => rule.level === 'MUST').map((rule) => rule.id));
  const failedFirst = new Map(firstValue.filter((o) => o.status === 'failed' && mustRules.has(o.rule)).map((o) => [o.rule, o]));
  return lastValue.map((observation) => {
    const failed = failedFirst.get(observation.rule);
    if (!failed || observation.status === 'failed') return observation;
    const duplicate = duplicateBehind(failed, reading.differing);
    return {
      ...failed,
      message: underFirstValue(duplicate, failed.message),
      evidence: evidenceOf(exchange, failed.evidence?.violations ?? []),
    };
  });
}
