// The project's own tests, in projects: `unit` (no build, no child process: judges, rules, renderers,
// config, the plan, the reference, the HTTP client against local servers, the CLI's commands through
// main() in this process) and `e2e` (the built CLI in child processes against local servers: long-lived
// hosts of its main() for most runs, the bin itself where signals and the exit are tested; the kill
// matrix). `e2e-slow` is the e2e files `npm test` leaves to `npm run test:all` and CI: the network's edge,
// the packed package, the HTML report in Chromium, many seeds. A fourth, `suites`, is the conformance suites
// themselves, as built (dist/suites), run by vitest against the embedded reference: `npx vitest run suites/`
// shows a run in vitest's own UI, and `npm test` proves they are still vitest test files (a run of the CLI
// hands the same files to @vitest/runner in its own thread, without vitest's main side: docs/architecture.md).
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { LongPolesFirst } from './test/support/project/long-poles-first.js';
import { SLOW_E2E } from './test/support/project/slow-files.js';

/** The options of both e2e projects (the `e2e` project's comment says why they share their worker). */
const E2E = { testTimeout: 30_000, hookTimeout: 60_000, isolate: false };

export default defineConfig({
  test: {
    // One more worker than cores: most e2e files spend their time waiting on child processes and local
    // servers, so a core would otherwise sit idle (vitest's default is one fewer than the cores).
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongPolesFirst },
    projects: [
      // The unit files share their worker's modules (no isolation): none of them leaves a mock, a timer or a
      // global behind, and loading src/ once per worker rather than once per file saves a third of their CPU.
      { test: { name: 'unit', include: ['test/unit/**/*.test.ts'], testTimeout: 30_000, isolate: false } },
      // The e2e files share their worker process too: its CLI hosts (test/support/cli/host-pool.ts), and the
      // suites' thread each host keeps between runs, then serve all its files, not one each.
      { test: { name: 'e2e', include: ['test/e2e/**/*.test.ts'], exclude: SLOW_E2E, ...E2E } },
      // The same, for the files that wait on real time, other programs or many runs: `npm run test:all` and CI.
      { test: { name: 'e2e-slow', include: SLOW_E2E, ...E2E } },
      // The suites' modules shared within a worker, as in a run (vitest runs projects of one sequence.groupOrder
      // with the same maxWorkers, so its files may share the workers of the other projects).
      {
        test: {
          name: 'suites',
          include: ['dist/suites/**/*.test.js'],
          globalSetup: ['test/support/suites/global-setup.ts'],
          isolate: false,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
