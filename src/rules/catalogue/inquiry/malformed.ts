// The answer to an inquiryId that is not a number: 400, its message echoing the value sent
// (spec: Errors; decisions D9, D10, D17).
import { DOCUMENTED_WORDINGS, DOCUMENTED_WORDINGS as W, messageWith, quoted } from '../../../documented-wordings.js';
import { INQUIRY } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { json, jsonAnswer, idOf } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { DOCUMENTED, messageFieldTexts, printsLike, wordingFound } from '../../checks/error-messages.js';
import { show } from '../../describe.js';
import { invisibleDifferenceWithin } from '../../lookalikes.js';
import type { RequestSubject } from '../../subjects.js';
import { violation, type Violation } from '../../violation.js';
import { expectStatus } from '../../checks/status.js';
import { operation } from './shared.js';
import { fails, passes } from '../../example.js';

/** A documented wording followed by the value exactly as sent (decoded), to the end of the message: any of the wordings. */
export function invalidFormatEchoed({ exchange, requestedId }: RequestSubject): Violation[] {
  const documented = DOCUMENTED_WORDINGS.inquiryInvalidFormat;
  const expected = documented.wordings.map((wording) => messageWith(documented, requestedId, wording));
  const texts = messageFieldTexts(exchange);
  // White space at the message's end cannot be told apart, whether it ends the value sent or follows it.
  if (texts.some((text) => expected.some((message) => text.trimEnd().endsWith(message.trimEnd())))) return [];
  const lookalike = printsLike(texts, 'the value sent', (text) =>
    expected.map((message) => invisibleDifferenceWithin(message, text)).find((difference) => difference !== undefined),
  );
  return [
    violation('message', {
      at: '/message',
      message: 'the 400 message does not echo the inquiryId sent',
      expected: `the message ${expected.map(show).join(' or ')}`,
      actual: `${wordingFound(exchange, DOCUMENTED.inquiryInvalidFormat.pattern)}${lookalike}`,
    }),
  ];
}

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
    examples: [
      passes('400 for an inquiryId with letters', undefined, { answers: 'malformed' }),
      fails('404 "Inquiry not found" where 400 is due (D10)', jsonAnswer(404, { code: 404, message: 'Inquiry not found' }), {
        at: '',
        answers: 'malformed',
      }),
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
    examples: [
      passes('the documented wording and the value sent (D9)', undefined, { answers: 'malformed' }),
      passes(
        "the wording and the value sent as plain text: the message holds (its shape is inquiry.error-body's)",
        (a, { request }) => ({
          ...a,
          headers: { 'Content-Type': 'text/plain' },
          body: `Invalid format inquiryId : ${idOf(request, INQUIRY.path)}`,
        }),
        { answers: 'malformed' },
      ),
      fails(
        'another value echoed (abc sent, xyz echoed)',
        json((b) => {
          b.message = 'Invalid format inquiryId : xyz';
        }),
        { at: '/message', answers: 'malformed' },
      ),
      fails(
        'a longer value echoed that merely ends like the one sent (abc sent, 12abc echoed)',
        json((b) => {
          b.message = 'Invalid format inquiryId : 12abc';
        }),
        { at: '/message', answers: 'malformed' },
      ),
    ],
  }),
];
