// Regenerates what the docs generate (scripts/generated-docs.ts lists it); the kill matrix of
// docs/proof.md, the tests' own, is test/support/kill-matrix/proof-table.ts's. `--check` fails when one is stale.
import { writeFile } from 'node:fs/promises';
import { decisionHeadingsFile } from './decision-headings.js';
import { writeOrCheck } from './generated-file.js';

const check = process.argv.includes('--check');
// The decisions' headings first, the catalogue loaded only then: a rule may cite a decision that
// docs/decisions.md has and src/rules/decisions.ts does not have yet.
if (!check) {
  const headings = await decisionHeadingsFile();
  await writeFile(headings.path, headings.content);
}
const { generatedDocs } = await import('./generated-docs.js');
process.exitCode = await writeOrCheck(await generatedDocs(), check);
