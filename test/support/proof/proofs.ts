// What a rule's proof must show, as functions of a fault or an example that return what is wrong (nothing: it
// holds). The generic suites (test/unit/rules/faults.test.ts, examples.test.ts) assert them for every rule of the
// catalogue; test/unit/docs/adding-a-rule.test.ts for the rules a newcomer adds, with the catalogue they are in.
import type { Judgement } from '../../../src/judges/judge.js';
import type { Observation } from '../../../src/rules/observation.js';
import type { Example } from '../../../src/rules/example.js';
import { operationOf, type Fault } from '../../../src/rules/faults.js';
import type { AnyRule } from '../../../src/rules/rule.js';
import { changed, judged, kindOf, plannedRequests, servedWith } from './offline.js';

const broken = (observation: Observation) => observation.status === 'failed' || observation.status === 'warning';

/** The rules a fault's defect explains breaking: its own and those it names. */
const explainedBy = (fault: Fault) => new Set([fault.catches, ...(fault.alsoBreaks ?? [])]);

/**
 * One answer the fault changed, judged: its rule fails (or warns), no rule its defect does not explain fails or
 * warns, and the rules it names as unable to read what it broke are not passed (test/unit/rules/faults.property.test.ts).
 */
export function faultProblemsOn(fault: Fault, { observations }: Pick<Judgement, 'observations'>): string[] {
  const explained = explainedBy(fault);
  const problems = observations.filter((o) => broken(o) && !explained.has(o.rule)).map((o) => `false alarm: ${o.rule}: ${o.message}`);
  const own = observations.find((o) => o.rule === fault.catches);
  if (!own || !broken(own)) problems.push(`${fault.catches} ${own ? `${own.status}: ${own.message}` : 'not judged'}`);
  for (const rule of fault.notPassed ?? [])
    if (observations.find((o) => o.rule === rule)?.status === 'passed') problems.push(`${rule} passed, what it reads broken`);
  return problems;
}

/**
 * A fault served on every request the plan sends on every seed: it changes at least one answer, its rule fails
 * on at least one, no rule its defect does not explain fails or warns on any, and the rules it names as unable to
 * read what it broke are never passed where its rule failed.
 */
export function faultProblems(fault: Fault, rules?: readonly AnyRule[]): string[] {
  const judgements = plannedRequests(operationOf(fault, rules)).flatMap((planned) => {
    const answer = servedWith(fault, planned);
    return answer === undefined ? [] : [{ path: planned.request.path, ...judged(planned, answer) }];
  });
  if (judgements.length === 0) return ['it changes no answer the plan asks for'];
  const explained = explainedBy(fault);
  const problems = judgements.flatMap(({ path, observations }) =>
    observations.filter((o) => broken(o) && !explained.has(o.rule)).map((o) => `false alarm: ${o.rule} on ${path}: ${o.message}`),
  );
  const caughtOn = judgements.filter(({ observations }) => observations.some((o) => o.rule === fault.catches && broken(o)));
  if (caughtOn.length === 0) problems.push(`${fault.catches} fails on none of the ${judgements.length} answers it changes`);
  for (const rule of fault.notPassed ?? [])
    for (const { path, observations } of caughtOn)
      if (observations.find((o) => o.rule === rule)?.status === 'passed') problems.push(`${rule} passed on ${path}, what it reads broken`);
  return problems;
}

/** The first planned request of the rule's operation whose answer is of the example's kind and whose judge applies the rule. */
function requestFor(rule: AnyRule, example: Example) {
  return plannedRequests(rule.operation).find(
    (candidate) => kindOf(candidate) === example.answers && candidate.case.judge.rules.some((judged) => judged.id === rule.id),
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rule on its example: it holds, fails (a SHOULD warns) or is skipped as not judged naming the rule to see, as the example says. */
export function exampleProblem(rule: AnyRule, example: Example): string | undefined {
  const planned = requestFor(rule, example);
  if (!planned) return `no planned ${example.answers} answer is judged by ${rule.id}`;
  const observation = judged(planned, changed(example.change ?? ((usual) => usual), planned)).observations.find((o) => o.rule === rule.id)!;
  const got = `got ${observation.status}: ${observation.message}`;
  if (example.outcome === 'passes') return observation.status === 'passed' ? undefined : `expected it to hold, ${got}`;
  if (example.outcome === 'notJudged') {
    const reason = new RegExp(
      `^not judged: ${example.at === undefined ? '.*' : `${escaped(example.at)} .*`}; see ${escaped(example.see ?? '')}$`,
    );
    return observation.status === 'skipped' && reason.test(observation.message)
      ? undefined
      : `expected not judged, see ${example.see}, ${got}`;
  }
  const status = rule.level === 'MUST' ? 'failed' : 'warning';
  if (observation.status !== status) return `expected it to be ${status}, ${got}`;
  const first = observation.evidence?.violations?.[0]?.instancePath;
  return example.at === undefined || first === example.at ? undefined : `expected the first violation at ${example.at}, got it at ${first}`;
}
