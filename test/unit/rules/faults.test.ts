// Every fault a rule carries, judged without a socket (test/support/proof/): served on every request the plan sends
// on every seed, its rule fails on at least one answer, no rule its defect does not explain fails or warns on any,
// and the rules it names as unable to read what it broke are never passed. The kill matrix (test/e2e/kill-matrix.test.ts)
// shows the same through the CLI; this names the answer and the rule at once.
import { describe, expect, it } from 'vitest';
import { FAULTS } from '../../../src/rules/faults.js';
import { faultProblems } from '../../support/proof/proofs.js';

describe('each fault, served on every planned request', () => {
  it.each(FAULTS.filter((fault) => fault.hangs === undefined).map((fault) => [fault.id, fault] as const))(
    '%s: caught by its rule, no false alarm',
    (_id, fault) => expect(faultProblems(fault)).toEqual([]),
  );
});
