// The run step of action.yml: the action's inputs (INPUT_*) become the harness's own variables
// (SAC_*), the run writes its reports and appends summary.md to the step summary (the run command does
// that wherever GITHUB_STEP_SUMMARY is set), and the verdict and report directory become outputs.
// The step's exit code is the run's: 0 conformant or only expected failures, 1 a failure, 2 could not judge.
import { spawnSync } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Input (as action.yml passes it) → variable of seller-api-conformance. */
const INPUT_VARIABLES = {
  INPUT_BASE_URL: 'SAC_BASE_URL',
  INPUT_COUPON_ID: 'SAC_COUPON_ID',
  INPUT_INQUIRY_ID: 'SAC_INQUIRY_ID',
  INPUT_FOREIGN_INQUIRY_ID: 'SAC_FOREIGN_INQUIRY_ID',
  INPUT_EXPECTED_FAILURES: 'SAC_EXPECTED_FAILURES',
  INPUT_STRICT: 'SAC_STRICT',
  INPUT_SUITES: 'SAC_SUITE',
  INPUT_REPORT_DIR: 'SAC_REPORT_DIR',
  INPUT_RATE: 'SAC_RATE',
  INPUT_HEADERS: 'SAC_HEADER',
};

const cli = fileURLToPath(new URL('../bin/seller-api-conformance.js', import.meta.url));
const env = { ...process.env };
for (const [input, variable] of Object.entries(INPUT_VARIABLES)) {
  const value = env[input]?.trim();
  delete env[input];
  // GitHub passes an input that was not given as an empty string: leave the harness's default.
  if (value) env[variable] = value;
}

const started = Date.now();
let status;
if (!env.SAC_BASE_URL) {
  process.stderr.write('seller-api-conformance action: the base-url input is required (the URL of the implementation to judge)\n');
  status = 2;
} else {
  status = spawnSync(process.execPath, [cli, 'run'], { env, stdio: 'inherit' }).status ?? 2;
}

const reportDir = resolve(env.SAC_REPORT_DIR ?? 'reports');
let verdict = 'not-run';
const reportFile = resolve(reportDir, 'conformance.json');
try {
  // Only this run's report: one left in the directory by an earlier step says nothing about this one.
  const report = JSON.parse(readFileSync(reportFile, 'utf8'));
  if (Date.parse(report.startedAt) >= started) verdict = report.summary.verdict;
} catch {
  // No report: the run refused its options (exit 2) before judging anything.
}
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `verdict=${verdict}\nreport-dir=${reportDir}\n`);
process.exit(status);
