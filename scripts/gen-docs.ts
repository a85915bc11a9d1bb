// Regenerates what the docs generate (scripts/generated-docs.ts lists it); the kill matrix of
// docs/proof.md, the tests' own, is test/support/kill-matrix/proof-table.ts's. `--check` fails when one is stale.
import { generatedDocs } from './generated-docs.js';
import { writeOrCheck } from './generated-file.js';

process.exitCode = await writeOrCheck(await generatedDocs(), process.argv.includes('--check'));
