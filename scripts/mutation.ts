// npm run mutation [-- name...]: StrykerJS over the judging core, one scope at a time (a folder, or a part
// of a big one), then the score of each folder in docs/proof.md from every scope's last results. The kill
// matrix proves every rule can fail; this proves the tests can. A scope's earlier results are reused where
// neither its code nor the tests covering it changed (Stryker's incremental mode). `--table` runs nothing
// and writes the table from the results kept in reports/mutation/; `--force` runs every mutant afresh.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Stryker } from '@stryker-mutator/core';

import {
  folderScores,
  MEASURED_FILE,
  measuredOf,
  MUTATION_SCOPES,
  resultFiles,
  scoreTable,
  storedResult,
  survivorLines,
  type MeasuredScores,
  type ScopeResult,
} from './mutation/scores.js';
import { replaceBlock } from './docs-blocks.js';

const args = process.argv.slice(2);
const tableOnly = args.includes('--table');
// Stryker's incremental mode reuses a survivor's result even when a new test reaches it (seen with the
// vitest runner): after writing tests for survivors, --force runs the scope's mutants afresh.
const force = args.includes('--force');
const chosen = args.filter((arg) => arg !== '--table' && arg !== '--force');
const unknown = chosen.filter((name) => !MUTATION_SCOPES.some((scope) => scope.name === name || scope.folder === name));
if (unknown.length > 0) {
  console.error(`npm run mutation: unknown scope ${unknown.join(', ')}; choose from ${MUTATION_SCOPES.map((s) => s.name).join(', ')}`);
  process.exit(2);
}

// A name is a scope's when one has it (`src/rules` is the folder's own files), else a folder's: all its parts.
const selects = (scope: (typeof MUTATION_SCOPES)[number]) =>
  chosen.some((name) => scope.name === name || (scope.folder === name && !MUTATION_SCOPES.some((s) => s.name === name)));
const toRun = tableOnly ? [] : MUTATION_SCOPES.filter((s) => chosen.length === 0 || selects(s));
// The table is built from the counts kept in MEASURED_FILE: each scope's row is replaced as soon as it ends,
// so that a folder run in parts keeps the parts that finished when a later one is stopped. The file is read
// again each time, so that two scopes measured side by side each keep the other's row.
const measuredHere: MeasuredScores = {};
const today = new Date().toISOString().slice(0, 10);
for (const scope of toRun) {
  const files = resultFiles(scope);
  // The table's "took" is a full run's: a run that reuses kept results takes a minute and says nothing.
  const full = force || !existsSync(files.incremental);
  const started = Date.now();
  // Read by test/mutation/vitest.config.ts in Stryker's test runner processes, which inherit it.
  if (scope.tests) process.env.MUTATION_TESTS = JSON.stringify(scope.tests);
  else delete process.env.MUTATION_TESTS;
  await new Stryker({
    configFile: 'stryker.config.json',
    mutate: scope.files,
    incremental: true,
    force,
    incrementalFile: files.incremental,
    jsonReporter: { fileName: files.report },
    // Stryker gives half of it (rounded up) to type-checking mutants and the rest, at least one, to test
    // runners, then all of it to test runners once every mutant is checked: 1 and 2 both run one test
    // runner while checking and two after; 4 runs two, then four.
    ...(process.env.MUTATION_CONCURRENCY ? { concurrency: Number(process.env.MUTATION_CONCURRENCY) } : {}),
  }).runMutationTest();
  if (full) writeFileSync(files.took, `${JSON.stringify({ seconds: Math.round((Date.now() - started) / 1000) })}\n`);
  const result = storedResult(scope);
  if (result) measuredHere[scope.name] = measuredOf(result, today);
  writeTable();
}
const { table, notRun, measured } = writeTable();
console.log(table);
for (const line of MUTATION_SCOPES.map(storedResult)
  .filter((r): r is ScopeResult => r !== undefined && (tableOnly || toRun.some((s) => s.name === r.name)))
  .flatMap(survivorLines))
  console.log(line);
console.log(`docs/proof.md: mutation scores written${notRun.length > 0 ? ` (${notRun.length} scopes not measured yet)` : ''}`);

/** Writes MEASURED_FILE, without the rows of scopes no longer in MUTATION_SCOPES, and the table in docs/proof.md. */
function writeTable(): { table: string; notRun: string[]; measured: MeasuredScores } {
  const kept = existsSync(MEASURED_FILE) ? (JSON.parse(readFileSync(MEASURED_FILE, 'utf8')) as MeasuredScores) : {};
  const measured = Object.fromEntries(
    MUTATION_SCOPES.flatMap((scope) => {
      const row = measuredHere[scope.name] ?? kept[scope.name];
      return row ? [[scope.name, row]] : [];
    }),
  );
  writeFileSync(MEASURED_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  const table = scoreTable(MUTATION_SCOPES, measured);
  const notRun = MUTATION_SCOPES.filter((scope) => !measured[scope.name]).map((s) => s.name);
  const file = 'docs/proof.md';
  const note = notRun.length > 0 ? `\n\nNot measured yet: ${notRun.join(', ')}.` : '';
  writeFileSync(file, replaceBlock(readFileSync(file, 'utf8'), 'mutation-scores', table + note, file));
  return { table, notRun, measured };
}

const below = folderScores(MUTATION_SCOPES, measured).filter((f) => f.score < 85);
if (below.length > 0) console.log(`under 85 %: ${below.map((f) => f.folder).join(', ')}`);
process.exitCode = below.length > 0 || notRun.length > 0 ? 1 : 0;
