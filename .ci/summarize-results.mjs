// The last lines of CI: for each test run (a label and vitest's JSON report), its failed and flaky tests by
// name, then its counts; and last the plain line "N passed, N failed[, N skipped]" of all runs together.
// Named here, next to the counts, because the log a CI keeps may be only its last lines.
// Usage: node .ci/summarize-results.mjs LABEL REPORT.json [LABEL REPORT.json ...]
import { readFileSync } from 'node:fs';

const firstLine = (text) =>
  String(text ?? '')
    .split('\n')[0]
    .slice(0, 300);

/**
 * A failed property's seed and counterexample (fast-check prints them below its first line): what a
 * rare failure needs to be replayed, `fc.assert(property, { seed })`, when the log keeps only its end.
 */
function replay(text) {
  const seed = /\{ seed: (-?\d+)/.exec(String(text ?? ''))?.[1];
  if (seed === undefined) return [];
  const counterexample = /^Counterexample: (.*)$/m.exec(String(text))?.[1];
  return [`    seed ${seed}${counterexample === undefined ? '' : `, counterexample: ${counterexample.slice(0, 300)}`}`];
}

/** The lines of one run, and its counts. */
export function summarizeRun(label, report, root = process.cwd()) {
  const lines = [];
  if (!report) lines.push(`${label}: no test results were written`);
  const r = report ?? {};
  for (const file of r.testResults ?? []) {
    const where = file.name.replace(`${root}/`, '');
    const tests = file.assertionResults ?? [];
    if (file.status === 'failed' && !tests.some((t) => t.status === 'failed'))
      lines.push(`${label}: FAILED ${where}: ${firstLine(file.message)}`);
    for (const t of tests) {
      const failure = (t.failureMessages ?? [])[0];
      const why = firstLine(failure);
      if (t.status === 'failed') lines.push(`${label}: FAILED ${where} > ${t.fullName}: ${why}`, ...replay(failure));
      // Passed, yet with a failure on record: it failed once and passed on its retry.
      else if (t.status === 'passed' && why)
        lines.push(`${label}: FLAKY (passed on its retry) ${where} > ${t.fullName}: ${why}`, ...replay(failure));
    }
  }
  const passed = r.numPassedTests ?? 0;
  // A run can fail with no failed test (a test file that does not load): count it as one failure.
  const failed = (r.numFailedTests ?? 0) || (r.success === true ? 0 : 1);
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  lines.push(`${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  return { lines, passed, failed, skipped };
}

/** Every run's lines, then the total line. */
export function summarize(runs, root = process.cwd()) {
  const summaries = runs.map(({ label, report }) => summarizeRun(label, report, root));
  const sum = (key) => summaries.reduce((total, run) => total + run[key], 0);
  const skipped = sum('skipped') ? `, ${sum('skipped')} skipped` : '';
  return [...summaries.flatMap((run) => run.lines), `${sum('passed')} passed, ${sum('failed')} failed${skipped}`];
}

const readReport = (file) => {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const runs = [];
  for (let i = 0; i + 1 < args.length; i += 2) runs.push({ label: args[i], report: readReport(args[i + 1]) });
  console.log(summarize(runs).join('\n'));
}
