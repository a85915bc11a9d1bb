// The answer to another vendor's inquiry: 404 with the vendor message, in whatever form its id is written
// (spec: Get one inquiry, Errors; decisions D9, D10, D14, D15, D18).
import { DOCUMENTED_WORDINGS, DOCUMENTED_WORDINGS as W, messageWith, quoted } from '../../../documented-wordings.js';
import { numberReadIn } from '../../../id-readings.js';
import { INQUIRY } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { answerAs, idOf, json, status, jsonAnswer } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { DOCUMENTED, expectWording } from '../../checks/error-messages.js';
import { expectStatus } from '../../checks/status.js';
import type { ExchangeHead } from '../../subjects.js';
import { violation, type Violation } from '../../violation.js';
import { operation } from './shared.js';
import { fails, passes } from '../../example.js';

/** Another vendor's inquiry, asked for in an edge form of its id: any 2xx hands it out (decision D18). */
export function expectOwnershipHeld(exchange: ExchangeHead): Violation[] {
  const { status } = exchange.response;
  if (status < 200 || status > 299) return [];
  return [
    violation('status', {
      message: "access control: another vendor's inquiry was answered for an edge form of its id",
      expected: "400 or 404 (the id names another vendor's inquiry)",
      actual: `${status}: the ownership check was bypassed`,
    }),
  ];
}

export const foreignRules = [
  defineRule({
    id: 'inquiry.foreign.status',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, spec.errors, decision.D14, decision.D15],
    title: "MUST answer 404 for another vendor's inquiry",
    check: (e) => expectStatus(e, 404),
    faults: [
      {
        id: 'inquiry-foreign-200',
        defect: "another vendor's inquiry returned with 200",
        answers: 'foreign',
        change: answerAs(({ dataset }) => ({ vendorId: dataset.otherVendorId })),
      },
      {
        // The same credentials got 200 for the vendor's own inquiry: the 403 is the target's answer, judged (not "access refused").
        id: 'inquiry-foreign-403',
        defect: "another vendor's inquiry answered 403 with the documented message",
        answers: 'foreign',
        change: status(403),
      },
    ],
    examples: [
      passes("404 for another vendor's inquiry (D15)", undefined, { answers: 'foreign' }),
      fails("200 for another vendor's inquiry (D15)", jsonAnswer(200, { code: 200, message: 'OK', data: {} }), {
        at: '',
        answers: 'foreign',
      }),
    ],
  }),
  defineRule({
    id: 'inquiry.foreign.message',
    operation,
    subject: 'request',
    sources: [spec.errors, decision.D9, decision.D15],
    title: `MUST say ${quoted(DOCUMENTED_WORDINGS.inquiryVendorMismatch)} for another vendor's inquiry`,
    check: (s) => expectWording(s.exchange, DOCUMENTED.inquiryVendorMismatch),
    faults: [
      {
        id: 'inquiry-foreign-not-found',
        defect: 'another vendor\'s inquiry answered "Inquiry not found"',
        answers: 'foreign',
        change: json((b) => {
          b.message = messageWith(W.inquiryNotFound);
        }),
      },
    ],
    examples: [
      passes('the vendor message (D9, D15)', undefined, { answers: 'foreign' }),
      fails(
        '"Inquiry not found" for another vendor\'s inquiry: the vendor message is due (D15)',
        json((b) => {
          b.message = 'Inquiry not found';
        }),
        { at: '/message', answers: 'foreign' },
      ),
    ],
  }),
  defineRule({
    id: 'inquiry.foreign.edge-forms',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, spec.errors, decision.D10, decision.D18],
    title:
      "MUST NOT answer another vendor's inquiryId in any form read as that number (zeros, a sign, spaces, other digits) with the inquiry",
    check: expectOwnershipHeld,
    faults: [
      {
        id: 'inquiry-foreign-edge-forms-leak',
        defect:
          "ownership checked on the id's text: another vendor's inquiry answered 200 for 00<id>, +<id> and every form read as its number",
        idClass: "edge forms of another vendor's inquiry id",
        answers: 'edgeId',
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
    ],
    examples: [
      passes("400 for another vendor's inquiryId written with leading zeros", undefined, { answers: 'edgeId' }),
      passes('404 "Inquiry not found" for it', jsonAnswer(404, { code: 404, message: 'Inquiry not found' }), { answers: 'edgeId' }),
      fails("a 200 for another vendor's inquiryId written with leading zeros: the ownership check was on the text (D18)", status(200), {
        at: '',
        answers: 'edgeId',
      }),
    ],
  }),
];
