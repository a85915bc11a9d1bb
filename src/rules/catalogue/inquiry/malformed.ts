// The answer to an inquiryId that is not a number: 400, its message echoing the value sent
// (spec: Errors; decisions D9, D10, D17).
import { DOCUMENTED_WORDINGS, DOCUMENTED_WORDINGS as W, messageWith, quoted } from '../../../documented-wordings.js';
import { INQUIRY } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { json, jsonAnswer } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { invalidFormatEchoed } from '../../checks/error-messages.js';
import { expectStatus } from '../../checks/status.js';
import { operation } from './shared.js';

export const malformedRules = [
  defineRule({
    id: 'inquiry.malformed.status',
    operation,
    subject: 'exchange',
    sources: [spec.errors, decision.D10, decision.D17],
    title: 'MUST answer 400 for an inquiryId that is not a number',
    check: (e) => expectStatus(e, 400),
    faults: [
      {
        id: 'inquiry-malformed-404',
        defect: '404 where 400 is due (letters in the id)',
        answers: 'malformed',
        change: jsonAnswer(404, { code: 404, message: messageWith(W.inquiryNotFound) }),
      },
    ],
  }),
  defineRule({
    id: 'inquiry.malformed.message',
    operation,
    subject: 'request',
    needs: ['requestedId'],
    sources: [spec.errors, decision.D9],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryInvalidFormat)} followed by the value sent`,
    check: invalidFormatEchoed,
    faults: [
      {
        id: 'inquiry-malformed-no-echo',
        defect: 'the 400 message without the value sent',
        answers: 'malformed',
        change: json((b) => {
          b.message = 'Invalid format inquiryId';
        }),
      },
      {
        id: 'inquiry-malformed-encoded-echo',
        defect: 'the 400 message echoes the still-encoded value',
        answers: 'malformed',
        change: json((b, { request }) => {
          b.message = `Invalid format inquiryId : ${request.path.slice(INQUIRY.path.length)}`;
        }),
      },
    ],
  }),
] as const;
