// Faulty implementations whose defect is confined to one class of id (one length, one form): each must be
// caught on every seed, by the fixed case of its class (src/cases/example-ids.ts), not when the random
// generator happens to draw it. And the service whose ownership check compares the id's text (D18).
import { DOCUMENTED_WORDINGS as W, messageWith } from '../documented-wordings.js';
import { COUPON, INQUIRY } from '../operations.js';
import { numberReadIn } from '../id-readings.js';
import { answerAs, json, jsonAnswer, onlyFor } from './changes.js';
import { idOf } from './scope.js';
import type { Fault } from './fault.js';

const digits = (length: number) => (id: string) => /^\d+$/.test(id) && id.length === length;

export const ID_CLASS_FAULTS: readonly Fault[] = [
  {
    id: 'coupon-unknown-19-digits-400',
    defect: 'unknown coupon ids of 19 digits answered 400 (the id parsed as too large)',
    catches: 'coupon.not-found.status',
    answers: 'not-found',
    change: onlyFor(COUPON.path, digits(19), jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' })),
  },
  {
    id: 'coupon-unknown-one-digit-unmasked',
    defect: 'a one-digit unknown coupon id left unmasked in the 404 message',
    catches: 'coupon.not-found.masked',
    answers: 'not-found',
    change: onlyFor(
      COUPON.path,
      digits(1),
      json((b, { request }) => {
        b.message = messageWith(W.couponNotFound, idOf(request, COUPON.path));
      }),
    ),
  },
  {
    id: 'coupon-unknown-int32-500',
    defect: 'unknown coupon ids of 10 digits past 2^31 - 1 answered 500 (an int column)',
    catches: 'coupon.no-server-error',
    alsoBreaks: ['coupon.not-found.status'],
    answers: 'not-found',
    change: onlyFor(
      COUPON.path,
      (id) => digits(10)(id) && BigInt(id) > 2n ** 31n - 1n,
      jsonAnswer(500, { code: 500, message: 'Internal Server Error' }),
    ),
  },
  {
    id: 'inquiry-unknown-12-digits-period',
    defect: '"Inquiry not found." with a period for unknown inquiry ids of 12 digits or more',
    catches: 'inquiry.not-found.message',
    answers: 'not-found',
    change: onlyFor(
      INQUIRY.path,
      (id) => /^\d{12,}$/.test(id),
      json((b) => {
        b.message = 'Inquiry not found.';
      }),
    ),
  },
  {
    id: 'inquiry-unknown-one-digit-400',
    defect: 'unknown inquiry ids of one digit answered 400 (a minimum length check)',
    catches: 'inquiry.not-found.status',
    answers: 'not-found',
    change: onlyFor(INQUIRY.path, digits(1), (answer, context) =>
      jsonAnswer(400, { code: 400, message: messageWith(W.inquiryInvalidFormat, idOf(context.request, INQUIRY.path)) })(answer, context),
    ),
  },
  {
    id: 'coupon-edge-hexadecimal-500',
    defect: "a coupon id in Spring's hexadecimal (0x…) answered 500",
    catches: 'coupon.edge-id.safe',
    alsoBreaks: ['coupon.no-server-error'],
    answers: 'edge',
    change: onlyFor(COUPON.path, (id) => /^-?(0x|0X|#)/.test(id), jsonAnswer(500, { code: 500, message: 'Internal Server Error' })),
  },
  {
    id: 'inquiry-edge-digit-groups-500',
    defect: "an inquiry id in Python's digit groups (1_234) answered 500",
    catches: 'inquiry.edge-id.safe',
    alsoBreaks: ['inquiry.no-server-error'],
    answers: 'edge',
    change: onlyFor(INQUIRY.path, (id) => id.includes('_'), jsonAnswer(500, { code: 500, message: 'Internal Server Error' })),
  },
  {
    id: 'inquiry-foreign-edge-forms-leak',
    defect: "ownership checked on the id's text: another vendor's inquiry answered 200 for 00<id>, +<id> and every form read as its number",
    catches: 'inquiry.foreign.edge-forms',
    answers: 'edge',
    change: (answer, context) => {
      const read = numberReadIn(idOf(context.request, INQUIRY.path));
      const stored = read === null ? undefined : context.dataset.inquiries[read.toString()];
      if (!stored) return answer; // a form of no inquiry: refused as the reference refuses it
      // The lookup by the number read, as the owner of the inquiry would be answered: no ownership check.
      return answerAs(() => ({ request: { ...context.request, path: INQUIRY.path + read!.toString() }, vendorId: stored.vendorId }))(
        answer,
        context,
      );
    },
  },
];
