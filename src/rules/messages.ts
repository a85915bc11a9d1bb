// Every message a rule's result can carry, worded in this one module: what a rule that held says, the
// one line of a failure, and every reason a rule was skipped or could not be judged. The values inside
// those lines (expected X, got Y) are described by describe.ts; docs/rules.md, "Messages", says how.
import { showPointer, showWritten } from './describe.js';
import type { Unreadable } from './subjects.js';
import type { Violation } from './violation.js';

// --- Passed --------------------------------------------------------------------------------------

/** A rule that held on the one answer judged. */
export const HELD = 'held';

/** What a rule that held says in the report: on how many answers. */
export const heldOn = (answers: number): string => (answers === 1 ? 'held on one answer' : `held on ${answers} answers`);

/** A rule that held on fewer answers than planned: the request budget ran out first. */
export const heldOnFewer = (answers: number): string =>
  `${heldOn(answers)}, fewer than planned: the request budget ran out before the rest were sent`;

/** A rule that held on the answers judged before the run was interrupted (Ctrl-C): the rest were never sent. */
export const heldBeforeInterrupt = (answers: number): string => `${heldOn(answers)} before the run was interrupted`;

// --- Failed --------------------------------------------------------------------------------------

/** `path: expected X, got Y` for the first violation, and how many more: the one line a report shows for a rule. */
export function headline(violations: readonly Violation[]): string {
  const [first] = violations;
  if (!first) return '';
  const where = first.instancePath === '' ? '' : `${showPointer(first.instancePath)}: `;
  const what = first.expected !== undefined ? `expected ${first.expected}, got ${first.actual ?? '?'}` : first.message;
  const more = violations.length > 1 ? ` (+${violations.length - 1} more)` : '';
  return `${where}${what}${more}`;
}

/**
 * A MUST rule that holds on the body as JSON.parse reads it and fails as a parser that keeps the first value
 * of a duplicate name reads it (D19): the duplicate, its two readings, then the rule's own line.
 */
export const underFirstValue = (duplicate: { at: string; values: readonly string[] }, message: string): string =>
  `read as a parser that keeps the first value of a duplicate name: ${showPointer(duplicate.at)} is ` +
  `${showWritten(duplicate.values[0]!)} there, ${showWritten(duplicate.values.at(-1)!)} to JSON.parse; ${message}`;

/** `; on 3 of 117 answers`, when the rule held on some of the answers it was judged on (an intermittent 502, one id of many). */
export const onSomeAnswers = ({ judged, failed }: { judged: number; failed: number }): string =>
  judged > 1 && failed < judged ? `; on ${failed} of ${judged} answers` : '';

/** What ended a property's requests before its end: the request budget, or an interrupt (Ctrl-C). */
export type CutShortBy = 'budget' | 'interrupted';

const THEN: Readonly<Record<CutShortBy, string>> = {
  budget: ', then the request budget was spent',
  interrupted: ', then the run was interrupted',
};

/** A property's shrunk counterexample, and how to replay it. */
export const counterexample = (value: string, shrinks: number, cutShortBy: CutShortBy | undefined, seed: number): string =>
  `counterexample ${value} after ${shrinks} shrinks${cutShortBy ? THEN[cutShortBy] : ''} (replay: --seed ${seed})`;

/** A property's counterexample that answered conformingly when sent again: not the seed's to replay. */
export const intermittent = (value: string): string =>
  `counterexample ${value}, which answered conformingly when sent again: an intermittent failure, which --seed does not replay`;

/** A rule failed only because --require-all fails a rule skipped for a missing fixture. */
export const requiredAll = (message: string): string => `${message} (--require-all)`;

// --- Skipped: not judged ---------------------------------------------------------------------------

const NOT_JUDGED_PREFIX = 'not judged:';

/** Why a rule was not judged when nothing more precise is known. */
export const NOT_JUDGED = 'not judged';

/** A gate failed: nothing after it could be read. */
export const afterGate = (gate: string): string => `${NOT_JUDGED_PREFIX} ${gate} failed`;

/** The part of the body every rule reads is not there, as `reportedBy` says. */
export const bodyUnreadable = (what: string, reportedBy: string): string => `${NOT_JUDGED_PREFIX} ${what} (see ${reportedBy})`;

/** "not judged: /startDate is not a date; see coupon.dates.format": a part the rule reads, and the rule that reports why. */
export const partUnreadable = ({ at, problem }: Unreadable, reportedBy?: string): string =>
  `${NOT_JUDGED_PREFIX} ${at || 'the body'} ${problem}${reportedBy ? `; see ${reportedBy}` : ''}`;

/** A recording left the body out, or kept only part of it: only the rules of the status line and headers are judged. */
export const bodyMissing = (why: string): string => `${NOT_JUDGED_PREFIX} ${why}`;

/** No request left for the rule's case within the cap. */
export const budgetSpent = (maxRequests: number | undefined): string =>
  `${NOT_JUDGED_PREFIX} no request left within --max-requests ${maxRequests}`;

/** Whether a skip says why the rule was not judged: what it reads could not be read (rather than that it did not apply, or was not run). */
export const isNotJudged = (message: string): boolean => message.startsWith(NOT_JUDGED_PREFIX);

/** Why a rule cannot be judged on a captured body alone (validate). */
export const NOT_JUDGED_OFFLINE = {
  status: 'not judged offline: the status is the one stated for the body, not one a target sent',
  headers: 'not judged offline: a captured body does not show its Content-Type header',
  requestedId: 'not judged offline: needs the id that was requested (--id)',
} as const;

// --- Skipped: not applicable, not run, not selected ------------------------------------------------

/** An id believed unknown named a resource, or did not: the other side's rules had nothing to judge. */
export const NOT_APPLICABLE = {
  toFound: 'not applicable: the id named an existing resource (200), so there was no error answer to judge',
  toMissing: 'not applicable: the id named no resource (not 200), so there was no resource to judge',
} as const;

/** A property none of whose generated cases reached the rule (each stopped at a gate before it). */
export const NO_GENERATED_CASE = 'no generated case reached this rule';

/** A case that sends nothing without these (`--coupon-id`, `--probe-writes`). */
export const needs = (flags: readonly string[]): string => `needs ${flags.join(' and ')}`;

/** The flags a skip of `needs` names ("--coupon-id and --inquiry-id"), or undefined for any other skip. */
export const neededFlags = (message: string): string | undefined => /^needs (--[a-z-]+(?: and --[a-z-]+)*)$/.exec(message)?.[1];

/** A rule the user left out (--only, --skip): one wording, whatever the run. */
export const DESELECTED = 'deselected';

/** A rule no selected test judges (-t, --shard left it out). */
export const NO_SELECTED_TEST = 'not run: no selected test judges this rule';

/** A rule the run never reached (interrupted, or stopped early). */
export const notRun = (why: string): string => `not run: ${why}`;

/** A rule no exchange of a recording or of proxied traffic exercised. */
export const notIn = (source: string): string => `not in ${source}: no exchange exercised this rule`;

const entriesOf = (count: number) => (count === 1 ? '1 entry' : `${count} entries`);

/** ... and the entries of its operation that were not judged: refused by the target or its gateway, or asked for by the client (Prefer). */
export const setAsideEntries = (notInSource: string, operation: string, refused: number, askedFor: number): string => {
  const parts = [
    ...(refused > 0 ? [`${entriesOf(refused)} of ${operation} refused by the target or its gateway`] : []),
    ...(askedFor > 0 ? [`${entriesOf(askedFor)} of ${operation} asked for by the client (Prefer)`] : []),
  ];
  return `${notInSource} (${parts.join(', ')}, not judged)`;
};

// --- Error: could not judge ------------------------------------------------------------------------

/** No complete answer, or an answer that is not the implementation's: the rule could not be judged. */
export const couldNotJudge = (why: string): string => `could not judge: ${why}`;

const UNREACHABLE = couldNotJudge('target unreachable: ');

/** The target did not answer the run's first request: every rule it would have judged says why. */
export const targetUnreachable = (why: string): string => `${UNREACHABLE}${why}`;

/** Why the target was unreachable, from a rule's message; undefined for any other message. */
export const unreachableReason = (message: string): string | undefined =>
  message.startsWith(UNREACHABLE) ? message.slice(UNREACHABLE.length) : undefined;

/** A gateway or an edge refused the caller (decision D15): what it said, and what to check. */
export const refusalReason = (kind: string, status: number, said: string, advice: string): string =>
  `${kind} (${status}) by the target or its gateway: ${said}; ${advice}`;

/** A target that had been answering refused the caller (an IP block, a WAF rule): the run stops there (docs/robustness.md). */
export const blockedMidRun = (answered: number, refusal: string): string =>
  `blocked after ${answered} requests answered: ${refusal}; nothing more was sent`;

/** A refusal that carries a challenge (RFC 9110, WWW-Authenticate): what the body said, and the challenge itself. */
export const withChallenge = (said: string, challenge: string): string => `${said}, with the challenge WWW-Authenticate: ${challenge}`;

/** An answer the client asked the reference (`serve`) for with a `Prefer` header: its own choice, not the implementation's answer. */
export const answerAskedFor = (preferences: string): string =>
  couldNotJudge(
    `the client asked for this answer (Prefer: ${preferences}), as the reference (serve) gives on demand; ` + "not the implementation's",
  );

/** A refusal whose body also gives a hint (a `hint` field): what it said, then the hint. */
export const withHint = (said: string, hint: string): string => `${said} (hint: ${hint})`;

/** A rate limit's refusal (429) that says how long to wait (RFC 9110, Retry-After). */
export const withRetryAfter = (said: string, retryAfter: string): string => `${said}, with Retry-After: ${retryAfter}`;

/** What to do about a challenge of a scheme the harness does not answer itself (Basic, Bearer, ...). */
export const challengeAdvice = (scheme: string): string =>
  `it asks for ${scheme} authentication: send it with --header 'Authorization: ${scheme} ...', or check --base-url ` +
  "(this API's gateway signs requests, with --access-key and --secret-key)";

/** A recording or proxied traffic with no request of the three operations. */
export const nothingIn = (source: string): string => couldNotJudge(`${source} holds no request of the three operations`);
