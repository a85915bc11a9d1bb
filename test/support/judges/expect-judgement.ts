// One assertion for every table of the judge tests: the whole map rule -> status at once (so a
// stray failure elsewhere shows in the diff), then the evidence of each rule that must fail.
import { expect } from 'vitest';
import type { Judge, Judgement } from '../../../src/judges/judge.js';
import type { Observation } from '../../../src/rules/observation.js';
import type { RequestSubject } from '../../../src/rules/subjects.js';

export interface Want {
  /** Rules that must fail (`failed` for MUST, `warning` for SHOULD), each with the JSON Pointer of its first violation. */
  fail?: Readonly<Record<string, string>>;
  /** Every rule the judge declares after this one (and not in `fail`) is skipped: the judgement stopped there. */
  skippedAfter?: string;
  /** Outcome left open between passed and skipped (never failed): where the judge's choice is a doubtful one. */
  passedOrSkipped?: readonly string[];
  /**
   * Rules whose input the defect made unreadable: skipped, "not judged: ...; see <rule>" (null: no rule to see).
   * Any other rule may also be skipped so, naming one of those same rules or a rule of `fail`: a rule added to
   * the catalogue that reads the broken part joins them with no edit here.
   */
  notJudged?: Readonly<Record<string, string | null>>;
  /** Any other rule may also be skipped as not judged, provided its reason names this rule: for generated defects, whose dependents vary. */
  skippedFor?: string;
}

const EITHER = 'passed or skipped';

export function observationOf(judgement: Judgement, rule: string): Observation {
  const found = judgement.observations.find((o) => o.rule === rule);
  if (!found) throw new Error(`no observation for ${rule}`);
  return found;
}

/** rule -> status, in the judge's order. */
export function statusesOf(judgement: Judgement): Record<string, string> {
  return Object.fromEntries(judgement.observations.map((o) => [o.rule, o.status]));
}

export function expectAllPassed(judge: Judge, input: RequestSubject): Judgement {
  const judgement = judge.judge(input);
  expect(judgement.observations.map((o) => o.rule)).toEqual(judge.rules.map((r) => r.id));
  expect(statusesOf(judgement)).toEqual(Object.fromEntries(judge.rules.map((r) => [r.id, 'passed'])));
  return judgement;
}

/** Judges the input and checks the outcome against `want`; returns the judgement for further checks. */
export function expectJudgement(judge: Judge, input: RequestSubject, want: Want): Judgement {
  const judgement = judge.judge(input);
  const ids = judge.rules.map((rule) => rule.id);
  const named = [
    ...Object.keys(want.fail ?? {}),
    ...Object.keys(want.notJudged ?? {}),
    ...(want.skippedAfter ? [want.skippedAfter] : []),
    ...(want.passedOrSkipped ?? []),
  ];
  for (const id of named) expect(ids, `the case names a rule the judge does not declare`).toContain(id);
  expect(
    judgement.observations.map((o) => o.rule),
    'one observation per declared rule, in order',
  ).toEqual(ids);

  const stopIndex = want.skippedAfter === undefined ? ids.length : ids.indexOf(want.skippedAfter);
  const expected: Record<string, string> = {};
  judge.rules.forEach((rule, index) => {
    if (want.fail?.[rule.id] !== undefined) expected[rule.id] = rule.level === 'MUST' ? 'failed' : 'warning';
    else if (want.notJudged?.[rule.id] !== undefined) expected[rule.id] = 'skipped';
    else if (want.passedOrSkipped?.includes(rule.id)) expected[rule.id] = EITHER;
    else expected[rule.id] = index > stopIndex ? 'skipped' : 'passed';
  });
  // A rule whose input the defect broke is skipped naming the rule that reports it: any rule of the catalogue that
  // reads the broken part follows the defect so by default, with no row of a table naming it.
  const reporters = [want.skippedFor, ...Object.keys(want.fail ?? {}), ...Object.values(want.notJudged ?? {})].filter(
    (rule) => typeof rule === 'string',
  );
  const dependsOnTheDefect = (o: { rule: string; status: string; message: string }) =>
    expected[o.rule] === 'passed' &&
    o.status === 'skipped' &&
    o.message.startsWith('not judged: ') &&
    reporters.some((reporter) => o.message.endsWith(`; see ${reporter}`));
  const actual = Object.fromEntries(
    judgement.observations.map((o) =>
      dependsOnTheDefect(o)
        ? [o.rule, 'passed']
        : [o.rule, want.passedOrSkipped?.includes(o.rule) && (o.status === 'passed' || o.status === 'skipped') ? EITHER : o.status],
    ),
  );
  expect(actual).toEqual(expected);

  for (const [rule, pointer] of Object.entries(want.fail ?? {})) {
    const observation = observationOf(judgement, rule);
    expect(observation.message, `${rule} says what is wrong`).toMatch(/\S/);
    const first = observation.evidence?.violations?.[0];
    expect(first?.instancePath, `${rule}: JSON Pointer of the first violation`).toBe(pointer);
    expect(first?.expected, `${rule}: expected`).toMatch(/\S/);
    expect(first?.actual, `${rule}: actual`).toMatch(/\S/);
    expect(observation.evidence?.response?.status, `${rule}: the evidence carries the response`).toBe(input.exchange.response.status);
    expect(observation.evidence?.curl, `${rule}: the evidence repeats the request`).toContain(input.exchange.request.url);
  }
  for (const [rule, see] of Object.entries(want.notJudged ?? {})) {
    const message = observationOf(judgement, rule).message;
    expect(message, `${rule}: why it was not judged`).toMatch(/^not judged: .+ (is|are) /);
    if (see === null) expect(message).not.toMatch(/; see /);
    else expect(message, `${rule}: names the rule that reports its input`).toMatch(new RegExp(`; see ${see.replace(/\./g, '\\.')}$`));
  }
  for (const observation of judgement.observations.filter((o) => o.status === 'skipped')) {
    expect(observation.message, `${observation.rule} says why it was skipped`).toMatch(/\S/);
  }
  return judgement;
}
