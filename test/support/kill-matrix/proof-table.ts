// docs/proof.md's kill matrix: every fault and the rule it must trip, generated from the rules' faults
// (test/e2e/kill-matrix.test.ts proves every row). The kill matrix's own table, so written from here,
// by `npm run gen:docs` like the blocks of scripts/gen-docs.ts (`--check`: fail when stale).
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { banner, cell, replaceBlock } from '../../../scripts/docs-blocks.js';
import { writeOrCheck } from '../../../scripts/generated-file.js';
import type { AnyRule } from '../../../src/rules/rule.js';
import { unprovenRules } from './unproven.js';
import { strictOf, type Fault } from '../../../src/rules/faults.js';

/** The block of docs/proof.md for a catalogue and its faults. */
export function killMatrix(rules: readonly AnyRule[], faults: readonly Fault[]): string {
  const rows = faults.map((v) => `| \`${v.id}\` | ${cell(v.defect)} | \`${v.catches}\`${strictOf(v, rules) ? ' (with --strict)' : ''} |`);
  const unproven = unprovenRules(rules, faults).map((id) => `\`${id}\``);
  return [
    banner('the faults of src/rules/catalogue/'),
    '',
    `${faults.length} faults; rules no fault targets (unproven): ${unproven.length === 0 ? 'none' : unproven.join(', ')}.`,
    '',
    '| fault | defect | caught by |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [{ catalogue }, { FAULTS }] = await Promise.all([
    import('../../../src/rules/catalogue/index.js'),
    import('../../../src/rules/faults.js'),
  ]);
  const path = fileURLToPath(new URL('../../../docs/proof.md', import.meta.url));
  const content = replaceBlock(await readFile(path, 'utf8'), 'kill-matrix', killMatrix(catalogue, FAULTS), 'docs/proof.md');
  process.exitCode = await writeOrCheck([{ path, content }], process.argv.includes('--check'));
}
