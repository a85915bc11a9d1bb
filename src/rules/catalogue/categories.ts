// LIST_DISPLAY_CATEGORIES: every rule of the spec and of the decisions (docs/decisions.md) for the category tree.
import type { Exchange } from '../../http/types.js';
import { decision, spec } from '../sources.js';
import { defineRule, keywordsAnywhere, on } from '../rule.js';
import { foundInWalk, type TreeWalk } from '../checks/category-tree.js';
import { codeIsSuccess } from '../checks/envelopes.js';
import { expectJsonBody } from '../checks/json-body.js';
import { expectJsonContentType, expectOneContentType } from '../checks/media-type.js';
import { expectNoServerError, expectNotSuccessful, expectStatus } from '../checks/status.js';
import type { DocumentSubject } from '../subjects.js';

const operation = 'LIST_DISPLAY_CATEGORIES' as const;
const NODE = '/data(/child/\\d+)*';

export const categories = {
  noServerError: defineRule<Exchange>({
    id: 'categories.no-server-error',
    operation,
    sources: [decision.D11, decision.D16],
    title: 'MUST NOT answer any request with a 5xx status',
    check: expectNoServerError,
  }),
  status: defineRule<Exchange>({
    id: 'categories.status',
    operation,
    sources: [spec.listCategories],
    title: 'MUST answer 200 with the whole category tree',
    check: (e) => expectStatus(e, 200),
  }),
  contentType: defineRule<Exchange>({
    id: 'categories.content-type',
    operation,
    sources: [decision.D11],
    title: 'MUST send a 200 with Content-Type application/json',
    check: expectJsonContentType,
  }),
  contentTypeOnce: defineRule<Exchange>({
    id: 'categories.content-type-once',
    operation,
    sources: [decision.D11],
    title: 'SHOULD send the Content-Type header once, not the same line twice',
    check: expectOneContentType,
  }),
  json: defineRule<Exchange>({
    id: 'categories.json',
    operation,
    sources: [spec.listCategories],
    title: 'MUST send a 200 body that is valid JSON',
    check: expectJsonBody,
  }),
  root: defineRule<DocumentSubject>({
    id: 'categories.root',
    operation,
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give as data one root node whose displayItemCategoryCode is 0',
    reads: [{ at: '/data/displayItemCategoryCode', is: 'number' }],
    claims: [on(/^\/data\/displayItemCategoryCode$/, 'const')],
  }),
  unknownFields: defineRule<DocumentSubject>({
    id: 'categories.unknown-fields',
    operation,
    sources: [decision.D13],
    title: 'SHOULD NOT add fields the spec does not document, at any depth',
    claims: [keywordsAnywhere('additionalProperties')],
  }),
  // The envelope that is not an object, and code, message and data missing or of the wrong type or value.
  envelope: defineRule<DocumentSubject>({
    id: 'categories.envelope',
    operation,
    sources: [spec.categoryEnvelope, decision.D7],
    title: 'MUST wrap the tree in an envelope: code "SUCCESS", message a string, data an object',
    claims: [on(/^(\/code|\/message|\/data)?$/, 'type', 'required', 'enum')],
    check: codeIsSuccess,
  }),
  nodeChild: defineRule<TreeWalk>({
    id: 'categories.node.child',
    operation,
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give every node, at every depth, a child array ([] for a leaf; never null or missing)',
    claims: [on(new RegExp(`^${NODE}/child$`), 'type', 'required')],
  }),
  // A node below the root that is not an object, and code, name and status missing or of the wrong type.
  nodeFields: defineRule<TreeWalk>({
    id: 'categories.node.fields',
    operation,
    sources: [spec.displayCategory, decision.D6],
    title: 'MUST give every node, at every depth, an integer code, a string name and a string status',
    claims: [on(/^\/data(\/child\/\d+)+$/, 'type'), on(new RegExp(`^${NODE}/(displayItemCategoryCode|name|status)$`), 'type', 'required')],
  }),
  codesUnique: defineRule<TreeWalk>({
    id: 'categories.codes-unique',
    operation,
    sources: [decision.D6],
    title: 'SHOULD use each displayItemCategoryCode once in the tree',
    check: (walk) => foundInWalk(walk.duplicateCodes, walk),
  }),
  statusValues: defineRule<TreeWalk>({
    id: 'categories.status-values',
    operation,
    sources: [decision.D6],
    title: 'SHOULD give status as ACTIVE, READY or DISABLED',
    check: (walk) => foundInWalk(walk.unusualStatuses, walk),
  }),
  readOnly: defineRule<Exchange>({
    id: 'categories.read-only',
    operation,
    sources: [decision.D12],
    title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE',
    check: expectNotSuccessful,
  }),
};
