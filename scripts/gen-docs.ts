// Regenerates the generated blocks of docs/: the option table and what a run sends (docs/cli.md), the
// rule table (docs/rules.md), the rules under each decision (docs/decisions.md) and the documented error
// messages (docs/spec.md), and the message patterns of the error body schemas (schemas/, from the same
// src/documented-wordings.ts); the kill matrix of docs/proof.md, the tests' own, is
// test/support/mutants/proof-table.ts's. `--check` fails when one is stale.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../src/rules/catalogue/index.js';
import { decision } from '../src/rules/sources.js';
import { classesTable, errorsTable, optionTable, replaceBlock, ruleTable, rulesOfDecision, sendsTable } from './docs-blocks.js';
import { writeOrCheck, type GeneratedFile } from './generated-file.js';
import { schemasWithWordings } from './wording-patterns.js';

const BLOCKS: Record<string, Record<string, () => string>> = {
  'docs/cli.md': { options: optionTable, sends: sendsTable },
  'docs/rules.md': { rules: () => ruleTable(catalogue) },
  'docs/proof.md': { classes: classesTable },
  'docs/spec.md': { errors: errorsTable },
  'docs/decisions.md': Object.fromEntries(
    Object.entries(decision).map(([name, link]) => [`rules-of-${name}`, () => rulesOfDecision(catalogue, link)]),
  ),
};

const files: GeneratedFile[] = await schemasWithWordings();
for (const [file, blocks] of Object.entries(BLOCKS)) {
  const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
  const document = await readFile(path, 'utf8');
  files.push({
    path,
    content: Object.entries(blocks).reduce((text, [name, render]) => replaceBlock(text, name, render(), file), document),
  });
}
process.exitCode = await writeOrCheck(files, process.argv.includes('--check'));
