// npm run mutation [-- folder...]: StrykerJS over the judging core, one folder at a time, then the score of
// each folder in docs/proof.md. The kill matrix proves every rule can fail; this proves the tests can.
// A folder's earlier results are reused where neither its code nor the tests covering it changed
// (Stryker's incremental mode, one file per folder in reports/mutation/).
import { readFileSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';

import { MUTATION_SCOPES, scoreOf, scoreTable, survivorLines, type ScopeResult } from './mutation/scores.js';
import { replaceBlock } from './docs-blocks.js';

const chosen = process.argv.slice(2);
const unknown = chosen.filter((name) => !MUTATION_SCOPES.some((scope) => scope.name === name || scope.folder === name));
if (unknown.length > 0) {
  console.error(`npm run mutation: unknown folder ${unknown.join(', ')}; choose from ${MUTATION_SCOPES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

const results: ScopeResult[] = [];
for (const scope of MUTATION_SCOPES.filter((s) => chosen.length === 0 || chosen.includes(s.name) || chosen.includes(s.folder))) {
  const name = scope.name.replace(/\W+/g, '-');
  const started = Date.now();
  // Read by test/mutation/vitest.config.ts in Stryker's test runner processes, which inherit it.
  if (scope.tests) process.env.MUTATION_TESTS = JSON.stringify(scope.tests);
  else delete process.env.MUTATION_TESTS;
  const mutants = await new Stryker({
    configFile: 'stryker.config.json',
    mutate: scope.files,
    incremental: true,
    incrementalFile: `reports/mutation/${name}.incremental.json`,
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
  }).runMutationTest();
  results.push({ ...scope, mutants, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log(scoreTable(results));
for (const line of results.flatMap(survivorLines)) console.log(line);

// The table in docs/proof.md is the whole run's: a run of some folders only does not replace it.
if (chosen.length === 0) {
  const file = 'docs/proof.md';
  writeFileSync(file, replaceBlock(readFileSync(file, 'utf8'), 'mutation-scores', scoreTable(results), file));
  console.log(`${file}: mutation scores written`);
}
const folders = [...new Set(results.map((r) => r.folder))];
const below = folders.filter((folder) => scoreOf(results.filter((r) => r.folder === folder).flatMap((r) => r.mutants)).score < 85);
if (below.length > 0) console.log(`under 85 %: ${below.join(', ')}`);
process.exitCode = below.length > 0 ? 1 : 0;
