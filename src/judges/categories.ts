// The judges of the display category list: the envelope, then every node of the tree, walked once.
import { categories as r } from '../rules/catalogue/categories.js';
import { walkCategoryTree } from '../rules/checks/category-tree.js';
import { partition } from '../rules/claims.js';
import { parseBody } from '../rules/checks/json-body.js';
import { isObject } from '../rules/json-values.js';
import type { RequestSubject } from '../rules/subjects.js';
import { validators } from '../schemas/validators.js';
import { readOnlyJudge } from './error-answer.js';
import { defineJudge } from './judge.js';

const operation = 'LIST_DISPLAY_CATEGORIES' as const;
/** The rules that claim schema errors of the envelope and of the nodes, judged together so that one cause is reported once. */
const schemaRules = [r.root, r.unknownFields, r.envelope, r.nodeChild, r.nodeFields] as const;

/** Every judge of the category list, by the kind of answer it judges. */
export const categoryJudges = {
  list: defineJudge<RequestSubject>({
    name: 'the category list answers 200 with a conforming tree, every node at every depth',
    operation,
    rules: [
      r.noServerError,
      r.status,
      r.contentType,
      r.contentTypeOnce,
      r.json,
      r.envelope,
      r.root,
      r.unknownFields,
      r.nodeChild,
      r.nodeFields,
      r.codesUnique,
      r.statusValues,
    ],
    body(j, { exchange }, facts) {
      j.apply(r.noServerError, exchange);
      if (!j.gate(r.status, exchange)) return;
      j.apply(r.contentType, exchange);
      j.apply(r.contentTypeOnce, exchange);
      if (!j.gate(r.json, exchange)) return;
      const document = (parseBody(exchange) as { value: unknown }).value;
      const subject = { document, requestedId: '', body: exchange.response.body };
      validators.categoryListShallow(document);
      const envelopeErrors = validators.categoryListShallow.errors ?? [];
      const data = isObject(document) ? (document as { data?: unknown }).data : undefined;
      if (!isObject(data)) {
        j.apply(r.envelope, subject, partition(envelopeErrors, schemaRules, document).get(r.envelope));
        return j.stop('not judged: data is not a category node (see categories.envelope)');
      }
      const walk = walkCategoryTree(data);
      const claimed = partition([...envelopeErrors, ...walk.nodeErrors], schemaRules, document, exchange.response.body);
      j.apply(r.envelope, subject, claimed.get(r.envelope));
      j.apply(r.root, subject, claimed.get(r.root));
      j.record(r.unknownFields, claimed.get(r.unknownFields) ?? [], walk.unreadable);
      j.record(r.nodeChild, claimed.get(r.nodeChild) ?? [], walk.unreadable);
      j.record(r.nodeFields, claimed.get(r.nodeFields) ?? [], walk.unreadable);
      j.apply(r.codesUnique, walk);
      j.apply(r.statusValues, walk);
      facts.categoryTree = walk.statistics;
    },
  }),
  readOnly: readOnlyJudge({
    name: 'a write method on the category path does not succeed',
    operation,
    noServerError: r.noServerError,
    readOnly: r.readOnly,
  }),
};
