// The run step of action.yml: the action's inputs (INPUT_*) become the flags of `seller-api-conformance
// run` (action/inputs.mjs), the run writes its reports and appends summary.md to the step summary (the
// run command does that wherever GITHUB_STEP_SUMMARY is set), and the verdict and report directory
// become outputs. The step's exit code is the run's: 0 conformant or only expected failures, 1 a
// failure, 2 could not judge. A mistake in an input is reported under the input's name: in the log, as
// an `::error` annotation and in the step summary (src/cli/refusal.ts), so the run's page says what to change.
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputOfFlag, INPUTS, inputVariable } from './inputs.mjs';
import { nodeProblem } from './node-version.mjs';

// Loaded only when needed, from dist/ (which the install step builds): a refusal is written as the harness writes its own.
const REFUSAL_MODULE = new URL('../dist/cli/refusal.js', import.meta.url).href;
/** Must match ACTION_INPUTS_VARIABLE of src/cli/refusal.ts (the test of the action checks it). */
export const ACTION_INPUTS_VARIABLE = 'SELLER_API_CONFORMANCE_ACTION_INPUTS';

const say = (line) => process.stderr.write(`seller-api-conformance action: ${line}\n`);

/** The flags and variables the given inputs make, or the first mistake in them, named by input. */
export function argumentsOf(environment, cwd) {
  const args = [];
  const variables = {};
  for (const [name, { flag, kind, variable }] of Object.entries(INPUTS)) {
    // GitHub passes an input that was not given as an empty string: the option keeps its env or default.
    const value = environment[inputVariable(name)]?.trim() ?? '';
    if (value === '') continue;
    if (kind === 'boolean') {
      if (!['true', 'false'].includes(value))
        return { input: name, problem: `the ${name} input: expected true or false, got ${JSON.stringify(value)}` };
      if (value === 'true') args.push(flag);
      else variables[variable] = 'false';
    } else if (kind === 'lines') {
      for (const line of value.split(/\r?\n/).filter((text) => text.trim() !== '')) args.push(flag, line.trim());
    } else {
      const path = resolve(cwd, value);
      if (kind === 'file' && !(existsSync(path) && statSync(path).isFile())) {
        const where = `${JSON.stringify(value)}, resolved in the workspace ${cwd}; commit the file, or check the path`;
        return { input: name, problem: `the ${name} input: ${existsSync(path) ? 'not a file' : 'no such file'}: ${path} (${where})` };
      }
      // A file as given, relative to the workspace where the run starts: an annotation on it then finds it.
      args.push(flag, value);
    }
  }
  if (!args.includes('--base-url'))
    return { input: 'base-url', problem: 'the base-url input is required (the URL of the implementation to judge)' };
  return { args, variables };
}

/** The harness's usage error in the words of the action: `--rate: expected ...` → `the rate input (--rate): expected ...`. */
export function inInputTerms(message) {
  return message.replace(/^seller-api-conformance: (--[a-z-]+)(?=[: ])/gm, (whole, flag) => {
    const input = inputOfFlag(flag);
    return input === undefined ? whole : `seller-api-conformance: the ${input} input (${flag})`;
  });
}

/** `{"--rate": "rate", ...}`: what lets the harness name an input, not a flag, on the run's page (src/cli/refusal.ts). */
const inputsByFlag = () => JSON.stringify(Object.fromEntries(Object.entries(INPUTS).map(([name, { flag }]) => [flag, name])));

async function main() {
  const problem = nodeProblem(process.versions.node);
  if (problem) {
    // The first step of action.yml has annotated it already.
    say(problem);
    return 2;
  }
  const env = { ...process.env, [ACTION_INPUTS_VARIABLE]: inputsByFlag() };
  for (const name of Object.keys(INPUTS)) delete env[inputVariable(name)];
  const given = argumentsOf(process.env, process.cwd());
  if ('problem' in given) {
    say(given.problem);
    // The harness's own annotation and step summary, as for a refusal of its options (the install step built dist/).
    const { reportRefusal } = await import(REFUSAL_MODULE);
    reportRefusal(given.problem, { env, stdout: process.stdout }, INPUTS[given.input].flag);
    return 2;
  }
  if (given.args.includes('--header'))
    say('the headers input is sent as --header: it adds to the SAC_HEADER of the step env, a header of the same name replacing it');
  const cli = fileURLToPath(new URL('../bin/seller-api-conformance.js', import.meta.url));
  const run = spawnSync(process.execPath, [cli, 'run', ...given.args], {
    env: { ...env, ...given.variables },
    stdio: ['inherit', 'inherit', 'pipe'],
    encoding: 'utf8',
  });
  process.stderr.write(inInputTerms(run.stderr ?? ''));
  return run.status ?? 2;
}

/** The verdict of this run's report; "not-run" when there is none (the options were refused before the run). */
function verdictOf(reportDir, started) {
  try {
    // Only this run's report: one left in the directory by an earlier step says nothing about this one.
    const report = JSON.parse(readFileSync(resolve(reportDir, 'conformance.json'), 'utf8'));
    if (Date.parse(report.startedAt) >= started) return report.summary.verdict;
  } catch {
    // No report: the run refused its options (exit 2) before judging anything.
  }
  return 'not-run';
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const started = Date.now();
  const status = await main();
  const reportDir = resolve(process.env[inputVariable('report-dir')]?.trim() || process.env.SAC_REPORT_DIR || 'reports');
  if (process.env.GITHUB_OUTPUT)
    appendFileSync(process.env.GITHUB_OUTPUT, `verdict=${verdictOf(reportDir, started)}\nreport-dir=${reportDir}\n`);
  process.exit(status);
}
