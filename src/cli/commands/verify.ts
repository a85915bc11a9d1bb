// `verify REPORT_DIR...`: whether each run's verdict follows from its recorded exchanges (src/verify/).
import { UsageError } from '../../config/usage-error.js';
import type { Verification } from '../../verify/verify-run.js';
import type { CliCommand } from '../command.js';
import { booleanFlag } from '../flag-values.js';
import { parseOrExplain } from '../parse-args.js';
import { exitOf, explained, table } from '../verification-text.js';

const HELP = `Usage: seller-api-conformance verify <report dir>... [--json]

Judges each run again from its recorded exchanges alone (exchanges.har), offline, with the rules of this
version, and compares the result with the verdict the run recorded (conformance.json), rule by rule. It
also checks each report file against the digest conformance.json records, so an edited answer, a dropped
exchange, an edited result or a file from another run is named. Nothing is sent.

A verified report shows that its verdict follows from what it recorded, not that the recording came
from the target (docs/reports.md, "What verify proves").

A report recorded by another version is judged with this version's rules: what would change is said
as such ("under 0.2.0, coupon.dates.order would fail on 3 recorded answers"), not as a forgery.

Options:
  --json          print each verification as JSON
  --as-recorded   judge only with the rules of the version that recorded the run (another version
                  cannot: exit 2, naming the version to verify it with)

Several folders (one job per target): one line each, in a table.

Exit codes: 0 every verdict follows from its recording · 1 one does not (a result the answers do not
give, a file changed since the run) · 2 one cannot be judged again (a file missing, not this tool's, a
report written before verify, a recording that lost entries).
`;

export const verifyCommand: CliCommand = {
  help: () => HELP,
  async execute(args, io) {
    const { values, positionals } = parseOrExplain(args, { json: { type: 'boolean' }, 'as-recorded': { type: 'boolean' } }, true);
    if (positionals.length === 0) throw new UsageError('verify: expected a report folder (the --report-dir of a run; see --help)');
    const { verifyRun } = await import('../../verify/verify-run.js');
    const verifications: Verification[] = [];
    const asRecorded = booleanFlag(values['as-recorded']);
    for (const dir of positionals) verifications.push(await verifyRun(dir, { asRecorded }));
    if (booleanFlag(values.json)) io.stdout.write(`${JSON.stringify(verifications, null, 2)}\n`);
    else io.stdout.write(verifications.length === 1 ? explained(verifications[0]!) : table(verifications));
    return Math.max(...verifications.map(exitOf));
  },
};
