// LIST_DISPLAY_CATEGORIES: every rule of the spec and of the decisions (docs/decisions.md) for the category tree.
import { CATEGORIES } from '../../operations.js';
import { decision, spec } from '../sources.js';
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
  }),
  defineRule({
    id: 'categories.status',
    operation,
    subject: 'exchange',
    sources: [spec.listCategories],
    title: 'MUST answer 200 with the whole category tree',
    check: (e) => expectStatus(e, 200),
  }),
  defineRule({
    id: 'categories.content-type',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
  }),
  defineRule({
    id: 'categories.content-type-once',
    operation,
    subject: 'exchange',
    needs: ['headers'],
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
  }),
  defineRule({
    id: 'categories.json',
    operation,
    subject: 'request',
    sources: [spec.listCategories],
    title: 'MUST send a 200 body that is valid JSON',
    check: ({ exchange }) => expectJsonBody(exchange),
  }),
  defineRule({
    id: 'categories.unique-names',
    operation,
    subject: 'request',
    sources: [decision.D19],
    title: 'SHOULD NOT give a name twice in one JSON object, in the body',
    check: ({ exchange }) => expectUniqueNames(exchange),
  }),
  defineRule({
    id: 'categories.root',
    operation,
    subject: 'document',
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give as data one root node whose displayItemCategoryCode is 0',
    reads: { code: at('/data/displayItemCategoryCode', 'number') },
    claims: [on('/data/displayItemCategoryCode', 'const')],
  }),
  defineRule({
    id: 'categories.unknown-fields',
    operation,
    subject: 'tree',
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document, at any depth',
    claims: [keywordsAnywhere('additionalProperties')],
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
  }),
  defineRule({
    id: 'categories.node.child',
    operation,
    subject: 'tree',
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give every node, at every depth, a child array ([] for a leaf; never null or missing)',
    claims: [on(new RegExp(`^${NODE}/child$`), 'type', 'required')],
  }),
  // A node below the root that is not an object, and code, name and status missing or of the wrong type.
  defineRule({
    id: 'categories.node.fields',
    operation,
    subject: 'tree',
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give every node, at every depth, an integer code, a string name and a string status',
    claims: [on(/^\/data(\/child\/\d+)+$/, 'type'), on(new RegExp(`^${NODE}/(displayItemCategoryCode|name|status)$`), 'type', 'required')],
  }),
  defineRule({
    id: 'categories.codes-unique',
    operation,
    subject: 'tree',
    sources: [decision.D6],
    title: 'SHOULD use each displayItemCategoryCode once in the tree',
    check: (walk) => walk.duplicateCodes,
  }),
  defineRule({
    id: 'categories.status-values',
    operation,
    subject: 'tree',
    sources: [decision.D6],
    title: 'SHOULD give status as ACTIVE, READY or DISABLED',
    check: (walk) => walk.unusualStatuses,
  }),
  defineRule({
    id: 'categories.read-only',
    operation,
    subject: 'exchange',
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
  }),
]);
