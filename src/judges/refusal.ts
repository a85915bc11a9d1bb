// Answers that are not the implementation's answer at all: a gateway or an edge refusing the caller, for
// its credentials (401/403) or for its rate (429). The rules cannot be judged from them (decision D15):
// they are errors, never failures.
import type { Exchange } from '../http/index.js';
import { messageFieldText } from '../rules/checks/error-messages.js';
import { parseBody } from '../rules/checks/json-body.js';
import { show } from '../rules/describe.js';
import { isObject } from '../rules/json-values.js';
import {
  blockedMidRun,
  challengeAdvice,
  couldNotJudge,
  refusalReason,
  withChallenge,
  withHint,
  withRetryAfter,
} from '../rules/messages.js';

const REFUSALS: Readonly<Record<number, string>> = { 401: 'authentication refused', 403: 'access refused', 429: 'rate limited' };

/** Why the exchange cannot be judged, or undefined when it can. */
export function refusalOf(exchange: Exchange): string | undefined {
  const reason = refusalReasonOf(exchange);
  return reason === undefined ? undefined : couldNotJudge(reason);
}

/** What refused the exchange, and what to check, without "could not judge"; undefined when it is no refusal. */
function refusalReasonOf(exchange: Exchange): string | undefined {
  const { status, headers } = exchange.response;
  const kind = REFUSALS[status];
  if (!kind) return undefined;
  // Stryker disable next-line StringLiteral: Stryker's text in place of the '' for a missing Content-Type names no HTML either
  const isHtml = (headers['content-type'] ?? '').toLowerCase().includes('html');
  // The gateway's own words: its message field, else the start of whatever it sent.
  const message = isHtml ? undefined : messageFieldText(exchange) || exchange.response.body.trim();
  const body = isHtml ? 'an HTML page (an edge block page?)' : message === '' ? 'an empty body' : show(message);
  // A gateway's `hint` field (the reference's 401 names a signed-date off by whole hours) says what to fix.
  const hint = isHtml ? undefined : hintOf(exchange);
  const hinted = hint === undefined ? body : withHint(body, show(hint));
  // A 401 names the scheme it wants in its challenge: often the only thing it says (an empty body); a 429, how long to wait.
  const challenge = status === 401 ? headerShown(headers['www-authenticate']) : undefined;
  const retryAfter = status === 429 ? headerShown(headers['retry-after']) : undefined;
  const said =
    challenge !== undefined ? withChallenge(hinted, challenge) : retryAfter !== undefined ? withRetryAfter(hinted, retryAfter) : hinted;
  return refusalReason(kind, status, said, adviceFor(status, message, challenge));
}

/** A header value holds no line break; controls aside, it is shown as sent (so a scheme reads as in the spec), trimmed, cut. */
const headerShown = (value: string | undefined) =>
  value
    ?.trim()
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .slice(0, 120) || undefined;

/** The JSON body's top-level `hint` text, if it has one. */
function hintOf(exchange: Exchange): string | undefined {
  const body = parseBody(exchange);
  const hint = body.ok && isObject(body.value) ? body.value['hint'] : undefined;
  return typeof hint === 'string' && hint.trim() !== '' ? hint.trim() : undefined;
}

/** The scheme of a challenge: its first token (`Basic realm="api"` → Basic). */
const schemeOf = (challenge: string) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/.exec(challenge)?.[0];

// The gateway's wording (docs/robustness.md, "Authentication") points at the fix; else the scheme it asks for.
function adviceFor(status: number, message: string | undefined, challenge: string | undefined): string {
  // Stryker disable next-line StringLiteral: message is missing only for an HTML page; Stryker's text matches none of the patterns below
  const text = message ?? '';
  if (status === 429) return 'the client went over the rate limit: slow it down';
  if (/expired/i.test(text)) return "check this machine's clock: a signature is only valid for a few minutes";
  if (/signature|HMAC/i.test(text)) return 'check --access-key and --secret-key';
  if (status === 403 && /IP/.test(text)) return "ask for this machine's IP address to be allowed";
  const scheme = challenge === undefined ? undefined : schemeOf(challenge);
  if (scheme !== undefined && !/^CEA$|HMAC/i.test(scheme)) return challengeAdvice(scheme);
  return 'check the credentials (--header, --access-key/--secret-key) and the allowed IPs';
}

/** What the suites know of a request when its answer is a refusal. */
export interface RefusedRequest {
  /** Requests the run had sent before this one: how long the target answered before a block. */
  sentBefore: number;
  /** The id asked for (the request's path parameter; any text for the category list). */
  requestedId: string;
  /**
   * Sends the operation's request for `id` once more, for an answer: whether it is still 2xx. Without it
   * (or once it fails) a refusal after the operation answered is taken for a block.
   */
  answeredAgain?: (id: string) => Promise<boolean>;
}

/**
 * How many of an operation's refusals are shown to be the target's own answers (the request it answered
 * before answered again) before its refusals are judged without asking again.
 */
const CONFIRMATIONS_PER_OPERATION = 3;

/**
 * Which operations have answered 2xx to the run's credentials. A 401/403 says something about the
 * credentials only until then. Once an operation has answered them, a GET it refuses is either the target's
 * own answer to that request (another vendor's inquiry, or an unknown id, refused with 403 where 404 is
 * due), judged, or a block of the caller (an IP block, a WAF rule): the request the operation answered 2xx
 * before is sent once more, and if it is refused too, the rules cannot be judged and the run stops sending
 * (`block`). A 429 is the rate limit's answer, never judged: after the client's retries, a block.
 */
export class AnsweredOperations {
  /** For each operation that answered 2xx, the id of a request it answered. */
  readonly #answered = new Map<string, string>();
  /** For each operation, its refusals shown to be its own answers. */
  readonly #confirmed = new Map<string, number>();
  #block: string | undefined;

  /** Why the run must stop: the target blocked the caller partway through; undefined until then. */
  get block(): string | undefined {
    return this.#block;
  }

  /** Notes the answer; resolves to why it cannot be judged (a refusal), or undefined when it is the target's answer. */
  async refusalOf(exchange: Exchange, operation: string, request: RefusedRequest): Promise<string | undefined> {
    const { status } = exchange.response;
    if (status >= 200 && status <= 299) this.#answered.set(operation, request.requestedId);
    const answeredId = this.#answered.get(operation);
    if (answeredId === undefined) return refusalOf(exchange);
    // A read-only API may refuse a write method itself: judged; but never a 429, the rate limit's answer.
    if (exchange.request.method !== 'GET') return status === 429 ? refusalOf(exchange) : undefined;
    const reason = refusalReasonOf(exchange);
    if (reason === undefined) return undefined;
    if (this.#block === undefined && status !== 429 && (await this.#isItsOwnAnswer(operation, answeredId, request))) return undefined;
    this.#block ??= blockedMidRun(request.sentBefore, reason);
    return couldNotJudge(this.#block);
  }

  /** Whether the request answered before is answered still: then the refusal was the target's answer to this request alone. */
  async #isItsOwnAnswer(operation: string, answeredId: string, request: RefusedRequest): Promise<boolean> {
    const confirmed = this.#confirmed.get(operation) ?? 0;
    // The target has shown its refusals to be its answers often enough: asking again would only double its requests.
    if (confirmed >= CONFIRMATIONS_PER_OPERATION) return true;
    // Stryker disable next-line ArrowFunction: equivalent, a failed request again is not an answer whether it gives false or undefined
    if (!request.answeredAgain || !(await request.answeredAgain(answeredId).catch(() => false))) return false;
    this.#confirmed.set(operation, confirmed + 1);
    return true;
  }
}
