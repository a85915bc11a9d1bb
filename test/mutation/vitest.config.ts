// The tests StrykerJS runs against each mutant (npm run mutation): the unit project only. The e2e tests
// judge the built dist/, which a mutant of src/ never reaches, so they could not kill one.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

import { TablesFirst } from './tables-first.js';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    // The folder's own tests when scripts/mutation.ts names them (MUTATION_TESTS), else every unit test.
    include: process.env.MUTATION_TESTS ? (JSON.parse(process.env.MUTATION_TESTS) as string[]) : ['test/unit/**/*.test.ts'],
    setupFiles: ['test/mutation/setup.ts'],
    testTimeout: 30_000,
    // As in the unit project: the files share their worker's modules, which saves a third of their CPU.
    isolate: false,
    sequence: { sequencer: TablesFirst },
  },
});
