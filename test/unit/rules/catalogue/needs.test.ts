// What a rule needs beyond its subject (rule.ts, Need) decides what `validate` can judge of a captured body
// alone. Computed from the catalogue, never listed by hand: on the reference's answers and on every fault's,
// judged offline as `validate` judges a body, a rule that needs the answer's headers is skipped for want of
// them, one that needs the id requested is skipped without --id and judged with it, and a rule that declares no
// need judges a body the same with the id as without it (so a rule that compares the body with the id but does
// not say so is caught: without --id it would compare the body with itself and pass).
import { describe, expect, it } from 'vitest';
import { judgeBody, type OfflineAnswer } from '../../../../src/offline/judge-body.js';
import { specOf } from '../../../../src/operations.js';
import type { Exchange } from '../../../../src/http/types.js';
import type { ReferenceResponse } from '../../../../src/reference-model.js';
import { FAULTS, operationOf } from '../../../../src/rules/faults.js';
import { catalogue, ruleById } from '../../../../src/rules/catalogue/index.js';
import { NOT_JUDGED_OFFLINE } from '../../../../src/rules/messages.js';
import { needs, readsNoBody } from '../../../../src/rules/rule.js';
import { kindOf, plannedRequests, recorded, servedWith, usualAnswer, type PlannedRequest } from '../../../support/proof/offline.js';

/** The answers a captured body can be judged as (the documented ones), as `validate` names them. */
const OFFLINE: readonly string[] = ['found', 'notFound', 'malformed', 'foreign'];

interface Captured {
  name: string;
  planned: PlannedRequest;
  answer: ReferenceResponse;
}

/** The body judged as `validate` judges it, with or without --id: each rule's status and message. */
function offline({ planned, answer }: Captured, withId: boolean) {
  const request = {
    suite: specOf(planned.case.operation).suite,
    answer: kindOf(planned) as OfflineAnswer,
    body: answer.body,
    ...(withId ? { requestedId: planned.requestedId } : {}),
  };
  return new Map(judgeBody(request).map((result) => [result.rule, result]));
}

const offlineRequests = (operation: Parameters<typeof plannedRequests>[0]) =>
  plannedRequests(operation).filter((planned) => OFFLINE.includes(kindOf(planned) ?? '') && planned.request.method === 'GET');

/** One reference answer of each offline kind of each operation, and every fault's answers of those kinds. */
const captured: Captured[] = [
  ...[...new Set(catalogue.map((rule) => rule.operation))].flatMap((operation) => {
    const firstOfKind = new Map(offlineRequests(operation).map((planned) => [kindOf(planned), planned]));
    return [...firstOfKind.values()].map((planned) => ({
      name: `the reference's ${kindOf(planned)} answer (${planned.request.path})`,
      planned,
      answer: usualAnswer(planned),
    }));
  }),
  ...FAULTS.filter((fault) => fault.hangs === undefined).flatMap((fault) =>
    offlineRequests(operationOf(fault)).flatMap((planned) => {
      const answer = servedWith(fault, planned);
      return answer === undefined ? [] : [{ name: `${fault.id} (${planned.request.path})`, planned, answer }];
    }),
  ),
];

describe('what each rule needs beyond its subject, on every answer a body can be captured from', () => {
  it('judges thousands of captured answers', () => expect(captured.length).toBeGreaterThan(500));

  it.each(captured.map((one) => [one.name, one] as const))('%s', (_name, one) => {
    const withoutId = offline(one, false);
    const withId = offline(one, true);
    for (const [id, result] of withoutId) {
      const rule = ruleById.get(id)!;
      if (readsNoBody(rule)) {
        const why = needs(rule, 'headers') ? NOT_JUDGED_OFFLINE.headers : NOT_JUDGED_OFFLINE.status;
        expect([id, result.status, result.message]).toEqual([id, 'skipped', why]);
      } else if (needs(rule, 'requestedId')) {
        expect([id, result.status, result.message]).toEqual([id, 'skipped', NOT_JUDGED_OFFLINE.requestedId]);
        expect(withId.get(id)?.message, `${id} is judged with --id`).not.toBe(NOT_JUDGED_OFFLINE.requestedId);
      } else {
        expect([id, withId.get(id)?.status], `${id} declares no need: the id changes nothing`).toEqual([id, result.status]);
      }
    }
  });

  it('a rule that needs the id requested fails with it on some captured answer: the need is real', () => {
    const withId = captured.map((one) => offline(one, true));
    const idRules = catalogue.filter((rule) => needs(rule, 'requestedId') && withId.some((results) => results.has(rule.id)));
    const failingWithId = idRules.filter((rule) =>
      withId.some((results) => ['failed', 'warning'].includes(results.get(rule.id)?.status ?? '')),
    );
    expect(failingWithId.map((rule) => rule.id)).toEqual(idRules.map((rule) => rule.id));
  });
});

describe('a rule of the status line and headers needs the headers exactly when its check reads them', () => {
  /** The answer as the client records it, and the same with no headers at all. */
  const withAndWithout = ({ planned, answer }: Captured) => {
    const kept = recorded(planned, answer);
    return [kept, { ...kept, response: { ...kept.response, headers: {}, repeatedHeaders: undefined } }] as const;
  };

  it.each(catalogue.filter(readsNoBody).map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
    const check = rule.check as (exchange: Exchange) => readonly unknown[];
    const readsHeaders = captured
      .filter((one) => one.planned.case.operation === rule.operation)
      .map(withAndWithout)
      .some(([kept, bare]) => JSON.stringify(check(kept)) !== JSON.stringify(check(bare)));
    expect(readsHeaders, `${rule.id} declares needs: ['headers'] exactly when its check reads them`).toBe(needs(rule, 'headers'));
  });
});
