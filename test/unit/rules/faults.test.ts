// Every fault a rule carries, judged without a socket (test/support/proof/offline.ts): served on every request
// the plan sends on every seed, its rule fails on at least one answer, no rule its defect does not explain fails
// or warns on any, and the rules it names as unable to read what it broke are never passed. The kill matrix
// (test/e2e/mutants.test.ts) shows the same through the CLI; this names the answer and the rule at once.
import { describe, expect, it } from 'vitest';
import type { Observation } from '../../../src/rules/observation.js';
import { FAULTS, operationOf } from '../../../src/rules/faults.js';
import { judged, plannedRequests, servedWith } from '../../support/proof/offline.js';

const broken = (observation: Observation) => observation.status === 'failed' || observation.status === 'warning';

describe('each fault, served on every planned request', () => {
  it.each(FAULTS.filter((fault) => fault.hangs === undefined).map((fault) => [fault.id, fault] as const))(
    '%s: caught by its rule, no false alarm',
    (_id, fault) => {
      const judgements = plannedRequests(operationOf(fault)).flatMap((planned) => {
        const answer = servedWith(fault, planned);
        return answer === undefined ? [] : [{ path: planned.request.path, ...judged(planned, answer) }];
      });
      expect(judgements.length, 'the fault changes at least one planned answer').toBeGreaterThan(0);
      const explained = new Set([fault.catches, ...(fault.alsoBreaks ?? [])]);
      const falseAlarms = judgements.flatMap(({ path, observations }) =>
        observations.filter((o) => broken(o) && !explained.has(o.rule)).map((o) => `${o.rule} on ${path}: ${o.message}`),
      );
      expect(falseAlarms).toEqual([]);
      const caughtOn = judgements.filter(({ observations }) => observations.some((o) => o.rule === fault.catches && broken(o)));
      expect(caughtOn.length, `${fault.catches} fails on at least one answer`).toBeGreaterThan(0);
      for (const rule of fault.notPassed ?? [])
        for (const { path, observations } of caughtOn)
          expect(observations.find((o) => o.rule === rule)?.status, `${rule} on ${path}`).not.toBe('passed');
    },
  );
});
