// Every example a rule carries (src/rules/example.ts), judged as a run judges it: the reference's answer of the
// example's kind to the first planned request that gets one, changed as the example says, judged by that request's
// judge. The rule holds, fails (a SHOULD rule warns) or is skipped as not judged, naming the rule to see, exactly
// as the example says; where it gives `at`, the first violation (or the unreadable part) is there.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { exampleProblem } from '../../support/proof/proofs.js';

const rows = catalogue.flatMap((rule) => (rule.examples ?? []).map((example) => [rule.id, example.why, rule, example] as const));

describe('each rule on its examples', () => {
  it.each(rows)('%s: %s', (_id, _why, rule, example) => expect(exampleProblem(rule, example)).toBeUndefined());
});
