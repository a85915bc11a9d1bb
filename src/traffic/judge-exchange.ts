// Judges one exchange of real traffic with the judges of a run. A run knows what each id it sends is
// (an existing coupon, an unknown one, a malformed one); recorded traffic does not, so the judge is
// chosen from what the request shows (the method and the form of the id, as decisions D10 and D17 class
// ids) and, for a well-formed id, from what the answer claims to be: a 200 is the resource (with
// the id echo), a 404 the documented unknown-id answer, or the other-vendor answer when it says so.
import type { Exchange, RecordedRequest } from '../http/index.js';
import { idFormOf } from '../id-readings.js';
import { JUDGES } from '../judges/index.js';
import { noneJudged, type Judge, type Judgement } from '../judges/judge.js';
import { evidenceOfRequest } from '../judges/evidence.js';
import { refusalOf } from '../judges/refusal.js';
import { mockPreferencesOf } from '../reference/prefer.js';
import { DOCUMENTED, messageFieldTexts } from '../rules/checks/error-messages.js';
import { answerAskedFor, couldNotJudge } from '../rules/messages.js';
import type { RecognisedRequest } from '../operation-of-url.js';

const claimsForeign = (exchange: Exchange) =>
  messageFieldTexts(exchange).some((text) => DOCUMENTED.inquiryVendorMismatch.pattern.test(text));

/** The judge of a request, before its answer is known: a well-formed id gets the lookup judge (the resource or the 404). */
function judgeForRequest(recognised: RecognisedRequest, method: string): Judge {
  const judges = JUDGES[recognised.operation];
  if (method.toUpperCase() !== 'GET') return judges.readOnly;
  if (!judges.lookup) return judges.found;
  const form = idFormOf(recognised.requestedId);
  return (form === 'malformed' ? judges.malformed : form === 'edge form' ? judges.edgeId : undefined) ?? judges.lookup;
}

/** The judge of a request of `recognised`'s operation that got this answer. */
function judgeFor(recognised: RecognisedRequest, exchange: Exchange): Judge {
  const judges = JUDGES[recognised.operation];
  const judge = judgeForRequest(recognised, exchange.request.method);
  if (judge !== judges.lookup) return judge;
  // A well-formed id: the answer says which documented answer it claims to be.
  const { status } = exchange.response;
  if (status === 200) return judges.found;
  if (status === 404 && judges.foreign && claimsForeign(exchange)) return judges.foreign;
  return judges.notFound ?? judge;
}

/**
 * The judgement of one exchange, or why it is not judged: an answer the client asked the reference for
 * (`Prefer: fault=...`, `code=500`: docs/clients.md) is its own choice, and a gateway's refusal (401, 403,
 * 429) is not the implementation's answer, so the entry is left out and the others are judged without it.
 */
export function judgeExchange(
  recognised: RecognisedRequest,
  exchange: Exchange,
): { judge: Judge; judgement: Judgement } | { judge: Judge; refusal: string } | { judge: Judge; askedFor: string } {
  const judge = judgeFor(recognised, exchange);
  const askedFor = askedForOf(exchange.request);
  if (askedFor !== undefined) return { judge, askedFor };
  const refusal = refusalOf(exchange);
  if (refusal) return { judge, refusal };
  return { judge, judgement: judge.judge({ exchange, requestedId: recognised.requestedId }) };
}

/** Why a request's answer is the client's own choice (it asked the reference for it with `Prefer`), or undefined. */
export function askedForOf(request: RecordedRequest): string | undefined {
  const preferences = mockPreferencesOf(request.headers['prefer']);
  // Shown cut, as a header value from a recording may be anything.
  return preferences === undefined ? undefined : answerAskedFor(preferences.slice(0, 120));
}

/** A request that got no complete answer: its rules could not be judged (`error`), as in a run. */
export function unansweredJudgement(recognised: RecognisedRequest, request: RecordedRequest, reason: string): Judgement {
  return noneJudged(judgeForRequest(recognised, request.method), 'error', couldNotJudge(reason), {
    evidence: evidenceOfRequest(request),
  });
}
