// The judges of the display category list: the envelope, then every node of the tree, walked once.
import { CATEGORIES } from '../operations.js';
import { categories as r } from '../rules/catalogue/categories/index.js';
import { validators } from '../validation/validators.js';
import { defineJudge, documentJudge, gate, parse } from './judge.js';

const { operation } = CATEGORIES;

/** Every judge of the category list, by the kind of answer it judges. */
export const categoryJudges = {
  found: documentJudge({
    name: 'the category list answers 200 with a conforming tree, every node at every depth',
    operation,
    steps: [
      r['categories.no-server-error'],
      gate(r['categories.status']),
      r['categories.content-type'],
      r['categories.content-type-once'],
      r['categories.unique-names'],
      parse(r['categories.json']),
      r['categories.envelope'],
    ],
    document: {
      validate: validators.categoryListShallow,
      readable: { at: '/data', is: 'object', what: 'data is not a category node', reportedBy: r['categories.envelope'] },
      tree: '/data',
    },
  }),
  readOnly: defineJudge({
    name: 'a write method on the category path does not succeed',
    operation,
    steps: [r['categories.no-server-error'], r['categories.read-only']],
  }),
};
