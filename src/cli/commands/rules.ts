// `rules`: the catalogue, as a table for a person or as JSON for scripts (baselines, dashboards):
// every rule a run judges, with its level, operation, title and source.
import { catalogue } from '../../rules/catalogue/index.js';
import type { CliCommand } from '../command.js';
import { booleanFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';

const HELP = `Usage: seller-api-conformance rules [--json]

Lists every rule of the catalogue: its id (as in conformance.json, -t patterns and reports), its level
(MUST or SHOULD), the operation it judges, what it requires, and where it comes from (a section of the
spec, docs/spec.md, or a decision, docs/decisions.md).

Options:
  --json   print the rules as a JSON array of {id, level, operation, title, source}
`;

interface RuleRow {
  id: string;
  level: 'MUST' | 'SHOULD';
  operation: string;
  title: string;
  source: string;
}

const rows = (): RuleRow[] =>
  catalogue.map((rule) => ({
    id: rule.id,
    level: rule.severity === 'must' ? 'MUST' : 'SHOULD',
    operation: rule.operation,
    title: rule.title,
    source: rule.section,
  }));

function table(list: readonly RuleRow[]): string {
  const columns = ['id', 'level', 'operation', 'source'] as const;
  const width = Object.fromEntries(columns.map((c) => [c, Math.max(c.length, ...list.map((row) => row[c].length))]));
  const line = (cells: Record<(typeof columns)[number], string>, title: string) =>
    `${columns.map((c) => cells[c].padEnd(width[c]!)).join('  ')}  ${title}`.trimEnd();
  const header = line({ id: 'id', level: 'level', operation: 'operation', source: 'source' }, 'title');
  return `${[header, ...list.map((row) => line(row, row.title))].join('\n')}\n${list.length} rules\n`;
}

export const rulesCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values } = parseOrExplain(args, { json: { type: 'boolean' } });
    const list = rows();
    io.stdout.write(booleanFlag(values.json) ? `${JSON.stringify(list, null, 2)}\n` : table(list));
    return 0;
  },
};
