// Hints about the fixture ids: a 404 where the id was meant to exist, or an own and a foreign inquiry
// given the wrong way round. The failure stays (the harness cannot know which side is wrong); the hint
// says which flag to change if the mistake is the configuration's.
import type { Fixtures } from '../fixtures.js';
import { DOCUMENTED_WORDINGS, quoted } from '../documented-wordings.js';
import { DOCUMENTED } from '../rules/checks/error-messages.js';
import type { Hint, RuleResult } from '../types/report.js';

/** The status a rule's failing answer got, and its body, when the rule failed on one. */
function failedAnswer(results: readonly RuleResult[], rule: string): { status: number; body: string } | undefined {
  const result = results.find((r) => r.rule === rule && r.status === 'failed');
  const response = result?.evidence?.response;
  return response ? { status: response.status, body: response.bodyExcerpt } : undefined;
}

// The body excerpt, whatever its shape, holds the documented wording somewhere: enough for a hint.
const vendorMismatch = (body: string) => DOCUMENTED.inquiryVendorMismatch.shown.some((wording) => body.includes(wording));
/** The vendor message, cut after its first five words: `"Vendor id should be same ..."`. */
const VENDOR_MISMATCH = JSON.stringify(
  `${DOCUMENTED_WORDINGS.inquiryVendorMismatch.wordings[0].text.split(' ').slice(0, 5).join(' ')} ...`,
);

const notFound = (body: string) => DOCUMENTED.inquiryNotFound.shown.some((wording) => body.includes(wording));

function inquiryHints(results: readonly RuleResult[], fixtures: Partial<Fixtures>): Hint[] {
  const own = failedAnswer(results, 'inquiry.found.status');
  const foreign = failedAnswer(results, 'inquiry.foreign.status');
  const ownIsForeign = own?.status === 404 && vendorMismatch(own.body);
  const foreignIsOwn = foreign?.status === 200;
  const { inquiryId, foreignInquiryId } = fixtures;
  if (ownIsForeign && foreignIsOwn)
    return [
      {
        kind: 'inquiry-ids-swapped',
        option: '--inquiry-id',
        message:
          `--inquiry-id ${inquiryId} was answered as another vendor's inquiry and --foreign-inquiry-id ${foreignInquiryId} as the ` +
          `caller's: they look swapped; try --inquiry-id ${foreignInquiryId} --foreign-inquiry-id ${inquiryId}`,
      },
    ];
  const hints: Hint[] = [];
  if (ownIsForeign)
    hints.push({
      kind: 'inquiry-ids-swapped',
      option: '--inquiry-id',
      message:
        `inquiry ${inquiryId} was answered as another vendor's (${VENDOR_MISMATCH}): if it is not the calling ` +
        "vendor's, give one that is with --inquiry-id (or check --vendor-id and the credentials)",
    });
  else if (own?.status === 404)
    hints.push({
      kind: 'fixture-not-found',
      option: '--inquiry-id',
      message: `if inquiry ${inquiryId} does not exist on this target, give an existing inquiry of the calling vendor with --inquiry-id`,
    });
  if (foreignIsOwn)
    hints.push({
      kind: 'inquiry-ids-swapped',
      option: '--foreign-inquiry-id',
      message:
        `inquiry ${foreignInquiryId} was answered 200, as the caller's own: ` + "if it is, give another vendor's with --foreign-inquiry-id",
    });
  const foreignMessage = failedAnswer(results, 'inquiry.foreign.message');
  if (foreignMessage?.status === 404 && notFound(foreignMessage.body))
    hints.push({
      kind: 'fixture-not-found',
      option: '--foreign-inquiry-id',
      message:
        `inquiry ${foreignInquiryId} was answered ${quoted(DOCUMENTED_WORDINGS.inquiryNotFound)}: if it does not exist on this target, ` +
        'give an existing inquiry of another vendor with --foreign-inquiry-id',
    });
  return hints;
}

/** The hints about the fixtures the user gave (never about the embedded reference's own). */
export function fixtureHints(results: readonly RuleResult[], fixtures: Partial<Fixtures>): Hint[] {
  const hints: Hint[] = [];
  if (fixtures.couponId !== undefined && failedAnswer(results, 'coupon.found.status')?.status === 404)
    hints.push({
      kind: 'fixture-not-found',
      option: '--coupon-id',
      message: `if coupon ${fixtures.couponId} does not exist on this target, give an existing one with --coupon-id`,
    });
  return [...hints, ...inquiryHints(results, fixtures)];
}
