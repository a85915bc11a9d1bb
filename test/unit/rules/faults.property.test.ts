// Every fault that changes a found answer, served on documents no one wrote: each document drawn holds every
// rule, the fault changes it as a server would, and its rule fails on it with no false alarm, as on the
// reference's own documents (faults.test.ts). A rule's faults are its generated violations: a rule added with
// a fault gets its property here with no edit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAULTS, operationOf } from '../../../src/rules/faults.js';
import { changesFoundAnswers, DOCUMENTS, judgedWithFault } from '../../support/proof/generated.js';
import { faultProblemsOn } from '../../support/proof/proofs.js';

describe('each fault of a found answer, on generated documents', () => {
  it.each(FAULTS.filter(changesFoundAnswers).map((fault) => [fault.id, fault] as const))(
    '%s: caught by its rule, no false alarm',
    (_id, fault) => {
      const operation = operationOf(fault);
      let changed = 0;
      fc.assert(
        fc.property(DOCUMENTS[operation](), (document) => {
          const judgement = judgedWithFault(fault, operation, document);
          if (judgement === undefined) return;
          changed += 1;
          expect(faultProblemsOn(fault, judgement)).toEqual([]);
        }),
        { numRuns: 10 },
      );
      expect(changed, 'documents the fault changed').toBeGreaterThan(0);
    },
  );
});
