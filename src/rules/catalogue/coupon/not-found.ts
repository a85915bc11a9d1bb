// The answer to a couponId that matches no coupon (spec "Errors", decisions D9 and D17): a 404 whose message is a
// documented wording (any of them) followed by the number in parentheses, partly masked, its visible digits those
// of the id requested.
import { COUPON } from '../../../operations.js';
import { DOCUMENTED_WORDINGS as W, messageWith, quoted, type Wording } from '../../../documented-wordings.js';
import { digits, idOf, json, jsonAnswer, nameTwice, onlyFor, type Change } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { decision, spec } from '../../sources.js';
import { DOCUMENTED, expectWording } from '../../checks/error-messages.js';
import { expectStatus } from '../../checks/status.js';
import { maskedDigitsAgree, maskedNumber } from './masked-number.js';
import { operation } from './shared.js';

/** The 404's message set to `masked(id requested)` after `wording`. */
const saying = (masked: (id: string) => string, wording: Wording = W.couponNotFound.wordings[0]): Change =>
  json((b, { request }) => {
    b.message = messageWith(W.couponNotFound, masked(idOf(request, COUPON.path)), wording);
  });
/** The message with no space between the wording and the parentheses. */
const noSpace = json((b) => {
  b.message = b.message.replace(' (', '(');
});

/** An answer in each documented wording holds every rule that reads the message: none reads only the first. */
const inEachWording = W.couponNotFound.wordings.map((wording: Wording) =>
  passes(
    `the 404 in ${wording.is ?? 'the first documented wording'} (D9)`,
    saying((id) => `${id.slice(0, -3)}***`, wording),
    { answers: 'notFound' },
  ),
);

export const notFound = [
  defineRule({
    id: 'coupon.not-found.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D17],
    title: 'MUST answer 404 for a couponId that matches no coupon',
    check: (e) => expectStatus(e, 404),
    faults: [
      {
        id: 'coupon-unknown-400',
        defect: '400 where 404 is due (unknown id)',
        answers: 'notFound',
        change: jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' }),
      },
      {
        // The known coupon is still answered 200: the 403 is the target's answer to the unknown id, judged, not a block.
        id: 'coupon-unknown-403',
        defect: '403 where 404 is due (unknown id)',
        answers: 'notFound',
        change: jsonAnswer(403, { code: 'ERROR', message: 'Forbidden' }),
      },
      {
        id: 'coupon-unknown-19-digits-400',
        defect: 'unknown coupon ids of 19 digits answered 400 (the id parsed as too large)',
        idClass: 'unknown ids of 19 digits',
        answers: 'notFound',
        change: onlyFor(COUPON.path, digits(19), jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' })),
      },
    ],
    examples: [
      passes('an unknown id answered 404', undefined, { answers: 'notFound' }),
      fails('an unknown id answered 400 (D17)', jsonAnswer(400, { code: 'HTTP_400', message: 'Bad Request' }), {
        at: '',
        answers: 'notFound',
      }),
      fails('an unknown id answered 500', jsonAnswer(500, { message: 'Internal Server Error' }), { at: '', answers: 'notFound' }),
    ],
  }),
  defineRule({
    id: 'coupon.not-found.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(W.couponNotFound)} followed by the number in parentheses`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.couponNotFound),
    faults: [
      {
        id: 'coupon-unknown-wording',
        defect: '404 message "Coupon not found (9007199254740***)"',
        answers: 'notFound',
        change: json((b) => {
          b.message = b.message.replace(W.couponNotFound.wordings[0].text, 'Coupon not found');
        }),
      },
    ],
    examples: [
      ...inEachWording,
      passes('no space before the parentheses (D9)', noSpace, { answers: 'notFound' }),
      passes(
        'the 404 as plain text, the documented message all of it: the message holds (D9)',
        (a) => ({ ...a, headers: { 'Content-Type': 'text/plain' }, body: JSON.parse(a.body).message }),
        { answers: 'notFound' },
      ),
      fails('the 404 saying "Not Found"', jsonAnswer(404, { code: 404, message: 'Not Found' }), { at: '/message', answers: 'notFound' }),
      fails('a 404 without a message', jsonAnswer(404, { code: 404 }), { at: '/message', answers: 'notFound' }),
      fails(
        'a 404 naming message twice, "Not Found" first: a parser that keeps the first reads it (D19)',
        nameTwice('message', () => 'Not Found'),
        {
          at: '/message',
          answers: 'notFound',
        },
      ),
    ],
  }),
  defineRule({
    id: 'coupon.not-found.masked',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: 'MUST partly mask the number in the 404 message: at least one digit and at least one *',
    check: maskedNumber,
    faults: [
      {
        id: 'coupon-unknown-unmasked',
        defect: 'the number in the 404 message not masked',
        answers: 'notFound',
        change: json((b, { request }) => {
          b.message = messageWith(W.couponNotFound, idOf(request, COUPON.path));
        }),
      },
      {
        id: 'coupon-unknown-one-digit-unmasked',
        defect: 'a one-digit unknown coupon id left unmasked in the 404 message',
        idClass: 'unknown ids of one digit',
        answers: 'notFound',
        change: onlyFor(
          COUPON.path,
          digits(1),
          json((b, { request }) => {
            b.message = messageWith(W.couponNotFound, idOf(request, COUPON.path));
          }),
        ),
      },
    ],
    examples: [
      ...inEachWording,
      passes('no space before the parentheses (D9)', noSpace, { answers: 'notFound' }),
      passes(
        'fewer characters than the id: two digits and three stars (D9)',
        saying((id) => `${id.slice(0, 2)}***`),
        { answers: 'notFound' },
      ),
      passes(
        'a 16-digit id masked to 14 characters (D9)',
        saying((id) => `${id.slice(0, 11)}***`),
        { answers: 'notFound' },
      ),
      fails(
        'the number not masked (D9)',
        saying((id) => id),
        { at: '/message', answers: 'notFound' },
      ),
      fails(
        'only stars in the parentheses (D9)',
        saying((id) => '*'.repeat(id.length)),
        { at: '/message', answers: 'notFound' },
      ),
    ],
  }),
  defineRule({
    id: 'coupon.not-found.masked-digits',
    operation,
    subject: 'request',
    needs: ['requestedId'],
    sources: [decision.D9],
    title: 'SHOULD show visible digits of the masked number that agree with the requested couponId',
    check: maskedDigitsAgree,
    faults: [
      {
        id: 'coupon-unknown-wrong-digits',
        defect: 'masked digits of another number',
        answers: 'notFound',
        change: json((b) => {
          b.message = messageWith(W.couponNotFound, '1234***');
        }),
      },
    ],
    examples: [
      ...inEachWording,
      passes('no space before the parentheses (D9)', noSpace, { answers: 'notFound' }),
      passes(
        'fewer characters than the id, the digits it shows its first (D9)',
        saying((id) => `${id.slice(0, 2)}***`),
        { answers: 'notFound' },
      ),
      fails(
        'visible digits of another number (D9)',
        saying(() => '111111***'),
        { at: '/message', answers: 'notFound' },
      ),
    ],
  }),
];
