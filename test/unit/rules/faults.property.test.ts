// Every fault that changes a found answer, served on documents no one wrote: each document drawn holds every
// rule, the fault changes it as a server would, and its rule fails on it with no false alarm, as on the
// reference's own documents (faults.test.ts). A rule's faults are its generated violations: a rule added with
// a fault gets its property here with no edit.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FAULTS, operationOf, type Fault } from '../../../src/rules/faults.js';
import type { Judgement } from '../../../src/judges/judge.js';
import { changesFoundAnswers, DOCUMENTS, judgedWithFault } from '../../support/proof/generated.js';

const broken = (status: string) => status === 'failed' || status === 'warning';

/** What is wrong with the judgement of a document the fault changed: nothing when its rule, and only rules it explains, broke. */
function problems(fault: Fault, judgement: Judgement): string[] {
  const explained = new Set([fault.catches, ...(fault.alsoBreaks ?? [])]);
  const found = judgement.observations
    .filter((o) => broken(o.status) && !explained.has(o.rule))
    .map((o) => `false alarm: ${o.rule}: ${o.message}`);
  const own = judgement.observations.find((o) => o.rule === fault.catches);
  if (!own || !broken(own.status)) found.push(`${fault.catches} ${own ? `${own.status}: ${own.message}` : 'not judged'}`);
  for (const rule of fault.notPassed ?? [])
    if (judgement.observations.find((o) => o.rule === rule)?.status === 'passed') found.push(`${rule} passed, what it reads broken`);
  return found;
}

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
          expect(problems(fault, judgement)).toEqual([]);
        }),
        { numRuns: 10 },
      );
      expect(changed, 'documents the fault changed').toBeGreaterThan(0);
    },
  );
});
