// Fields the spec does not document, in the envelope, the inquiry or a reply (decision D13).
import { decision } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, keywordsAnywhere } from '../../rule.js';
import { operation, REPLY } from './shared.js';

export const unknownFieldRules = [
  defineRule({
    id: 'inquiry.unknown-fields',
    operation,
    subject: 'document',
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document',
    reads: { replies: at(REPLY, 'object') },
    claims: [keywordsAnywhere('additionalProperties')],
    faults: [
      {
        id: 'inquiry-extra-field',
        defect: 'an undocumented field vendorId',
        answers: 'found',
        change: json((b) => {
          b.data.vendorId = 'A00012345';
        }),
      },
    ],
  }),
] as const;
