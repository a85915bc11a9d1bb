// The display category list, by example: the whole tree, every node judged, and write methods.
import { describe } from 'vitest';
import { CATEGORIES_PATH } from '../../src/api-paths.js';
import { judgeCategoryList, judgeCategoryReadOnly } from '../../src/judges/categories.js';
import { WRITE_METHODS } from '../ids.js';
import { useTarget } from '../support.js';

const { check } = useTarget();

describe('LIST_DISPLAY_CATEGORIES', () => {
  check(judgeCategoryList, {}, async ({ send }) => ({ exchange: await send('GET', CATEGORIES_PATH) }));

  for (const method of WRITE_METHODS) {
    check(judgeCategoryReadOnly, { name: `${method} on the category list does not succeed` }, async ({ send }) => ({
      exchange: await send(method, CATEGORIES_PATH),
    }));
  }
});
