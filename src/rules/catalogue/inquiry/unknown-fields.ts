// Fields the spec does not document, in the envelope, the inquiry or a reply (decision D13).
import { decision } from '../../sources.js';
import { json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, keywordsAnywhere } from '../../rule.js';
import { operation, REPLY } from './shared.js';
import { failsAt, notJudged, passes } from '../../example.js';

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
    examples: [
      passes('only documented fields'),
      failsAt('an undocumented field in the envelope (D13)', '/traceId', 'abc'),
      failsAt('an undocumented field on the inquiry (D13)', '/data/vendorId', 'A00012345'),
      failsAt('an undocumented field on a reply (D13)', '/data/replies/0/attachments', []),
      notJudged(
        'a reply that is a string, which inquiry.reply.fields reports',
        json((b) => {
          b.data.replies[0] = 'reply';
        }),
        { at: '/data/replies/0', see: 'inquiry.reply.fields' },
      ),
      notJudged(
        'no replies, which inquiry.fields reports',
        json((b) => {
          delete b.data.replies;
        }),
        { at: '/data/replies', see: 'inquiry.fields' },
      ),
    ],
  }),
];
