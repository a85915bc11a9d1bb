// `compare`: the regression gate between two runs' conformance.json (exit 1 on a regression).
import { readFile } from 'node:fs/promises';
import { UsageError } from '../../config/resolve.js';
import { compareReports, renderComparison } from '../../report/compare.js';
import { EXIT } from '../../report/verdict.js';
import { validators } from '../../schemas/validators.js';
import type { ConformanceReport } from '../../types/report.js';
import type { CliCommand } from '../command.js';
import { booleanFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';

const HELP = `Usage: seller-api-conformance compare <old conformance.json> <new conformance.json> [--json]

Compares two reports rule by rule: rules newly failing (passed, warning or skipped before; failed or
error now), newly passing, other status changes, rules added and removed, and the verdicts.

Options:
  --json   print the comparison as JSON

Exit codes: 0 no regression · 1 a regression (a rule newly failing, or the verdict going from
conformant to non-conformant) · 2 a file that cannot be read or is not a conformance report.
`;

/** A conformance.json, checked against schemas/report.schema.json: anything else is a usage error, not a verdict. */
async function readReport(path: string): Promise<ConformanceReport> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new UsageError(`compare: cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : message}`);
  }
  if (!validators.report(document)) {
    const [first] = validators.report.errors ?? [];
    throw new UsageError(
      `compare: ${path} is not a conformance report (schemas/report.schema.json): ${first?.instancePath || '/'} ${first?.message ?? ''}`.trimEnd(),
    );
  }
  return document as ConformanceReport;
}

export const compareCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values, positionals } = parseOrExplain(args, { json: { type: 'boolean' } }, true);
    if (positionals.length !== 2)
      throw new UsageError('compare: expected two files, <old conformance.json> <new conformance.json> (see --help)');
    const [before, after] = await Promise.all(positionals.map(readReport));
    const comparison = compareReports(before!, after!);
    io.stdout.write(booleanFlag(values.json) ? `${JSON.stringify(comparison, null, 2)}\n` : renderComparison(comparison));
    return comparison.regression ? EXIT.nonConformant : EXIT.conformant;
  },
};
