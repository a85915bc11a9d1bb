// The vitest floor: the least a cold process spends to have vitest run one passing test through the same
// Node API as a conformance run (createVitest, then start). Plain JavaScript run by plain Node, so that
// nothing but Node and vitest is timed. Prints the phases as JSON for scripts/bench/floor.ts.
// The settings are a run's (src/runner/run.ts) where they cost less here too: one worker thread, modules
// shared, no config file, no reporter. vitest's own module runner stays: for one small JavaScript file
// it is cheaper than native imports, which the suites need (about a hundred modules).
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const since = (start) => Math.round((performance.now() - start) * 10) / 10;

let start = performance.now();
const { createVitest } = await import('vitest/node');
const importMs = since(start);

start = performance.now();
const vitest = await createVitest(
  'test',
  {
    config: false,
    root: dirname(fileURLToPath(import.meta.url)),
    include: ['one.test.js'],
    watch: false,
    reporters: [{}],
    pool: 'threads',
    isolate: false,
    fileParallelism: false,
    maxWorkers: 1,
  },
  { logLevel: 'error' },
);
const createMs = since(start);

start = performance.now();
await vitest.start();
const startMs = since(start);
const tests = vitest.state.getFiles().flatMap((file) => file.tasks);
const passed = tests.filter((task) => task.result?.state === 'pass').length;

start = performance.now();
await vitest.close();
const closeMs = since(start);

process.stdout.write(`${JSON.stringify({ importMs, createMs, startMs, closeMs, tests: tests.length, passed })}\n`);
process.exit(passed === 1 && tests.length === 1 ? 0 : 1);
