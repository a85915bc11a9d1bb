// A judge turns one exchange into one observation per rule it declares.
import type { Exchange } from '../http/types.js';
import type { AnyRule, Observation, Operation } from '../rules/types.js';
import type { TreeStatistics } from '../types/report.js';
import { Judgement } from './judgement.js';

/** Facts measured on the way that are not rules (they go to the report's observations). */
export interface Facts {
  categoryTree?: TreeStatistics;
}

export interface Verdicts {
  observations: Observation[];
  facts: Facts;
}

export interface Judge<Input extends { exchange: Exchange }> {
  readonly name: string;
  readonly operation: Operation;
  readonly rules: readonly AnyRule[];
  judge(input: Input): Verdicts;
}

export function defineJudge<Input extends { exchange: Exchange }>(spec: {
  name: string;
  operation: Operation;
  rules: readonly AnyRule[];
  body: (judgement: Judgement, input: Input, facts: Facts) => void;
}): Judge<Input> {
  return {
    name: spec.name,
    operation: spec.operation,
    rules: spec.rules,
    judge(input) {
      const judgement = new Judgement(spec.rules, input.exchange);
      const facts: Facts = {};
      spec.body(judgement, input, facts);
      return { observations: judgement.observationsFor(), facts };
    },
  };
}
