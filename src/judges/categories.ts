// Judge of the display category list: the envelope, then every node of the tree, iteratively.
import type { Exchange } from '../http/types.js';
import { categories as r } from '../rules/catalogue/categories.js';
import { parseBody } from '../rules/response-checks.js';
import type { AnyRule, Violation } from '../rules/types.js';
import { validators } from '../schemas/validators.js';
import { walkCategoryTree } from './category-tree.js';
import { readOnlyJudge } from './error-answer.js';
import { defineJudge } from './judge.js';
import { partition } from './partition.js';

const operation = 'LIST_DISPLAY_CATEGORIES' as const;
const envelopeOwners = [r.root, r.unknownFields, r.envelope] as const;
const nodeOwners = [r.unknownFields, r.nodeChild, r.nodeFields] as const;

const merged = (...maps: Map<AnyRule, Violation[]>[]) => (rule: AnyRule) => maps.flatMap((map) => map.get(rule) ?? []);

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
    validators.categoryListShallow(document);
    const envelopeErrors = partition(validators.categoryListShallow.errors ?? [], envelopeOwners, document);
    const data = (document as { data?: unknown } | null)?.data;
    const hasTree = data !== null && typeof data === 'object' && !Array.isArray(data);
    const walk = hasTree ? walkCategoryTree(data) : undefined;
    const nodeErrors = walk ? partition(walk.nodeErrors, nodeOwners, document) : new Map<AnyRule, Violation[]>();
    const found = merged(envelopeErrors, nodeErrors);

    j.judge(r.envelope, { document, requestedId: '' }, found(r.envelope));
    j.judge(r.root, { document, requestedId: '' }, found(r.root));
    if (!walk) return j.stop('not judged: data is not a category node (see categories.envelope)');
    j.record(r.unknownFields, found(r.unknownFields));
    j.record(r.nodeChild, found(r.nodeChild));
    j.record(r.nodeFields, found(r.nodeFields));
    j.judge(r.codesUnique, walk);
    j.judge(r.statusValues, walk);
    facts.categoryTree = walk.statistics;
  },
});

export const judgeCategoryReadOnly = readOnlyJudge({ name: 'a write method on the category path does not succeed', operation, noServerError: r.noServerError, readOnly: r.readOnly });
