// The display category list under generated input. Its tree needs no sampling: the example suite
// judges every rule on every node at every depth, however large the tree.
import { describe } from 'vitest';
import { writeMethodArbitrary } from '../../src/arbitraries/ids.js';
import { CATEGORIES_PATH } from '../../src/api-paths.js';
import { judgeCategoryReadOnly } from '../../src/judges/categories.js';
import { useTarget } from '../support.js';

const { property } = useTarget();

describe('LIST_DISPLAY_CATEGORIES properties', () => {
  property(judgeCategoryReadOnly, { name: 'for every write method on the category list, no 2xx', arbitrary: writeMethodArbitrary() }, async (method, { send }) => ({
    exchange: await send(method, CATEGORIES_PATH),
  }));
});
