// LIST_DISPLAY_CATEGORIES by example: one vitest test per example case of src/cases/categories.ts that the run's plan selected.
import { conformanceSuite } from '../support.js';

conformanceSuite('categories', 'example');
