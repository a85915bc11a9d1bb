// On GitHub Actions, what fails the run also becomes an `::error` annotation: shown on the run's page
// and in the pull request's checks, each naming the rule. Workflow commands are read from standard
// output line by line, so every value is escaped onto one line: a server's text cannot start a command.
import type { ConformanceReport } from '../types/report.js';
import { optionNaming, unreachableAnnotation, type OptionNaming } from './refusal.js';
import { errorCommand as error } from './workflow-commands.js';

/** GitHub shows at most 10 error annotations of a step: 9 rules, and a 10th that says how many more. */
const MAX_ANNOTATIONS = 10;

/** The annotations of a run: each new failure, each entry of --expected-failures to mend, or why nothing could be judged. */
export function annotationLines(report: ConformanceReport, naming: OptionNaming = optionNaming({})): string[] {
  const failures = report.results
    .filter((r) => r.status === 'failed' && r.expectedFailure === undefined)
    .map((r) => error({ title: `${r.rule} (${r.level})` }, r.message));
  const file = report.expectedFailures;
  const problems = (file?.problems ?? []).map((p) =>
    error({ title: `--expected-failures: ${p.problem}`, file: file!.file, line: p.line }, p.message),
  );
  const all = [...failures, ...problems];
  if (all.length === 0 && report.summary.verdict === 'inconclusive')
    all.push(
      // A target that does not answer is the option's to mend (--base-url), not a fault to read in the reports.
      unreachableAnnotation(report, naming) ??
        error({ title: 'seller-api-conformance: could not judge' }, report.summary.reason ?? 'inconclusive'),
    );
  if (all.length <= MAX_ANNOTATIONS) return all;
  const more = all.length - (MAX_ANNOTATIONS - 1);
  return [
    ...all.slice(0, MAX_ANNOTATIONS - 1),
    error({ title: `${more} more` }, `${more} more new failures: see summary.md or report.html`),
  ];
}
