// Answers that are not the implementation's answer at all: a gateway or an edge refusing the caller.
// The rules cannot be judged from them (decision D15): they are errors, never failures.
import type { Exchange } from '../http/types.js';
import { errorMessageText } from '../rules/checks/error-messages.js';
import { show } from '../rules/describe.js';
import { refused } from '../rules/messages.js';

const REFUSALS: Readonly<Record<number, string>> = { 401: 'authentication refused', 403: 'access refused' };

/** Why the exchange cannot be judged, or undefined when it can. */
export function refusalOf(exchange: Exchange): string | undefined {
  const { status, headers } = exchange.response;
  const kind = REFUSALS[status];
  if (!kind) return undefined;
  const isHtml = (headers['content-type'] ?? '').toLowerCase().includes('html');
  // The gateway's own words: its message field, else the start of whatever it sent.
  const message = isHtml ? undefined : errorMessageText(exchange) || exchange.response.body.trim();
  const said = isHtml ? 'an HTML page (an edge block page?)' : show(message);
  return refused(kind, status, said, adviceFor(status, message));
}

// The gateway's wording (docs/robustness.md, "Authentication") points at the fix.
function adviceFor(status: number, message: string | undefined): string {
  const text = message ?? '';
  if (/expired/i.test(text)) return "check this machine's clock: a signature is only valid for a few minutes";
  if (/signature|HMAC/i.test(text)) return 'check --access-key and --secret-key';
  if (status === 403 && /IP/.test(text)) return "ask for this machine's IP address to be allowed";
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
