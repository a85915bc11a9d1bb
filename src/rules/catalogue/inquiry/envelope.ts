// The envelope around the inquiry: code, message and data of their types, and code 200 on success
// (spec: Inquiry envelope; decision D7).
import { decision, spec } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, on } from '../../rule.js';
import { show } from '../../describe.js';
import type { Placed } from '../../reads.js';
import { violation, type Violation } from '../../violation.js';
import { operation } from './shared.js';
import { fails, failsAt, notJudged, passes } from '../../example.js';

/** SHOULD: code 200 in the envelope of a successful answer. */
export function codeIs200({ code }: { code: Placed<number> }): Violation[] {
  if (code.value === 200) return [];
  return [
    violation('const', {
      at: code.at,
      message: 'the envelope code of a successful answer is not 200',
      expected: '200',
      actual: show(code.value),
    }),
  ];
}

export const envelopeRules = [
  // The envelope that is not an object, and code, message and data missing or of the wrong type.
  defineRule({
    id: 'inquiry.envelope',
    operation,
    subject: 'document',
    sources: [spec.inquiryEnvelope, decision.D7],
    title: 'MUST wrap the inquiry in an envelope: code a number, message a string, data an object',
    claims: [on(['', '/code', '/message', '/data'], 'type', 'required')],
    faults: [
      {
        id: 'inquiry-code-string',
        defect: 'envelope code "200" as a string',
        notPassed: ['inquiry.envelope.code'],
        answers: 'found',
        change: json((b) => {
          b.code = '200';
        }),
      },
      {
        id: 'inquiry-no-envelope',
        defect: 'the inquiry without its envelope',
        alsoBreaks: ['inquiry.unknown-fields'],
        answers: 'found',
        change: json((b) => b.data),
      },
    ],
    examples: [
      passes('code 200, message "OK" and the inquiry in data'),
      failsAt('code "200" as a string', '/code', '200'),
      fails(
        'no message (D7)',
        json((b) => {
          delete b.message;
        }),
        { at: '/message' },
      ),
      failsAt('data null', '/data', null),
      fails(
        'a JSON array instead of the envelope',
        json((b) => [b]),
        { at: '' },
      ),
      fails(
        'the bare inquiry without its envelope: code, message and data missing, code first',
        json((b) => b.data),
        { at: '/code' },
      ),
    ],
  }),
  defineRule({
    id: 'inquiry.envelope.code',
    operation,
    subject: 'document',
    sources: [decision.D7],
    title: 'SHOULD give code 200 in the envelope of a successful answer',
    reads: { code: at('/code', 'number') },
    check: codeIs200,
    faults: [
      {
        id: 'inquiry-code-201',
        defect: 'envelope code 201 on success',
        answers: 'found',
        change: json((b) => {
          b.code = 201;
        }),
      },
    ],
    examples: [
      passes('code 200 on success'),
      failsAt('code 201 on success (D7)', '/code', 201),
      notJudged(
        'code "200" as a string: not a number, which inquiry.envelope reports',
        json((b) => {
          b.code = '200';
        }),
        { at: '/code', see: 'inquiry.envelope' },
      ),
    ],
  }),
];
