// The status and headers of the answer to an inquiry of the calling vendor: 200, one Content-Type, JSON
// (spec: Get one inquiry; decisions D11, D14).
import { DOCUMENTED_WORDINGS as W, messageWith } from '../../../documented-wordings.js';
import { decision, spec } from '../../sources.js';
import { contentTypeTwice, jsonAnswer } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { expectJsonContentType, expectOneContentType } from '../../checks/media-type.js';
import { expectStatus } from '../../checks/status.js';
import { operation } from './shared.js';

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
  }),
] as const;
