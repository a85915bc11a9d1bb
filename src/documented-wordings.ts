// Each documented error message, typed once: the words the spec gives for a 4xx answer and where they
// sit in its `message`. Everything else is derived from here: the `message` pattern of its schema in
// schemas/ (written by `npm run gen:docs`; `npm run gen:check` fails while the two disagree), how a
// report shows the expectation, the rule titles, the reference's answers, the names of the cases and
// judges, and the Errors table of docs/spec.md. Adding a wording is one edit here, then regeneration.
import { COUPON, INQUIRY, type AnswerKind, type OperationSpec } from './operations.js';

/**
 * Where the wording sits in the message:
 * - `whole`: the message is the wording, give or take white space around it (decision D9, revised);
 * - `before the value sent`: the wording, then the id exactly as sent;
 * - `before a masked number`: the wording, an optional space, then the id partly masked in parentheses;
 * - `in the body`: the wording (or the documented code) anywhere in the body.
 */
type Placement = 'whole' | 'before the value sent' | 'before a masked number' | 'in the body';

export interface Wording {
  readonly text: string;
  /** What a wording other than the first is ("the official Korean wording"). */
  readonly is?: string;
  /** The value the spec's example shows after it (a masked number, a value sent). */
  readonly example?: string;
}

export interface DocumentedWording {
  /** The schema of the answer's body (schemas/<schema>.schema.json), whose `message` pattern is generated. */
  readonly schema: string;
  readonly spec: OperationSpec;
  readonly answer: AnswerKind;
  /** The accepted wordings; the first is the one the reference answers with. */
  readonly wordings: readonly [Wording, ...Wording[]];
  readonly placement: Placement;
  /** The body's `code`, when the spec documents one other than the status. */
  readonly code?: string;
  /** When the answer is due, as docs/spec.md says. */
  readonly when: string;
}

export const DOCUMENTED_WORDINGS = {
  couponBadRequest: {
    schema: 'coupon-bad-request',
    spec: COUPON,
    answer: 'malformed',
    wordings: [{ text: 'Bad Request' }],
    placement: 'in the body',
    code: 'HTTP_400',
    when: 'The request is malformed, for example `couponId` is not a number.',
  },
  couponNotFound: {
    schema: 'coupon-not-found',
    spec: COUPON,
    answer: 'notFound',
    wordings: [
      { text: 'The promotion does not exist', example: '11234***' },
      { text: '존재 하지 않는 프로모션', is: 'the official Korean wording', example: '228047***' },
    ],
    placement: 'before a masked number',
    when: 'No coupon has that `couponId`.',
  },
  inquiryInvalidFormat: {
    schema: 'inquiry-invalid-format',
    spec: INQUIRY,
    answer: 'malformed',
    wordings: [{ text: 'Invalid format inquiryId : ', example: 'abc' }],
    placement: 'before the value sent',
    when: '`inquiryId` is not a valid number.',
  },
  inquiryNotFound: {
    schema: 'inquiry-not-found',
    spec: INQUIRY,
    answer: 'notFound',
    wordings: [{ text: 'Inquiry not found' }],
    placement: 'whole',
    when: 'No inquiry has that `inquiryId`.',
  },
  inquiryVendorMismatch: {
    schema: 'inquiry-vendor-mismatch',
    spec: INQUIRY,
    answer: 'foreign',
    wordings: [{ text: 'Vendor id should be same with the vendor id in this inquiry' }],
    placement: 'whole',
    when: 'The inquiry exists but belongs to another vendor.',
  },
} as const satisfies Record<string, DocumentedWording>;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `message` pattern of the answer's schema: every wording, placed. */
export function messagePatternOf({ wordings, placement }: DocumentedWording): string {
  const any = wordings.length === 1 ? escaped(wordings[0].text) : `(?:${wordings.map((w) => escaped(w.text)).join('|')})`;
  switch (placement) {
    case 'whole':
      return `^\\s*${any}\\s*$`;
    case 'before a masked number':
      return `${any} ?\\([^)]*\\)`;
    case 'before the value sent':
    case 'in the body':
      return any;
  }
}

/** How a report shows what was expected: each accepted wording, placed. */
export function shownOf({ wordings, placement, code }: DocumentedWording): string[] {
  if (placement === 'before a masked number') return wordings.map((w) => `${w.text} (<masked number>)`);
  if (placement === 'in the body' && code !== undefined) return [`${wordings.map((w) => w.text).join(' or ')} or ${code} in the body`];
  return wordings.map((w) => w.text);
}

/** The first wording in double quotes, with what the others are: `"The promotion does not exist" (or the official Korean wording)`. */
export function quoted({ wordings: [first, ...others] }: DocumentedWording): string {
  const also = others.map((w) => w.is ?? JSON.stringify(w.text));
  return also.length === 0 ? JSON.stringify(first.text) : `${JSON.stringify(first.text)} (or ${also.join(', or ')})`;
}

/** A message of this answer in `wording` (the first by default); `value` follows it (the masked number, the value sent). */
export function messageWith(documented: DocumentedWording, value = '', wording: Wording = documented.wordings[0]): string {
  return documented.placement === 'before a masked number' ? `${wording.text} (${value})` : `${wording.text}${value}`;
}

/** The body's `code`: the documented one, or the status of the answer. */
export const codeOf = (documented: DocumentedWording): string | number => documented.code ?? statusOf(documented);

/** The status of the answer, as src/operations.ts documents it. */
export const statusOf = (documented: DocumentedWording): number => documented.spec.documented[documented.answer]!;

const FOLLOWED_BY: Record<Placement, string> = {
  whole: '',
  'before the value sent': ' followed by the value sent',
  'before a masked number': ' followed by a partly masked number in parentheses',
  'in the body': '',
};

/** The "Exact message" cell of docs/spec.md's Errors table. */
export function specCellOf(documented: DocumentedWording): string {
  const [first, ...others] = documented.wordings;
  const example = (w: Wording) => `\`${messageWith(documented, w.example, w)}\``;
  return [
    `\`${first.text}\``,
    FOLLOWED_BY[documented.placement],
    first.example === undefined ? '' : `, e.g. ${example(first)}`,
    documented.code === undefined ? '' : ` (code \`${documented.code}\`)`,
    ...others.map((w) => `; ${w.is ?? 'also'} is ${example(w)}`),
  ].join('');
}
