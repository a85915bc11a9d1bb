// Answers that are not the implementation's answer at all: a gateway or an edge refusing the caller, for
// its credentials (401/403) or for its rate (429). The rules cannot be judged from them (decision D15):
// they are errors, never failures.
import type { Exchange } from '../http/types.js';
import { messageFieldText } from '../rules/checks/error-messages.js';
import { parseBody } from '../rules/checks/json-body.js';
import { show } from '../rules/describe.js';
import { isObject } from '../rules/json-values.js';
import { challengeAdvice, refused, withChallenge, withHint, withRetryAfter } from '../rules/messages.js';

const REFUSALS: Readonly<Record<number, string>> = { 401: 'authentication refused', 403: 'access refused', 429: 'rate limited' };

/** Why the exchange cannot be judged, or undefined when it can. */
export function refusalOf(exchange: Exchange): string | undefined {
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
  return refused(kind, status, said, adviceFor(status, message, challenge));
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

/**
 * Which operations have answered 2xx to the run's credentials. A 401/403 says something about the
 * credentials only until then: once an operation has answered them, a 403 for one id is the target's
 * own answer to that request (another vendor's inquiry refused with 403 where 404 is due), and judged.
 * A 429 is the rate limit's answer whatever came before: never judged.
 */
export class AnsweredOperations {
  readonly #answered = new Set<string>();

  /** Notes the answer; returns why it cannot be judged (a refusal of the credentials), or undefined when it is the target's answer. */
  refusalOf(exchange: Exchange, operation: string): string | undefined {
    const { status } = exchange.response;
    if (status >= 200 && status <= 299) this.#answered.add(operation);
    return this.#answered.has(operation) && status !== 429 ? undefined : refusalOf(exchange);
  }
}
