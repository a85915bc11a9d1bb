// The status and headers of the answer to an existing coupon (spec "Get coupon", decisions D11 and D14): a 200,
// sent as application/json, its Content-Type once.
import { DOCUMENTED_WORDINGS as W, messageWith } from '../../../documented-wordings.js';
import { contentTypeTwice, header, jsonAnswer, status, type Change } from '../../answer-changes.js';
import { fails, passes } from '../../example.js';
import { defineRule } from '../../rule.js';
import { decision, spec } from '../../sources.js';
import { expectJsonContentType, expectOneContentType } from '../../checks/media-type.js';
import { expectStatus } from '../../checks/status.js';
import { operation } from './shared.js';

const withoutContentType: Change = (answer) => ({
  ...answer,
  headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => name.toLowerCase() !== 'content-type')),
});

export const foundAnswer = [
  defineRule({
    id: 'coupon.found.status',
    operation,
    subject: 'exchange',
    sources: [spec.getCoupon, decision.D14],
    title: 'MUST answer 200 for an existing couponId',
    check: (e) => expectStatus(e, 200),
    faults: [
      {
        id: 'coupon-found-404',
        defect: 'an existing coupon answered 404',
        answers: 'found',
        change: jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '6318****') }),
      },
    ],
    examples: [
      passes('the coupon answered 200'),
      fails(
        'an existing coupon answered 404 with the documented message',
        jsonAnswer(404, { code: 404, message: messageWith(W.couponNotFound, '6318****') }),
        {
          at: '',
        },
      ),
      fails('an existing coupon answered 500', status(500), { at: '' }),
    ],
  }),
  defineRule({
    id: 'coupon.found.content-type',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
    faults: [
      {
        id: 'coupon-content-type',
        defect: 'Content-Type text/plain on the 200',
        answers: 'found',
        change: header('Content-Type', 'text/plain;charset=UTF-8'),
      },
    ],
    examples: [
      passes('Content-Type application/json;charset=UTF-8'),
      passes('Content-Type application/json without parameters', header('Content-Type', 'application/json')),
      fails('a valid coupon sent as text/html (D11)', header('Content-Type', 'text/html'), { at: '' }),
      fails('a valid coupon without Content-Type (D11)', withoutContentType, { at: '' }),
    ],
  }),
  defineRule({
    id: 'coupon.found.content-type-once',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
    faults: [
      {
        id: 'coupon-content-type-twice',
        defect: 'the same Content-Type line twice (a proxy adding what the backend sent)',
        answers: 'found',
        change: contentTypeTwice,
      },
    ],
    examples: [
      passes('one Content-Type line'),
      fails('the same Content-Type line twice, as a proxy adding what the backend sent writes it (D11)', contentTypeTwice, { at: '' }),
    ],
  }),
];
