// Judge of the display category list: the envelope, then every node of the tree, iteratively.
import type { Exchange } from '../http/types.js';
import { categories as r } from '../rules/catalogue/categories.js';
import { parseBody } from '../rules/response-checks.js';
import { isObject } from '../rules/json-values.js';
import { validators } from '../schemas/validators.js';
import { walkCategoryTree } from './category-tree.js';
import { readOnlyJudge } from './error-answer.js';
import { defineJudge } from './judge.js';
import { partition } from './partition.js';

const operation = 'LIST_DISPLAY_CATEGORIES' as const;
/** In the order they claim schema errors of the envelope and of every node, judged together so that one cause is reported once. */
const owners = [r.root, r.unknownFields, r.envelope, r.nodeChild, r.nodeFields] as const;

export const judgeCategoryList = defineJudge<{ exchange: Exchange }>({
  name: 'the category list answers 200 with a conforming tree, every node at every depth',
  operation,
  rules: [r.noServerError, r.status, r.contentType, r.json, r.envelope, r.root, r.unknownFields, r.nodeChild, r.nodeFields, r.codesUnique, r.statusValues],
  body(j, { exchange }, facts) {
    j.judge(r.noServerError, exchange);
    if (!j.gate(r.status, exchange)) return;
    j.judge(r.contentType, exchange);
    if (!j.gate(r.json, exchange)) return;
    const document = (parseBody(exchange) as { value: unknown }).value;
    const subject = { document, requestedId: '', body: exchange.response.body };
    validators.categoryListShallow(document);
    const envelopeErrors = validators.categoryListShallow.errors ?? [];
    const data = isObject(document) ? (document as { data?: unknown }).data : undefined;
    if (!isObject(data)) {
      j.judge(r.envelope, subject, partition(envelopeErrors, owners, document).get(r.envelope));
      return j.stop('not judged: data is not a category node (see categories.envelope)');
    }
    const walk = walkCategoryTree(data);
    const owned = partition([...envelopeErrors, ...walk.nodeErrors], owners, document);
    j.judge(r.envelope, subject, owned.get(r.envelope));
    j.judge(r.root, subject, owned.get(r.root));
    j.record(r.unknownFields, owned.get(r.unknownFields) ?? []);
    j.record(r.nodeChild, owned.get(r.nodeChild) ?? []);
    j.record(r.nodeFields, owned.get(r.nodeFields) ?? []);
    j.judge(r.codesUnique, walk);
    j.judge(r.statusValues, walk);
    facts.categoryTree = walk.statistics;
  },
});

export const judgeCategoryReadOnly = readOnlyJudge({ name: 'a write method on the category path does not succeed', operation, noServerError: r.noServerError, readOnly: r.readOnly });
