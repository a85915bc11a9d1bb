// LIST_DISPLAY_CATEGORIES: the whole tree, every node judged, and (only with --probe-writes) each write
// method once. The tree needs no sampling: one answer holds every node.
import { categoryJudges as judges } from '../judges/categories.js';
import { CATEGORIES } from '../operations.js';
import { WRITE_METHODS } from './example-ids.js';
import type { ConformanceCase, ExampleCase } from './types.js';

const base = {
  suite: CATEGORIES.suite,
  operation: CATEGORIES.operation,
  kind: 'example',
  idClass: 'none',
  id: () => '',
} satisfies Partial<ExampleCase>;

export const CATEGORY_CASES: readonly ConformanceCase[] = [
  {
    ...base,
    name: 'the category list answers 200 with a conforming tree, every node at every depth',
    judge: judges.found,
    needs: [],
    method: 'GET',
  },
  ...WRITE_METHODS.map((method): ExampleCase => ({
    ...base,
    name: `${method} on the category list does not succeed`,
    judge: judges.readOnly,
    needs: ['probeWrites'],
    method,
  })),
];
