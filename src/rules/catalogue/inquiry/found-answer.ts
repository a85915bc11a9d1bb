// The status and headers of the answer to an inquiry of the calling vendor: 200, one Content-Type, JSON
// (spec: Get one inquiry; decisions D11, D14).
import { DOCUMENTED_WORDINGS as W, messageWith } from '../../../documented-wordings.js';
import { decision, spec } from '../../sources.js';
import { contentTypeTwice, jsonAnswer, header } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { expectJsonContentType, expectOneContentType } from '../../checks/media-type.js';
import { expectStatus } from '../../checks/status.js';
import { operation } from './shared.js';
import { fails, passes } from '../../example.js';

export const foundAnswerRules = [
  defineRule({
    id: 'inquiry.found.status',
    operation,
    subject: 'exchange',
    sources: [spec.getInquiry, decision.D14],
    title: 'MUST answer 200 for an inquiry of the calling vendor',
    check: (e) => expectStatus(e, 200),
    faults: [
      {
        id: 'inquiry-found-404',
        defect: "the vendor's own inquiry answered 404",
        answers: 'found',
        change: jsonAnswer(404, { code: 404, message: messageWith(W.inquiryNotFound) }),
      },
    ],
    examples: [
      passes('200 for an inquiry of the calling vendor'),
      fails(
        '404 "Inquiry not found" for an existing inquiry of the calling vendor (D14)',
        jsonAnswer(404, { code: 404, message: 'Inquiry not found' }),
        {
          at: '',
        },
      ),
    ],
  }),
  defineRule({
    id: 'inquiry.found.content-type',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
    faults: [
      {
        id: 'inquiry-content-type',
        defect: 'no Content-Type on the 200',
        answers: 'found',
        change: (a) => ({ ...a, headers: {} }),
      },
    ],
    examples: [
      passes('application/json;charset=UTF-8'),
      fails('a valid inquiry sent as text/html (D11)', header('Content-Type', 'text/html; charset=utf-8'), { at: '' }),
    ],
  }),
  defineRule({
    id: 'inquiry.found.content-type-once',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
    faults: [
      {
        id: 'inquiry-content-type-twice',
        defect: 'the same Content-Type line twice',
        answers: 'found',
        change: contentTypeTwice,
      },
    ],
    examples: [passes('one Content-Type line'), fails('the same Content-Type line twice (D11)', contentTypeTwice, { at: '' })],
  }),
];
