// Regenerates the generated blocks of docs/: the option table and what a run sends (docs/cli.md), the
// rule table (docs/rules.md) and the rules under each decision (docs/decisions.md); and what the decisions
// themselves give the rest: each decision's heading and anchor for the rules to cite (src/rules/decisions.ts)
// and the range of decisions README.md names. The kill matrix of docs/proof.md, the tests' own, is
// test/support/mutants/proof-table.ts's. `--check` fails when one is stale.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { catalogue } from '../src/rules/catalogue/index.js';
import {
  classesTable,
  decisionHeadings,
  decisionsOf,
  optionTable,
  replaceBlock,
  ruleTable,
  sendsTable,
  withDecisionRange,
  withRulesOfDecisions,
} from './docs-blocks.js';
import { writeOrCheck, type GeneratedFile } from './generated-file.js';

const pathOf = (file: string) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const read = (file: string) => readFile(pathOf(file), 'utf8');

const BLOCKS: Record<string, Record<string, () => string>> = {
  'docs/cli.md': { options: optionTable, sends: sendsTable },
  'docs/rules.md': { rules: () => ruleTable(catalogue) },
  'docs/proof.md': { classes: classesTable },
};

const files: GeneratedFile[] = [];
for (const [file, blocks] of Object.entries(BLOCKS)) {
  const document = await read(file);
  files.push({
    path: pathOf(file),
    content: Object.entries(blocks).reduce((text, [name, render]) => replaceBlock(text, name, render(), file), document),
  });
}

const decisionsText = await read('docs/decisions.md');
const decisions = decisionsOf(decisionsText);
const headingsModule = 'src/rules/decisions.ts';
files.push(
  { path: pathOf('docs/decisions.md'), content: withRulesOfDecisions(decisionsText, catalogue) },
  { path: pathOf('README.md'), content: withDecisionRange(await read('README.md'), decisions) },
  {
    path: pathOf(headingsModule),
    content: await format(decisionHeadings(decisions), {
      ...(await resolveConfig(pathOf(headingsModule))),
      filepath: pathOf(headingsModule),
    }),
  },
);
process.exitCode = await writeOrCheck(files, process.argv.includes('--check'));
