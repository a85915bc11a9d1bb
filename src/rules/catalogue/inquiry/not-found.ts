// The answer to an inquiryId that matches no inquiry: 404 "Inquiry not found" (spec: Errors; decisions D9, D17).
import { DOCUMENTED_WORDINGS, DOCUMENTED_WORDINGS as W, messageWith, quoted } from '../../../documented-wordings.js';
import { INQUIRY } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { digits, idOf, json, jsonAnswer, onlyFor } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { DOCUMENTED, expectWording } from '../../checks/error-messages.js';
import { expectStatus } from '../../checks/status.js';
import { operation } from './shared.js';
import { fails, passes } from '../../example.js';

export const notFoundRules = [
  defineRule({
    id: 'inquiry.not-found.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D17],
    title: 'MUST answer 404 for an inquiryId that matches no inquiry',
    check: (e) => expectStatus(e, 404),
    faults: [
      {
        id: 'inquiry-unknown-400',
        defect: '400 where 404 is due (unknown id)',
        answers: 'notFound',
        change: jsonAnswer(400, { code: 400, message: messageWith(W.inquiryInvalidFormat, '9007199254740991') }),
      },
      {
        id: 'inquiry-unknown-one-digit-400',
        defect: 'unknown inquiry ids of one digit answered 400 (a minimum length check)',
        idClass: 'unknown ids of one digit',
        answers: 'notFound',
        change: onlyFor(INQUIRY.path, digits(1), (answer, context) =>
          jsonAnswer(400, { code: 400, message: messageWith(W.inquiryInvalidFormat, idOf(context.request, INQUIRY.path)) })(
            answer,
            context,
          ),
        ),
      },
    ],
    examples: [
      passes('404 for an inquiryId that matches no inquiry', undefined, { answers: 'notFound' }),
      fails(
        '400 for a well-formed id that matches no inquiry (D17)',
        jsonAnswer(400, { code: 400, message: 'Invalid format inquiryId : 9007199254740991' }),
        { at: '', answers: 'notFound' },
      ),
    ],
  }),
  defineRule({
    id: 'inquiry.not-found.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryNotFound)} for an unknown inquiryId`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.inquiryNotFound),
    faults: [
      {
        id: 'inquiry-unknown-wording',
        defect: '404 message "Not Found"',
        answers: 'notFound',
        change: json((b) => {
          b.message = 'Not Found';
        }),
      },
      {
        id: 'inquiry-error-no-message',
        defect: 'error bodies without a message field (the text in "error")',
        alsoBreaks: ['inquiry.malformed.message', 'inquiry.foreign.message', 'inquiry.error-body'],
        answers: ['notFound', 'malformed', 'foreign'],
        change: json((b) => ({ code: b.code, error: b.message })),
      },
      {
        id: 'inquiry-error-detail',
        defect: 'the 404 message only in a problem+json "detail"',
        alsoBreaks: ['inquiry.error-body'],
        answers: 'notFound',
        change: (a) => ({
          ...a,
          headers: { 'Content-Type': 'application/problem+json' },
          body: JSON.stringify({ type: 'about:blank', title: 'Not Found', status: 404, detail: JSON.parse(a.body).message }),
        }),
      },
      {
        id: 'inquiry-unknown-12-digits-period',
        defect: '"Inquiry not found." with a period for unknown inquiry ids of 12 digits or more',
        idClass: 'unknown ids of 12 digits or more',
        answers: 'notFound',
        change: onlyFor(
          INQUIRY.path,
          (id) => /^\d{12,}$/.test(id),
          json((b) => {
            b.message = 'Inquiry not found.';
          }),
        ),
      },
    ],
    examples: [
      passes('"Inquiry not found" (D9)', undefined, { answers: 'notFound' }),
      fails(
        '"Not Found", another wording',
        json((b) => {
          b.message = 'Not Found';
        }),
        { at: '/message', answers: 'notFound' },
      ),
      fails(
        'a message that is the number 404',
        json((b) => {
          b.message = 404;
        }),
        { at: '/message', answers: 'notFound' },
      ),
      fails(
        'the documented message in `error`, not `message`: clients read message (D9)',
        jsonAnswer(404, { status: 404, error: 'Inquiry not found' }),
        { at: '/message', answers: 'notFound' },
      ),
    ],
  }),
];
