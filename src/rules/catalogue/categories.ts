// LIST_DISPLAY_CATEGORIES: every rule of the spec and of the ARCHITECTURE decisions for the category tree.
import type { Exchange } from '../../http/types.js';
import type { TreeWalk } from '../../judges/category-tree.js';
import { show, valueAt } from '../describe.js';
import { everything, onField, withKeyword } from '../ownership.js';
import { expectJsonBody, expectJsonContentType, expectNoServerError, expectNotSuccessful, expectStatus } from '../response-checks.js';
import type { DocumentSubject } from '../subjects.js';
import type { Rule, Violation } from '../types.js';

const operation = 'LIST_DISPLAY_CATEGORIES' as const;

function codeIsSuccess({ document }: DocumentSubject): Violation[] {
  const code = valueAt(document, '/code');
  if (code === 'SUCCESS' || typeof code !== 'string') return [];
  return [{ instancePath: '/code', keyword: 'const', message: 'the envelope of a successful answer does not say SUCCESS', expected: '"SUCCESS"', actual: show(code) }];
}

export const categories = {
  noServerError: { id: 'categories.no-server-error', severity: 'must', operation, section: 'Decision 11', title: 'MUST NOT answer any request with a 5xx status', check: expectNoServerError } satisfies Rule<Exchange>,
  status: { id: 'categories.status', severity: 'must', operation, section: 'Endpoints §2', title: 'MUST answer 200 with the whole category tree', check: (e) => expectStatus(e, 200) } satisfies Rule<Exchange>,
  contentType: { id: 'categories.content-type', severity: 'must', operation, section: 'Decision 11', title: 'MUST send a 200 with Content-Type application/json', check: expectJsonContentType } satisfies Rule<Exchange>,
  json: { id: 'categories.json', severity: 'must', operation, section: 'Endpoints §2', title: 'MUST send a 200 body that is valid JSON', check: expectJsonBody } satisfies Rule<Exchange>,
  root: { id: 'categories.root', severity: 'must', operation, section: 'Resources: DisplayCategory; Decision 6', title: 'MUST give as data one root node whose displayItemCategoryCode is 0', owns: onField(/^\/data\/displayItemCategoryCode$/, 'const') } satisfies Rule<DocumentSubject>,
  unknownFields: { id: 'categories.unknown-fields', severity: 'should', operation, section: 'Decision 13', title: 'SHOULD NOT add fields the spec does not document, at any depth', owns: withKeyword('additionalProperties') } satisfies Rule<DocumentSubject>,
  envelope: { id: 'categories.envelope', severity: 'must', operation, section: 'Resources: Display category list envelope; Decision 7', title: 'MUST wrap the tree in an envelope: code "SUCCESS", message a string, data an object', owns: onField(/^(\/code|\/message|\/data|)$/), check: codeIsSuccess } satisfies Rule<DocumentSubject>,
  nodeChild: { id: 'categories.node.child', severity: 'must', operation, section: 'Resources: DisplayCategory; Decision 6', title: 'MUST give every node, at every depth, a child array ([] for a leaf; never null or missing)', owns: onField(/\/child$/, 'type', 'required') } satisfies Rule<TreeWalk>,
  nodeFields: { id: 'categories.node.fields', severity: 'must', operation, section: 'Resources: DisplayCategory; Decision 6', title: 'MUST give every node, at every depth, an integer code, a string name and a string status', owns: everything } satisfies Rule<TreeWalk>,
  codesUnique: { id: 'categories.codes-unique', severity: 'should', operation, section: 'Decision 6', title: 'SHOULD use each displayItemCategoryCode once in the tree', check: (walk) => walk.duplicateCodes } satisfies Rule<TreeWalk>,
  statusValues: { id: 'categories.status-values', severity: 'should', operation, section: 'Decision 6', title: 'SHOULD give status as ACTIVE, READY or DISABLED', check: (walk) => walk.unusualStatuses } satisfies Rule<TreeWalk>,
  readOnly: { id: 'categories.read-only', severity: 'should', operation, section: 'Decision 12', title: 'SHOULD NOT succeed on POST, PUT, PATCH or DELETE', check: expectNotSuccessful } satisfies Rule<Exchange>,
};
