// LIST_DISPLAY_CATEGORIES: every rule of the spec and of the decisions (docs/decisions.md) for the category tree.
import { CATEGORIES } from '../../operations.js';
import { decision, spec } from '../sources.js';
import { answerAs, contentTypeTwice, header, json, jsonAnswer, nameTwice, nodesAtDepth, status } from '../answer-changes.js';
import { at } from '../reads.js';
import { defineRule, rulesById, keywordsAnywhere, on } from '../rule.js';
import { codeIsSuccess } from '../checks/envelopes.js';
import { expectJsonBody, expectUniqueNames } from '../checks/json-body.js';
import { expectJsonContentType, expectOneContentType } from '../checks/media-type.js';
import { expectNoServerError, expectNotSuccessful, expectStatus } from '../checks/status.js';

const { operation } = CATEGORIES;
const NODE = '/data(/child/\\d+)*';

export const categories = rulesById([
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
  }),
  defineRule({
    id: 'categories.json',
    operation,
    subject: 'request',
    sources: [spec.listCategories],
    title: 'MUST send a 200 body that is valid JSON',
    check: ({ exchange }) => expectJsonBody(exchange),
    faults: [
      {
        id: 'categories-truncated',
        defect: 'the tree cut off mid-JSON',
        answers: 'found',
        change: (a) => ({ ...a, body: a.body.slice(0, 100_000) }),
      },
    ],
  }),
  defineRule({
    id: 'categories.unique-names',
    operation,
    subject: 'request',
    sources: [decision.D19],
    title: 'SHOULD NOT give a name twice in one JSON object, in the body',
    check: ({ exchange }) => expectUniqueNames(exchange),
    faults: [
      {
        id: 'categories-code-twice',
        defect: 'the envelope gives its code twice, the same value each time',
        answers: 'found',
        change: nameTwice('code'),
      },
    ],
  }),
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
  defineRule({
    id: 'categories.node.child',
    operation,
    subject: 'tree',
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give every node, at every depth, a child array ([] for a leaf; never null or missing)',
    claims: [on(new RegExp(`^${NODE}/child$`), 'type', 'required')],
    faults: [
      {
        id: 'categories-child-null',
        defect: 'child null on leaves 4 levels down',
        answers: 'found',
        change: json((b) => {
          for (const n of nodesAtDepth(b.data, 4)) if (n.child.length === 0) n.child = null;
        }),
      },
      {
        id: 'categories-child-missing',
        defect: 'child missing on the deepest leaves',
        answers: 'found',
        change: json((b) => {
          for (const n of nodesAtDepth(b.data, 6)) delete n.child;
        }),
      },
      {
        id: 'categories-child-object',
        defect: 'a child that is an object, not an array, 2 levels down',
        notPassed: ['categories.codes-unique', 'categories.status-values', 'categories.node.fields', 'categories.unknown-fields'],
        answers: 'found',
        change: json((b) => {
          const node = nodesAtDepth(b.data, 2)[0];
          node.child = { ...node.child };
        }),
      },
    ],
  }),
  // A node below the root that is not an object, and code, name and status missing or of the wrong type.
  defineRule({
    id: 'categories.node.fields',
    operation,
    subject: 'tree',
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give every node, at every depth, an integer code, a string name and a string status',
    claims: [on(/^\/data(\/child\/\d+)+$/, 'type'), on(new RegExp(`^${NODE}/(displayItemCategoryCode|name|status)$`), 'type', 'required')],
    faults: [
      {
        id: 'categories-name-number',
        defect: 'a node name sent as a number, 5 levels down',
        answers: 'found',
        change: json((b) => {
          nodesAtDepth(b.data, 5)[7].name = 12345;
        }),
      },
      {
        id: 'categories-code-string',
        defect: 'category codes as strings on the top level',
        answers: 'found',
        change: json((b) => {
          for (const n of b.data.child) n.displayItemCategoryCode = String(n.displayItemCategoryCode);
        }),
      },
      {
        id: 'categories-root-code-string',
        defect: 'the root code "0" as a string',
        notPassed: ['categories.root'],
        answers: 'found',
        change: json((b) => {
          b.data.displayItemCategoryCode = '0';
        }),
      },
    ],
  }),
  defineRule({
    id: 'categories.codes-unique',
    operation,
    subject: 'tree',
    sources: [decision.D6],
    title: 'SHOULD use each displayItemCategoryCode once in the tree',
    check: (walk) => walk.duplicateCodes,
    faults: [
      {
        id: 'categories-duplicate-code',
        defect: 'two nodes share a code',
        answers: 'found',
        change: json((b) => {
          const level = nodesAtDepth(b.data, 3);
          level[1].displayItemCategoryCode = level[0].displayItemCategoryCode;
        }),
      },
    ],
  }),
  defineRule({
    id: 'categories.status-values',
    operation,
    subject: 'tree',
    sources: [decision.D6],
    title: 'SHOULD give status as ACTIVE, READY or DISABLED',
    check: (walk) => walk.unusualStatuses,
    faults: [
      {
        id: 'categories-status-lowercase',
        defect: 'status "active" on some nodes',
        answers: 'found',
        change: json((b) => {
          for (const n of nodesAtDepth(b.data, 2)) n.status = n.status.toLowerCase();
        }),
      },
    ],
  }),
  defineRule({
    id: 'categories.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
    faults: [
      {
        id: 'categories-post-succeeds',
        defect: 'POST on the category list answers 200',
        answers: 'readOnly',
        change: (a, c) => (c.request.method === 'POST' ? answerAs(() => ({ request: { ...c.request, method: 'GET' } }))(a, c) : a),
      },
    ],
  }),
]);
