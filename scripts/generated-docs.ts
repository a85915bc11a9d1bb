// What the docs generate, file by file: the option table and what a run sends (docs/cli.md), the rule
// table (docs/rules.md), the id classes (docs/proof.md) and the rules under each decision
// (docs/decisions.md), the documented error messages (docs/spec.md) and the message patterns of the error
// body schemas (schemas/, both from src/documented-wordings.ts); and what the decisions themselves give the rest: each decision's heading and
// anchor for the rules to cite (src/rules/decisions.ts) and the range of decisions README.md names.
// scripts/gen-docs.ts writes them; test/unit/docs/generated-docs.test.ts renders them in the tests' own
// process, so that a change to a rule's title or an option's help that the docs do not show fails a test.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../src/rules/catalogue/index.js';
import {
  classesTable,
  errorsTable,
  optionTable,
  replaceBlock,
  ruleTable,
  sendsTable,
  withDecisionRange,
  withRulesOfDecisions,
} from './docs-blocks.js';
import type { GeneratedFile } from './generated-file.js';
import { decisionHeadingsFile, decisionsOf } from './decision-headings.js';
import { schemasWithWordings } from './wording-patterns.js';

const pathOf = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const read = (file: string) => readFile(pathOf(file), 'utf8');

const BLOCKS: Record<string, Record<string, () => string>> = {
  'docs/cli.md': { options: optionTable, sends: sendsTable },
  'docs/rules.md': { rules: () => ruleTable(catalogue) },
  'docs/proof.md': { classes: classesTable },
  'docs/spec.md': { errors: errorsTable },
};

/** Each generated file, or file with generated blocks, rendered afresh (the rest of a file as it is). */
export async function generatedDocs(): Promise<GeneratedFile[]> {
  const files: GeneratedFile[] = await schemasWithWordings();
  for (const [file, blocks] of Object.entries(BLOCKS)) {
    const document = await read(file);
    files.push({
      path: pathOf(file),
      content: Object.entries(blocks).reduce((text, [name, render]) => replaceBlock(text, name, render(), file), document),
    });
  }

  const decisionsText = await read('docs/decisions.md');
  const decisions = decisionsOf(decisionsText);
  files.push(
    { path: pathOf('docs/decisions.md'), content: withRulesOfDecisions(decisionsText, catalogue) },
    { path: pathOf('README.md'), content: withDecisionRange(await read('README.md'), decisions) },
    await decisionHeadingsFile(),
  );
  return files;
}
