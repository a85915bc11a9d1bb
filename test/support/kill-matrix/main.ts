// `npm run kill-matrix`: prints the kill matrix, one line per fault, and ends with
// `faults: N/N detected, 0 false alarms`. Exits 1 when a fault is missed or a false alarm is raised.
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { runMatrix, type MatrixRow } from './matrix.js';
import { FAULTS } from '../../../src/rules/faults.js';

const started = performance.now();
const line = (row: MatrixRow) => {
  const verdict = row.kind === 'conforming' ? (row.detected ? 'clean ' : 'DIRTY ') : row.detected ? 'caught' : 'MISSED';
  const by = row.kind === 'conforming' ? `exit ${row.exitCode}` : `-> ${row.catches}`;
  const alarms = row.falseAlarms.length > 0 ? `  FALSE ALARM: ${row.falseAlarms.join(', ')}` : '';
  return `${verdict}  ${row.id.padEnd(34)} ${row.defect.slice(0, 62).padEnd(62)} ${by}${alarms}`;
};

const rows = await runMatrix({ onRow: (row) => process.stdout.write(`${line(row)}\n`) });
const faults = rows.filter((row) => row.kind === 'fault');
const detected = faults.filter((row) => row.detected).length;
const falseAlarms = rows.reduce((sum, row) => sum + row.falseAlarms.length + (row.kind === 'conforming' && !row.detected ? 1 : 0), 0);
const proven = new Set(FAULTS.map((fault) => fault.catches));
const unproven = catalogue.filter((rule) => !proven.has(rule.id)).map((rule) => `${rule.id} (${rule.level})`);

for (const row of rows.filter((r) => !r.detected || r.falseAlarms.length > 0)) {
  process.stdout.write(
    `\n${row.id}: exit ${row.exitCode}; failed: ${row.failedRules.join(', ') || 'none'}; verdict ${row.report?.summary.verdict ?? 'no report'}\n${row.stderr.trim()}\n`,
  );
}
process.stdout.write(`\nunproven rules (no fault targets them): ${unproven.length === 0 ? 'none' : unproven.join(', ')}\n`);
process.stdout.write(`matrix time: ${((performance.now() - started) / 1000).toFixed(1)} s for ${rows.length} runs\n`);
process.stdout.write(`faults: ${detected}/${faults.length} detected, ${falseAlarms} false alarms\n`);
process.exitCode = detected === faults.length && falseAlarms === 0 ? 0 : 1;
