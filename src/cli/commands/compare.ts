// `compare`: what fails CI on a regression between two runs' conformance.json (exit 1 on a regression).
import { UsageError } from '../../config/usage-error.js';
import { compareReports, comparisonFails, renderComparison } from '../../report/compare.js';
import { EXIT } from '../../report/exit-codes.js';
import type { CliCommand } from '../command.js';
import { booleanFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';
import { readReport } from '../read-report.js';

const HELP = `Usage: seller-api-conformance compare <old conformance.json> <new conformance.json> [--json] [--allow-lost-coverage]

Compares two reports rule by rule: rules newly failing (passed, warning or skipped before; failed or
error now), lost coverage (judged before; skipped now, or not in the new report), newly passing,
other status changes, rules added and removed, and the verdicts. Reports of earlier versions are read.

Options:
  --json                  print the comparison as JSON
  --allow-lost-coverage   rules no longer judged do not fail the comparison (they are still listed)

Exit codes: 0 no regression · 1 a regression (a rule newly failing, the verdict going from conformant
to non-conformant, or lost coverage without --allow-lost-coverage) · 2 a file that cannot be read or is
not a conformance report.
`;

export const compareCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values, positionals } = parseOrExplain(args, { json: { type: 'boolean' }, 'allow-lost-coverage': { type: 'boolean' } }, true);
    if (positionals.length !== 2)
      throw new UsageError('compare: expected two files, <old conformance.json> <new conformance.json> (see --help)');
    const [before, after] = await Promise.all(positionals.map((path) => readReport(path, 'compare')));
    const comparison = compareReports(before!, after!);
    const allowLostCoverage = booleanFlag(values['allow-lost-coverage']);
    io.stdout.write(
      booleanFlag(values.json) ? `${JSON.stringify(comparison, null, 2)}\n` : renderComparison(comparison, { allowLostCoverage }),
    );
    return comparisonFails(comparison, { allowLostCoverage }) ? EXIT.nonConformant : EXIT.conformant;
  },
};
