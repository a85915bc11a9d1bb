// The answer to a couponId that is not a number (spec "Errors", decisions D9, D10 and D17): a 400 that names the
// error, in any documented wording or by its documented code, anywhere in its body.
import { COUPON } from '../../../operations.js';
import { DOCUMENTED_WORDINGS as W, messageWith } from '../../../documented-wordings.js';
import type { Exchange } from '../../../http/types.js';
import { answerAs, idOf, jsonAnswer, text } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { decision, spec } from '../../sources.js';
import { violation, type Violation } from '../../violation.js';
import { DOCUMENTED, showBody } from '../../checks/error-messages.js';
import { expectStatus } from '../../checks/status.js';
import { operation } from './shared.js';

const badRequest = W.couponBadRequest;

/** SHOULD: the 400 body names the error, in any documented wording or by its code. */
export function badRequestNamed(exchange: Exchange): Violation[] {
  if (DOCUMENTED.couponBadRequest.pattern.test(exchange.response.body) || exchange.response.body.includes(badRequest.code)) return [];
  return [
    violation('message', {
      message: 'the 400 body does not name the error',
      // Stryker disable next-line StringLiteral: equivalent, a wording in the body with its code is shown as one text (shownOf)
      expected: DOCUMENTED.couponBadRequest.shown.join(' or '),
      actual: showBody(exchange),
    }),
  ];
}

export const malformed = [
  defineRule({
    id: 'coupon.malformed.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D10, decision.D17],
    title: 'MUST answer 400 for a couponId that is not a number',
    check: (e) => expectStatus(e, 400),
    faults: [
      {
        id: 'coupon-malformed-404',
        defect: '404 where 400 is due (letters in the id)',
        answers: 'malformed',
        change: jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '0***') }),
      },
      {
        id: 'coupon-malformed-parseint',
        defect: "ids read as parseInt reads them: '12x45' looked up as coupon 12 (404)",
        answers: 'malformed',
        change: (a, c) => {
          const digits = /^\d+/.exec(idOf(c.request, COUPON.path))?.[0];
          return digits === undefined ? a : answerAs(() => ({ request: { ...c.request, path: COUPON.path + digits } }))(a, c);
        },
      },
    ],
    examples: [
      passes('a couponId of letters answered 400', undefined, { answers: 'malformed' }),
      fails('a couponId of letters answered 404 (D17)', jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '1***') }), {
        at: '',
        answers: 'malformed',
      }),
    ],
  }),
  defineRule({
    id: 'coupon.malformed.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    // Stryker disable next-line StringLiteral: equivalent, the coupon 400 has one documented wording
    title: `SHOULD say ${badRequest.wordings.map((wording) => wording.text).join(' or ')} (${badRequest.code}) in the 400 body`,
    check: (s) => badRequestNamed(s.exchange),
    faults: [
      {
        id: 'coupon-malformed-unnamed',
        defect: 'the 400 body says nothing of Bad Request',
        answers: 'malformed',
        change: text('{"code":"ERROR","message":"invalid"}'),
      },
    ],
    examples: [
      passes('code HTTP_400, message Bad Request', undefined, { answers: 'malformed' }),
      // Each documented wording names the error without the code: none is read as the first alone.
      ...badRequest.wordings.map((wording) =>
        passes(`the message ${JSON.stringify(wording.text)}, the code 400`, jsonAnswer(400, { code: 400, message: wording.text }), {
          answers: 'malformed',
        }),
      ),
      passes(
        'Spring\'s default body, "Bad Request" in `error`: anywhere in the body (D9)',
        jsonAnswer(400, { status: 400, error: 'Bad Request', path: '/x' }),
        { answers: 'malformed' },
      ),
      fails('a 400 that does not name Bad Request', jsonAnswer(400, { code: 400, message: 'couponId must be a number' }), {
        at: '',
        answers: 'malformed',
      }),
    ],
  }),
];
