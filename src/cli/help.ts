// --help, generated from the option table so it can never miss an option.
import { OPTION_SPECS } from '../config/options.js';

export function helpText(version: string): string {
  const rows = OPTION_SPECS.map((spec) => {
    const flag = `${spec.short ? `-${spec.short}, ` : ''}--${spec.flag}${spec.value ? ` ${spec.value}` : ''}`;
    return `  ${flag}\n      ${spec.help}\n      env ${spec.env}; default: ${spec.defaultText ?? 'none'}`;
  });
  return `seller-api-conformance ${version}
Conformance test harness for the Seller Marketplace Read API.

Usage:
  seller-api-conformance [run] [options]   judge an implementation (the embedded reference when no --base-url)
  seller-api-conformance --help | --version

Options of run (flags win over environment variables, which win over the --config file):
${rows.join('\n')}
  -h, --help
  -v, --version

What a run sends:
  GET only, on the three documented paths (plus one GET of the base URL first, to see that the target
  answers). Against a remote target: 5 requests/s and at most 120 requests, every rule still judged.
  --probe-writes adds POST, PUT, PATCH and DELETE, once per path, with an id that names no resource.
  --plan prints every request the run would send, and sends nothing.

Exit codes:
  0  conformant: no MUST rule failed, and rules were judged (the others skipped for a reason, e.g. a fixture not given)
  1  non-conformant: a MUST rule failed (or a SHOULD rule with --strict, or a skipped rule with --require-all)
  2  could not judge: bad options, nothing judged (or fewer MUST rules than --min-judged), target unreachable,
     timeouts, blocked, interrupted, or a fault of the harness
  With --watch: the code of the last run, whose reports are left in <report-dir>.

Reports in <report-dir>: conformance.json (schema: schemas/report.schema.json), junit.xml, report.html,
summary.md (also appended to $GITHUB_STEP_SUMMARY when set), exchanges.har and badge.json.
`;
}
