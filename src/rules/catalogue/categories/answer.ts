// The status line and headers of the category list's answer (LIST_DISPLAY_CATEGORIES): never a 5xx (D11,
// D16), a 200 with the whole tree (spec: List display categories), a JSON media type sent once (D11).
import { CATEGORIES } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { contentTypeTwice, header, jsonAnswer, status } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { fails, passes } from '../../example.js';
import { expectJsonContentType, expectOneContentType } from '../../checks/media-type.js';
import { expectNoServerError, expectStatus } from '../../checks/status.js';

const { operation } = CATEGORIES;

export const answerRules = [
  defineRule({
    id: 'categories.no-server-error',
    operation,
    subject: 'exchange',
    sources: [decision.D11, decision.D16],
    title: 'MUST NOT answer any request with a 5xx status',
    check: expectNoServerError,
    faults: [
      {
        id: 'categories-503',
        defect: '503 for the category list',
        alsoBreaks: ['categories.status'],
        answers: 'found',
        change: jsonAnswer(503, { code: 'ERROR', message: 'Service Unavailable' }),
      },
    ],
    examples: [passes("the reference's 200"), fails('a 500: a server error, never an answer (D11)', status(500), { at: '' })],
  }),
  defineRule({
    id: 'categories.status',
    operation,
    subject: 'exchange',
    sources: [spec.listCategories],
    title: 'MUST answer 200 with the whole category tree',
    check: (e) => expectStatus(e, 200),
    faults: [
      {
        id: 'categories-202',
        defect: '202 instead of 200',
        answers: 'found',
        change: status(202),
      },
      {
        id: 'categories-never-answers',
        defect: 'the category list never answers',
        answers: [],
        change: (answer) => answer,
        hangs: (request) => request.path.includes('/display-categories'),
      },
    ],
    examples: [passes("the reference's 200 with the whole tree"), fails('a 500 instead of the 200', status(500), { at: '' })],
  }),
  defineRule({
    id: 'categories.content-type',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
    faults: [
      {
        id: 'categories-content-type',
        defect: 'Content-Type text/html',
        answers: 'found',
        change: header('Content-Type', 'text/html'),
      },
    ],
    examples: [
      passes("the reference's application/json"),
      fails('the valid list sent as text/html (D11)', header('Content-Type', 'text/html'), { at: '' }),
    ],
  }),
  defineRule({
    id: 'categories.content-type-once',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
    faults: [
      {
        id: 'categories-content-type-twice',
        defect: 'the same Content-Type line twice',
        answers: 'found',
        change: contentTypeTwice,
      },
    ],
    examples: [
      passes("the reference's one Content-Type line"),
      fails('the same Content-Type line twice (D11)', contentTypeTwice, { at: '' }),
    ],
  }),
];
