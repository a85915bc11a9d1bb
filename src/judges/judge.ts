// A judge says which rules apply to one kind of answer (an existing coupon, an unknown inquiryId, ...),
// in which order, and which of them are gates: one ordered declaration, from which the list of its
// rules is read. Judging an exchange gives one observation per rule of that list.
import type { Facts, Observation } from '../rules/observation.js';
import { onePerRule } from '../rules/observation.js';
import { catalogue } from '../rules/catalogue/index.js';
import { readsDocument, readsNoBody, type AnyRule, type Operation } from '../rules/rule.js';
import type { RequestSubject } from '../rules/subjects.js';
import { applyRule, readDocument, type AtHand, type DocumentReading } from './steps.js';
import { JudgementRecorder } from './recorder.js';
import { firstValueReading, withFirstValueFailures } from './readings.js';

export type { DocumentReading };

/** What judging one answer gives: an observation for every rule of the judge, and facts measured on the way. */
export interface Judgement {
  observations: Observation[];
  facts: Facts;
}

/** One rule of a judge's declaration; a gate's failure leaves the rules after it not judged (skipped). */
interface Step {
  readonly rule: AnyRule;
  readonly gate: boolean;
  /** The JSON gate: when it holds, the parsed body is handed on to the rules of the document. */
  readonly parses?: boolean;
}

export const gate = (rule: AnyRule): Step => ({ rule, gate: true });
/** The gate on the body being JSON, after which the rules read the parsed document. */
export const parse = (rule: AnyRule): Step => ({ rule, gate: true, parses: true });
const stepOf = (step: AnyRule | Step): Step => ('rule' in step ? step : { rule: step, gate: false });

export interface Judge {
  readonly name: string;
  readonly operation: Operation;
  readonly steps: readonly Step[];
  /** Every rule of the judge, in the order of its steps. */
  readonly rules: readonly AnyRule[];
  /** How it reads a 200 body for the rules of the document and the tree (where the tree is), when it reads one. */
  readonly document?: DocumentReading;
  /**
   * The rules the judge is there for, when it judges others only if the answer turns out to be of
   * another kind (an id believed unknown that names a coupon): a selection of rules (--only) sends its
   * requests only for these. Absent: all of `rules`.
   */
  readonly aims?: readonly AnyRule[];
  judge(input: RequestSubject): Judgement;
}

export interface JudgeSpec {
  name: string;
  operation: Operation;
  /** The rules in the order they are applied, gates marked (`gate`, `parse`). */
  steps: readonly (AnyRule | Step)[];
  /** How the body is read for the rules of the document and the tree (required when there are any). */
  document?: DocumentReading;
}

export function defineJudge(spec: JudgeSpec): Judge {
  const steps = spec.steps.map(stepOf);
  const rules = steps.map((step) => step.rule);
  const readsBody = rules.some(readsDocument);
  // Only a judge that reads a body can read it two ways (D19).
  const readsAnyBody = rules.some((rule) => !readsNoBody(rule));
  if (readsBody && !steps.some((step) => step.parses) && !spec.document)
    throw new Error(`judge "${spec.name}" has rules of the document but no JSON gate and no reading of the document`);
  return {
    name: spec.name,
    operation: spec.operation,
    steps,
    rules,
    ...(spec.document ? { document: spec.document } : {}),
    judge(input) {
      const judgement = judgeOnce(input);
      const firstValue = readsAnyBody ? firstValueReading(input.exchange) : undefined;
      if (!firstValue) return judgement;
      const { observations } = judgeOnce({ ...input, exchange: firstValue.exchange });
      return {
        observations: withFirstValueFailures(rules, judgement.observations, observations, firstValue, input.exchange),
        facts: judgement.facts,
      };
    },
  };

  function judgeOnce(input: RequestSubject): Judgement {
    const recorder = new JudgementRecorder(rules, input.exchange);
    const facts: Facts = {};
    let atHand: AtHand = { exchange: input.exchange, request: input };
    for (const step of steps) {
      const held = applyRule(recorder, step.rule, atHand);
      if (step.gate && !held) {
        recorder.stopAfterGate(step.rule);
        break;
      }
      if (step.parses) {
        const read = readDocument(recorder, input, spec.document!, facts);
        if (!read) break;
        atHand = { ...atHand, ...read };
      }
    }
    return { observations: recorder.observations(), facts };
  }
}

/**
 * A judge of a 200 body: its `steps` (the status, the headers, the JSON gate and the rules of the document
 * that come first), then every other rule of the operation about the document or the tree, in catalogue
 * order, so that a rule added to the catalogue is judged here with no other edit.
 */
export function documentJudge(spec: JudgeSpec & { document: DocumentReading }): Judge {
  const named = new Set(spec.steps.map((step) => stepOf(step).rule));
  const rest = catalogue.filter((rule) => rule.operation === spec.operation && readsDocument(rule) && !named.has(rule));
  return defineJudge({ ...spec, steps: [...spec.steps, ...rest] });
}

/** A judgement in which no rule of the judge is judged: each is skipped or an error, with the one message. */
export function noneJudged(
  judge: Pick<Judge, 'rules'>,
  status: 'skipped' | 'error',
  message: string,
  extra: Partial<Omit<Observation, 'rule' | 'status' | 'message'>> = {},
): Judgement {
  return { observations: onePerRule(judge.rules, new Map(), { status, message, ...extra }), facts: {} };
}
