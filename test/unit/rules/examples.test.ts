// Every example a rule carries (src/rules/example.ts), judged as a run judges it: the reference's answer of the
// example's kind to the first planned request that gets one, changed as the example says, judged by that request's
// judge. The rule holds, fails (a SHOULD rule warns) or is skipped as not judged, naming the rule to see, exactly
// as the example says; where it gives `at`, the first violation (or the unreadable part) is there.
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import type { Example } from '../../../src/rules/example.js';
import type { AnyRule } from '../../../src/rules/rule.js';
import { changed, judged, kindOf, plannedRequests } from '../../support/proof/offline.js';

/** The first planned request of the rule's operation whose answer is of the example's kind and whose judge applies the rule. */
function requestFor(rule: AnyRule, example: Example) {
  const planned = plannedRequests(rule.operation).find(
    (candidate) => kindOf(candidate) === example.answers && candidate.case.judge.rules.some((judged) => judged.id === rule.id),
  );
  if (!planned) throw new Error(`no planned ${example.answers} answer is judged by ${rule.id}`);
  return planned;
}

const rows = catalogue.flatMap((rule) => (rule.examples ?? []).map((example) => [rule.id, example.why, rule, example] as const));

describe('each rule on its examples', () => {
  it.each(rows)('%s: %s', (_id, _why, rule, example) => {
    const planned = requestFor(rule, example);
    const answer = example.change ? changed(example.change, planned) : changed((usual) => usual, planned);
    const observation = judged(planned, answer).observations.find((o) => o.rule === rule.id)!;
    if (example.outcome === 'passes') return expect([observation.status, observation.message]).toEqual(['passed', expect.any(String)]);
    if (example.outcome === 'notJudged') {
      expect(observation.status, observation.message).toBe('skipped');
      expect(observation.message).toMatch(new RegExp(`^not judged: .*; see ${example.see!.replace(/\./g, '\\.')}$`));
      if (example.at !== undefined) expect(observation.message).toContain(`not judged: ${example.at} `);
      return;
    }
    expect(observation.status, observation.message).toBe(rule.level === 'MUST' ? 'failed' : 'warning');
    if (example.at !== undefined) expect(observation.evidence?.violations?.[0]?.instancePath).toBe(example.at);
  });
});
