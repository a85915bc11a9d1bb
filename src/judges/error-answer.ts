// Judges of answers that must be errors: the status first (when it is wrong nothing else about the
// answer can be judged), then the body's shape, then the documented message and what hangs on it.
import type { Exchange } from '../http/types.js';
import type { RequestSubject } from '../rules/subjects.js';
import type { Operation, Rule } from '../rules/rule.js';
import { defineJudge, type Judge } from './judge.js';

export function errorAnswerJudge(spec: {
  name: string;
  operation: Operation;
  noServerError: Rule<Exchange>;
  status: Rule<RequestSubject>;
  /** Each rule after the first is judged only if the previous one held. */
  messageChain: readonly Rule<RequestSubject>[];
  /** Judged whenever the status is right; never blocks the message chain. */
  alongside?: readonly Rule<RequestSubject>[];
}): Judge<RequestSubject> {
  const alongside = spec.alongside ?? [];
  return defineJudge<RequestSubject>({
    name: spec.name,
    operation: spec.operation,
    rules: [spec.noServerError, spec.status, ...alongside, ...spec.messageChain],
    body(j, subject) {
      j.apply(spec.noServerError, subject.exchange);
      if (!j.gate(spec.status, subject)) return;
      for (const rule of alongside) j.apply(rule, subject);
      for (const rule of spec.messageChain) if (!j.gate(rule, subject)) return;
    },
  });
}

/** Edge forms of an id: judged on safety first; an unsafe answer is one failure, not a warning besides. */
export function edgeIdJudge(spec: {
  name: string;
  operation: Operation;
  noServerError: Rule<Exchange>;
  safe: Rule<RequestSubject>;
  answered: Rule<RequestSubject>;
}): Judge<RequestSubject> {
  return defineJudge<RequestSubject>({
    name: spec.name,
    operation: spec.operation,
    rules: [spec.noServerError, spec.safe, spec.answered],
    body(j, subject) {
      j.apply(spec.noServerError, subject.exchange);
      if (!j.gate(spec.safe, subject)) return;
      j.apply(spec.answered, subject);
    },
  });
}

export function readOnlyJudge(spec: {
  name: string;
  operation: Operation;
  noServerError: Rule<Exchange>;
  readOnly: Rule<Exchange>;
}): Judge<RequestSubject> {
  return defineJudge<RequestSubject>({
    name: spec.name,
    operation: spec.operation,
    rules: [spec.noServerError, spec.readOnly],
    body(j, { exchange }) {
      j.apply(spec.noServerError, exchange);
      j.apply(spec.readOnly, exchange);
    },
  });
}
