// Answers that are not the implementation's answer at all: a gateway or an edge refusing the caller.
// The rules cannot be judged from them (ARCHITECTURE, "Contracts"): they are errors, never failures.
import type { Exchange } from '../http/types.js';
import { errorMessageText } from '../rules/response-checks.js';
import { show } from '../rules/describe.js';

const REFUSALS: Readonly<Record<number, string>> = { 401: 'authentication refused', 403: 'access refused' };

/** Why the exchange cannot be judged, or undefined when it can. */
export function refusalOf(exchange: Exchange): string | undefined {
  const { status, headers } = exchange.response;
  const kind = REFUSALS[status];
  if (!kind) return undefined;
  const isHtml = (headers['content-type'] ?? '').toLowerCase().includes('html');
  const said = isHtml ? 'an HTML page (an edge block page?)' : show(errorMessageText(exchange));
  return `could not judge: ${kind} (${status}) by the target or its gateway: ${said}; check --header credentials and the allowed IPs`;
}
