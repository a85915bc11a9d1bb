// A lookup of an id the harness only believes unknown: if it happens to exist (200), the answer must be
// a conforming resource; otherwise it must be the documented 404.
import { NOT_APPLICABLE } from '../rules/messages.js';
import { onePerRule } from '../rules/observation.js';
import type { Operation } from '../rules/rule.js';
import type { Judge } from './judge.js';

export function lookupJudge(spec: { name: string; operation: Operation; found: Judge; notFound: Judge }): Judge {
  const rules = [...new Set([...spec.found.rules, ...spec.notFound.rules])];
  return {
    name: spec.name,
    operation: spec.operation,
    steps: rules.map((rule) => ({ rule, gate: false })),
    rules,
    // The 404 is what these requests are for; a conforming body is judged only if an id happens to exist.
    aims: spec.notFound.rules,
    judge(input) {
      const status = input.exchange.response.status;
      const chosen = status === 200 ? spec.found : spec.notFound;
      const { observations, facts } = chosen.judge(input);
      // One wording per side, whatever the status: a generated id's answer must not change a skip reason from run to run.
      const message = chosen === spec.found ? NOT_APPLICABLE.toFound : NOT_APPLICABLE.toMissing;
      return { observations: onePerRule(rules, new Map(observations.map((o) => [o.rule, o])), { status: 'skipped', message }), facts };
    },
  };
}
