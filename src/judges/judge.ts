// A judge says which rules apply to one kind of answer (an existing coupon, an unknown inquiryId, ...)
// and which of them are gates; judging an exchange gives one observation per rule it declares.
import type { Exchange } from '../http/types.js';
import type { Facts, Observation } from '../rules/observation.js';
import type { AnyRule, Operation } from '../rules/rule.js';
import { JudgementRecorder } from './recorder.js';

/** What judging one answer gives: an observation for every rule of the judge, and facts measured on the way. */
export interface Judgement {
  observations: Observation[];
  facts: Facts;
}

export interface Judge<Input extends { exchange: Exchange }> {
  readonly name: string;
  readonly operation: Operation;
  readonly rules: readonly AnyRule[];
  /**
   * The rules the judge is there for, when it judges others only if the answer turns out to be of
   * another kind (an id believed unknown that names a coupon): a selection of rules (--only) sends its
   * requests only for these. Absent: all of `rules`.
   */
  readonly aims?: readonly AnyRule[];
  judge(input: Input): Judgement;
}

export function defineJudge<Input extends { exchange: Exchange }>(spec: {
  name: string;
  operation: Operation;
  rules: readonly AnyRule[];
  /** Applies the rules to the input through the recorder, gates first. */
  body: (recorder: JudgementRecorder, input: Input, facts: Facts) => void;
}): Judge<Input> {
  return {
    name: spec.name,
    operation: spec.operation,
    rules: spec.rules,
    judge(input) {
      const recorder = new JudgementRecorder(spec.rules, input.exchange);
      const facts: Facts = {};
      spec.body(recorder, input, facts);
      return { observations: recorder.observations(), facts };
    },
  };
}
