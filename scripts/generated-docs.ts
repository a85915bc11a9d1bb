// The generated blocks of docs/, file by file: the option table and what a run sends (docs/cli.md), the
// rule table (docs/rules.md), the id classes (docs/proof.md) and the rules under each decision
// (docs/decisions.md). scripts/gen-docs.ts writes them; test/unit/docs/generated-docs.test.ts renders
// them in the tests' own process, so that a change to a rule's title or an option's help fails a test.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../src/rules/catalogue/index.js';
import { decision } from '../src/rules/sources.js';
import { classesTable, optionTable, replaceBlock, ruleTable, rulesOfDecision, sendsTable } from './docs-blocks.js';
import type { GeneratedFile } from './generated-file.js';

const BLOCKS: Record<string, Record<string, () => string>> = {
  'docs/cli.md': { options: optionTable, sends: sendsTable },
  'docs/rules.md': { rules: () => ruleTable(catalogue) },
  'docs/proof.md': { classes: classesTable },
  'docs/decisions.md': Object.fromEntries(
    Object.entries(decision).map(([name, link]) => [`rules-of-${name}`, () => rulesOfDecision(catalogue, link)]),
  ),
};

/** Each file of docs/ with its generated blocks rendered afresh (the rest of the file as it is). */
export async function generatedDocs(): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = [];
  for (const [file, blocks] of Object.entries(BLOCKS)) {
    const path = fileURLToPath(new URL(`../${file}`, import.meta.url));
    const document = await readFile(path, 'utf8');
    files.push({
      path,
      content: Object.entries(blocks).reduce((text, [name, render]) => replaceBlock(text, name, render(), file), document),
    });
  }
  return files;
}
