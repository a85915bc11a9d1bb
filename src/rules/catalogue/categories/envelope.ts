// The envelope around the tree and its root node (spec: Display category list envelope, DisplayCategory;
// D6, D7), and no field the spec does not document, in the envelope or at any depth of the tree (D13).
import { CATEGORIES } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { json, nodesAtDepth } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, keywordsAnywhere, on } from '../../rule.js';
import { codeIsSuccess } from '../../checks/envelopes.js';

const { operation } = CATEGORIES;

export const envelopeRules = [
  defineRule({
    id: 'categories.root',
    operation,
    subject: 'document',
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give as data one root node whose displayItemCategoryCode is 0',
    reads: { code: at('/data/displayItemCategoryCode', 'number') },
    claims: [on('/data/displayItemCategoryCode', 'const')],
    faults: [
      {
        id: 'categories-root-code',
        defect: 'root node with code 1',
        answers: 'found',
        change: json((b) => {
          b.data.displayItemCategoryCode = 1;
        }),
      },
    ],
  }),
  defineRule({
    id: 'categories.unknown-fields',
    operation,
    subject: 'tree',
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document, at any depth',
    claims: [keywordsAnywhere('additionalProperties')],
    faults: [
      {
        id: 'categories-extra-field',
        defect: 'an undocumented field on deep nodes',
        answers: 'found',
        change: json((b) => {
          for (const n of nodesAtDepth(b.data, 6)) n.sortOrder = 1;
        }),
      },
    ],
  }),
  // The envelope that is not an object, and code, message and data missing or of the wrong type or value.
  defineRule({
    id: 'categories.envelope',
    operation,
    subject: 'document',
    sources: [spec.categoryEnvelope, decision.D7],
    title: 'MUST wrap the tree in an envelope: code "SUCCESS", message a string, data an object',
    reads: { code: at('/code', 'string') },
    claims: [on(['', '/code', '/message', '/data'], 'type', 'required', 'enum')],
    check: codeIsSuccess,
    faults: [
      {
        id: 'categories-code-ok',
        defect: 'envelope code "OK"',
        answers: 'found',
        change: json((b) => {
          b.code = 'OK';
        }),
      },
      {
        id: 'categories-code-error',
        defect: 'envelope code "ERROR" on a 200 with the tree',
        answers: 'found',
        change: json((b) => {
          b.code = 'ERROR';
        }),
      },
      {
        id: 'categories-message-null',
        defect: 'envelope message null',
        answers: 'found',
        change: json((b) => {
          b.message = null;
        }),
      },
    ],
  }),
] as const;
