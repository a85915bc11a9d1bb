// A lookup of an id the harness only believes unknown: if it happens to exist (200), the answer must be
// a conforming resource; otherwise it must be the documented 404.
import type { RequestSubject } from '../rules/subjects.js';
import type { Operation } from '../rules/rule.js';
import type { Judge } from './judge.js';

export function lookupJudge(spec: {
  name: string;
  operation: Operation;
  found: Judge<RequestSubject>;
  notFound: Judge<RequestSubject>;
}): Judge<RequestSubject> {
  const rules = [...new Set([...spec.found.rules, ...spec.notFound.rules])];
  return {
    name: spec.name,
    operation: spec.operation,
    rules,
    judge(input) {
      const status = input.exchange.response.status;
      const chosen = status === 200 ? spec.found : spec.notFound;
      const { observations, facts } = chosen.judge(input);
      const byRule = new Map(observations.map((o) => [o.rule, o]));
      const other = `not applicable to a ${status} answer`;
      return { observations: rules.map((rule) => byRule.get(rule.id) ?? { rule: rule.id, status: 'skipped', message: other }), facts };
    },
  };
}
