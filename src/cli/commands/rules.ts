// `rules`: the catalogue, as a table for a person or as JSON for scripts (baselines, dashboards):
// every rule a run judges, with its level, operation, title and source.
import { catalogue } from '../../rules/catalogue/index.js';
import type { AnyRule } from '../../rules/rule.js';
import { sourceLabel } from '../../rules/sources.js';
import type { CliCommand } from '../command.js';
import { faultRows, faultTable } from '../fault-list.js';
import { booleanFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';

const HELP = `Usage: seller-api-conformance rules [--json] [--faults]

Lists every rule of the catalogue: its id (as in conformance.json, -t patterns and reports), its level
(MUST or SHOULD), the operation it judges, what it requires, and where it comes from: sections of the
spec (docs/spec.md) and decisions (docs/decisions.md), both shipped with the package.

Options:
  --json   print the rules as a JSON array of {id, level, operation, title, sources}, each source a
           link relative to the package (docs/spec.md#errors, docs/decisions.md#d9-error-bodies)
  --faults list the faults "serve --fault" serves instead: each one's id, the rule it breaks and its
           defect (with --json: an array of {id, rule, level, alsoBreaks, defect})
`;

interface RuleRow {
  id: string;
  level: 'MUST' | 'SHOULD';
  operation: string;
  title: string;
  sources: string[];
}

const ruleRows = (rules: readonly AnyRule[]): RuleRow[] =>
  rules.map((rule) => ({
    id: rule.id,
    level: rule.level,
    operation: rule.operation,
    title: rule.title,
    sources: [...rule.sources],
  }));

/** The table for a person: sources by their short names ("spec: Limits; D1"). */
export function ruleTable(list: readonly RuleRow[]): string {
  const columns = ['id', 'level', 'operation', 'source'] as const;
  const cellsOf = (row: RuleRow) => ({ ...row, source: row.sources.map(sourceLabel).join('; ') });
  const rows = list.map(cellsOf);
  const width = Object.fromEntries(columns.map((c) => [c, Math.max(c.length, ...rows.map((row) => row[c].length))]));
  const line = (cells: Record<(typeof columns)[number], string>, title: string) =>
    `${columns.map((c) => cells[c].padEnd(width[c]!)).join('  ')}  ${title}`.trimEnd();
  const header = line({ id: 'id', level: 'level', operation: 'operation', source: 'source' }, 'title');
  return `${[header, ...rows.map((row) => line(row, row.title))].join('\n')}\n${list.length} rules\n`;
}

export const rulesCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values } = parseOrExplain(args, { json: { type: 'boolean' }, faults: { type: 'boolean' } });
    const json = booleanFlag(values.json);
    if (booleanFlag(values.faults)) {
      const faults = faultRows();
      io.stdout.write(json ? `${JSON.stringify(faults, null, 2)}\n` : faultTable(faults));
      return 0;
    }
    const list = ruleRows(catalogue);
    io.stdout.write(json ? `${JSON.stringify(list, null, 2)}\n` : ruleTable(list));
    return 0;
  },
};
