// Judges a captured response body offline, with the same judges and rules as a run. Only the body is
// evidence here: the status is what the caller says it was and there is no Content-Type, so the rules
// about those HTTP-level details are reported as skipped ("not judged offline"), never as passed.
import type { Exchange } from '../http/index.js';
import { judgeOf } from '../judges/index.js';
import { specOfSuite, type AnswerKind, type SuiteName } from '../operations.js';
import { aggregate } from '../report/aggregate.js';
import { NOT_JUDGED_OFFLINE } from '../rules/messages.js';
import type { Observation } from '../rules/observation.js';
import { needs, readsNoBody, type AnyRule } from '../rules/rule.js';
import type { Evidence, RuleResult } from '../types/report.js';

/** Which documented answer the body is: what the request asked for decides which judge applies. */
export type OfflineAnswer = Extract<AnswerKind, 'found' | 'notFound' | 'malformed' | 'foreign'>;

/** An answer as validate's lines and errors name it, like the rule ids: `not-found`. */
export const answerWord = (answer: OfflineAnswer) => answer.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The answers a body of the suite's operation can be judged as: those the spec documents. */
export const answersOf = (suite: SuiteName): OfflineAnswer[] => Object.keys(specOfSuite(suite).documented) as OfflineAnswer[];

/** The status of a documented answer. */
export const statusOf = (suite: SuiteName, answer: OfflineAnswer): number | undefined => specOfSuite(suite).documented[answer];

/**
 * The answer a body with this status is, for this suite: 200 the resource, 404 an unknown id
 * (or, with `foreign`, another vendor's inquiry), 400 a malformed id; with no status, the resource (or
 * another vendor's inquiry). A RangeError names what is allowed.
 */
export function answerFor(suite: SuiteName, status?: number, foreign = false): OfflineAnswer {
  const documented = answersOf(suite).filter((answer) => answer !== 'foreign');
  if (foreign) {
    const foreignStatus = statusOf(suite, 'foreign');
    if (foreignStatus === undefined) throw new RangeError(`${suite} has no answer for another vendor's resource (only inquiry has)`);
    if (status !== undefined && status !== foreignStatus)
      throw new RangeError(`another vendor's inquiry is answered ${foreignStatus}, not ${status}`);
    return 'foreign';
  }
  if (status === undefined) return 'found';
  const answer = documented.find((candidate) => statusOf(suite, candidate) === status);
  if (!answer) {
    const choices = documented.map((candidate) => statusOf(suite, candidate)).join(', ');
    throw new RangeError(`${suite} has no documented answer with status ${status} (choose from ${choices})`);
  }
  return answer;
}

/**
 * Why a rule cannot be judged on a body alone, if it cannot: the rules of the status line and headers
 * would pass on the synthetic exchange's invented data, and those that compare the body with the id
 * requested would, without --id, compare it with itself.
 */
function notJudgedOffline(rule: AnyRule, idGiven: boolean): string | undefined {
  if (readsNoBody(rule)) return needs(rule, 'headers') ? NOT_JUDGED_OFFLINE.headers : NOT_JUDGED_OFFLINE.status;
  return !idGiven && needs(rule, 'requestedId') ? NOT_JUDGED_OFFLINE.requestedId : undefined;
}

interface OfflineRequest {
  suite: SuiteName;
  answer: OfflineAnswer;
  /** The body exactly as captured. */
  body: string;
  /** The id the captured request asked for, as sent (decoded). */
  requestedId?: string;
  /** Warnings (failed SHOULD rules) count as failures, as with `run --strict`. */
  strict?: boolean;
}

/** What the judges read: the stated status, a JSON content type (so that no rule trips on its absence) and the body. */
function syntheticExchange(status: number, body: string): Exchange {
  return {
    // Stryker disable next-line StringLiteral: no judge of a body reads the request, and offlineEvidence drops it
    request: { method: 'GET', url: 'offline:', headers: {} },
    response: {
      status,
      // Read only by the Content-Type rules, skipped offline; kept lest a rule added later trip on its absence.
      // Stryker disable next-line ObjectLiteral,StringLiteral: no rule judged offline reads it
      headers: { 'content-type': 'application/json' },
      body,
      bodyBytes: Buffer.byteLength(body, 'utf8'),
    },
    startedAt: new Date(0).toISOString(),
    durationMs: 0,
  };
}

/** Only the response body is real: no request, no curl line, no invented headers. */
function offlineEvidence(evidence: Evidence | undefined): Evidence | undefined {
  if (!evidence?.response) return evidence;
  const { request: _request, curl: _curl, response, ...rest } = evidence;
  return { response: { ...response, headers: {} }, ...rest };
}

function asOffline(observation: Observation, byId: ReadonlyMap<string, AnyRule>, idGiven: boolean): Observation {
  const rule = byId.get(observation.rule);
  const reason = rule && notJudgedOffline(rule, idGiven);
  if (reason) return { rule: observation.rule, status: 'skipped', message: reason };
  const evidence = offlineEvidence(observation.evidence);
  return { ...observation, ...(evidence ? { evidence } : {}) };
}

/** One result per rule of the matching judge, in catalogue order, shaped like the results of conformance.json. */
export function judgeBody(request: OfflineRequest): RuleResult[] {
  const spec = specOfSuite(request.suite);
  const status = statusOf(request.suite, request.answer);
  if (status === undefined)
    throw new Error(
      `${request.suite} has no documented "${answerWord(request.answer)}" answer ` +
        `(choose from ${answersOf(request.suite).map(answerWord).join(', ')})`,
    );
  const judge = judgeOf(spec.operation, request.answer);
  const idGiven = request.requestedId !== undefined;
  const exchange = syntheticExchange(status, request.body);
  // Without --id no rule reads the id: those that need it are skipped below (notJudgedOffline).
  // Stryker disable next-line StringLiteral: so no rule reads this ''
  const { observations } = judge.judge({ exchange, requestedId: request.requestedId ?? '' });
  const byId = new Map(judge.rules.map((rule) => [rule.id, rule]));
  const offline = observations.map((observation) => asOffline(observation, byId, idGiven));
  return aggregate(offline, {
    // Stryker disable next-line ArrayDeclaration: with partial, only the rules observed are reported, whatever the operations run
    operations: [spec.operation],
    strict: request.strict ?? false,
    // Stryker disable next-line BooleanLiteral: requireAll reads only a skip's missing fixture, which no offline observation names
    requireAll: false,
    partial: true,
  });
}
