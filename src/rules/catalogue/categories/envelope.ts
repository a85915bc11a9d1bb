// The envelope around the tree and its root node (spec: Display category list envelope, DisplayCategory;
// D6, D7), and no field the spec does not document, in the envelope or at any depth of the tree (D13).
import { CATEGORIES } from '../../../operations.js';
import { decision, spec } from '../../sources.js';
import { json, nodesAtDepth, type Json } from '../../answer-changes.js';
import { at } from '../../reads.js';
import { defineRule, keywordsAnywhere, on } from '../../rule.js';
import { fails, failsAt, notJudged, passes } from '../../example.js';
import { DEPTH_6, aNullNode, belowANullChild, belowANullRootChild, nodeAt } from './shared.js';
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
        defect: 'root node with code 1 (or the smallest code no other node has)',
        answers: 'found',
        // The smallest positive code no node of the tree has: a root given it breaks only the root's rule.
        change: json((b) => {
          const used = new Set<unknown>();
          for (let level: Json[] = [b.data]; level.length > 0; level = level.flatMap((node) => node.child ?? []))
            for (const node of level) used.add(node.displayItemCategoryCode);
          let code = 1;
          while (used.has(code)) code += 1;
          b.data.displayItemCategoryCode = code;
        }),
      },
    ],
    examples: [
      passes("the reference's root, code 0"),
      failsAt('a root node with code 1 (D6)', '/data/displayItemCategoryCode', 1),
      notJudged(
        'a root code "0", a string: not a code, which categories.node.fields reports',
        json((b) => {
          b.data.displayItemCategoryCode = '0';
        }),
        { at: '/data/displayItemCategoryCode', see: 'categories.node.fields' },
      ),
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
    examples: [
      passes("the reference's tree: only the documented fields"),
      fails(
        'an undocumented parentCode on a node at the deepest level (D13)',
        json((b) => {
          nodeAt(b, DEPTH_6).parentCode = 1;
        }),
        { at: `${DEPTH_6}/parentCode` },
      ),
      failsAt('an undocumented transactionId in the envelope (D13)', '/transactionId', 't-1'),
      belowANullChild,
      aNullNode,
      belowANullRootChild,
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
    examples: [
      passes(
        'a non-empty message: any string (D7)',
        json((b) => {
          b.message = 'OK';
        }),
      ),
      failsAt('code "ERROR" on a 200 with the tree (D7)', '/code', 'ERROR'),
      failsAt('code "OK"', '/code', 'OK'),
      failsAt('code 200, a number', '/code', 200),
      fails(
        'message missing',
        json((b) => {
          delete b.message;
        }),
        { at: '/message' },
      ),
      failsAt('message null', '/message', null),
      fails(
        'data an array holding the root',
        json((b) => {
          b.data = [b.data];
        }),
        { at: '/data' },
      ),
      failsAt('data null', '/data', null),
      fails(
        'data missing',
        json((b) => {
          delete b.data;
        }),
        { at: '/data' },
      ),
      fails('a JSON array instead of the envelope', (answer) => ({ ...answer, body: '[]' }), { at: '' }),
    ],
  }),
];
