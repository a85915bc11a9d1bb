// `baseline`: the file of expected failures for --expected-failures, from a run's conformance.json,
// so a team's CI can pass on "no new failure" from the day it adopts the harness.
import { writeFile } from 'node:fs/promises';
import { UsageError } from '../../config/usage-error.js';
import { renderBaseline } from '../../report/render-baseline.js';
import type { CliCommand } from '../command.js';
import { stringFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';
import { readReport } from '../read-report.js';

const HELP = `Usage: seller-api-conformance baseline <conformance.json> [--out FILE]

Writes a file of expected failures for run --expected-failures: every rule the report shows failed
or warned, sorted by id, each with a reason to fill in (a reason the report already has is kept).
The same report always gives the same file, so it can be committed and reviewed.

Options:
  --out FILE   write the file there (YAML) instead of to standard output

Exit codes: 0 written · 2 a file that cannot be read or is not a conformance report, or --out not writable.
`;

export const baselineCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values, positionals } = parseOrExplain(args, { out: { type: 'string' } }, true);
    if (positionals.length !== 1) throw new UsageError('baseline: expected one file, <conformance.json> (see --help)');
    const report = await readReport(positionals[0]!, 'baseline');
    const text = renderBaseline(report);
    const entries = report.results.filter((result) => result.status === 'failed' || result.status === 'warning').length;
    const out = stringFlag(values.out);
    if (out === undefined) {
      io.stdout.write(text);
    } else {
      try {
        await writeFile(out, text);
      } catch (error) {
        throw new UsageError(`baseline: cannot write ${out}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
      }
      io.stderr.write(`baseline: ${entries} entr${entries === 1 ? 'y' : 'ies'} written to ${out}\n`);
    }
    if (entries === 0) io.stderr.write('baseline: the report has no failed or warned rule: the file expects nothing\n');
    return 0;
  },
};
