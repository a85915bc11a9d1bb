// Answers that are not the implementation's answer at all: a gateway or an edge refusing the caller.
// The rules cannot be judged from them (decision D15): they are errors, never failures.
import type { Exchange } from '../http/types.js';
import { messageFieldText } from '../rules/checks/error-messages.js';
import { show } from '../rules/describe.js';
import { challengeAdvice, refused, withChallenge } from '../rules/messages.js';

const REFUSALS: Readonly<Record<number, string>> = { 401: 'authentication refused', 403: 'access refused' };

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
  // A 401 names the scheme it wants in its challenge: often the only thing it says (an empty body).
  const challenge = status === 401 ? headers['www-authenticate']?.trim() || undefined : undefined;
  // A header value holds no line break; controls aside, it is shown as sent, so the scheme reads as in the spec.
  const said = challenge === undefined ? body : withChallenge(body, challenge.replace(/[\u0000-\u001f\u007f]/g, ' ').slice(0, 120));
  return refused(kind, status, said, adviceFor(status, message, challenge));
}

/** The scheme of a challenge: its first token (`Basic realm="api"` → Basic). */
const schemeOf = (challenge: string) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+/.exec(challenge)?.[0];

// The gateway's wording (docs/robustness.md, "Authentication") points at the fix; else the scheme it asks for.
function adviceFor(status: number, message: string | undefined, challenge: string | undefined): string {
  // Stryker disable next-line StringLiteral: message is missing only for an HTML page; Stryker's text matches none of the patterns below
  const text = message ?? '';
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
 */
export class AnsweredOperations {
  readonly #answered = new Set<string>();

  /** Notes the answer; returns why it cannot be judged (a refusal of the credentials), or undefined when it is the target's answer. */
  refusalOf(exchange: Exchange, operation: string): string | undefined {
    const { status } = exchange.response;
    if (status >= 200 && status <= 299) this.#answered.add(operation);
    return this.#answered.has(operation) ? undefined : refusalOf(exchange);
  }
}
