// The GitHub Action (action.yml, a composite action) as far as it can run here: its run step,
// action/run.mjs, executed with the environment GitHub would give it — each INPUT_* variable made from
// action.yml's own `env:` mapping and the inputs' defaults — against local servers. The outputs and the
// step summary are read from the files GitHub would read.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { cleanEnv, ensureBuilt, makeTempDir, PACKAGE_ROOT } from '../support/cli/run-cli.js';
import { inquiryNotFoundReworded, startServer, type TestServer } from '../support/cli/servers.js';
import { REPORT_FILES } from '../support/report/report-files.js';
import { OPTION_SPECS } from '../../src/config/options.js';
import { cacheKey } from '../../action/cache-key.mjs';
import { INPUTS, inputVariable } from '../../action/inputs.mjs';
import { installCommands } from '../../action/install.mjs';
import { nodeProblem } from '../../action/node-version.mjs';
import { ACTION_INPUTS_VARIABLE, argumentsOf } from '../../action/run.mjs';
import { ACTION_INPUTS_VARIABLE as HARNESS_ACTION_INPUTS_VARIABLE } from '../../src/cli/refusal.js';

interface ActionFile {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: {
    using: string;
    steps: {
      id?: string;
      name?: string;
      if?: string;
      uses?: string;
      with?: Record<string, string>;
      env?: Record<string, string>;
      run?: string;
    }[];
  };
}

const action = parse(await readFile(join(PACKAGE_ROOT, 'action.yml'), 'utf8')) as ActionFile;
const inputOfVariable = (variable: string) => Object.keys(INPUTS).find((name) => inputVariable(name) === variable);
const runStep = action.runs.steps.find((step) => step.id === 'run')!;

/** The step's environment as GitHub computes it: `${{ inputs.x }}` is the input given, else its default, else ''. */
function inputEnvironment(given: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(runStep.env ?? {}).map(([name, expression]) => {
      const input = /^\$\{\{ inputs\.([a-z-]+) \}\}$/.exec(expression)?.[1];
      if (input === undefined) throw new Error(`${name}: ${expression} is not an input`);
      return [name, given[input] ?? action.inputs[input]?.default ?? ''];
    }),
  );
}

interface StepResult {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  stepSummary: string;
  workspace: string;
}

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

/** Runs the action's run step in a fresh workspace (holding `files`) with these inputs (and `env`, as a workflow's step env). */
async function runStepWith(
  inputs: Record<string, string>,
  env: Record<string, string> = {},
  files: Record<string, string> = {},
): Promise<StepResult> {
  const { dir: workspace, cleanup } = await makeTempDir();
  cleanups.push(cleanup);
  for (const [name, content] of Object.entries(files)) await writeFile(join(workspace, name), content);
  const outputFile = join(workspace, 'github-output');
  const summaryFile = join(workspace, 'step-summary.md');
  await writeFile(outputFile, '');
  await writeFile(summaryFile, '');
  const script = join(PACKAGE_ROOT, /"\$GITHUB_ACTION_PATH\/(.+)"$/.exec(runStep.run!)![1]!);
  const child = spawn(process.execPath, [script], {
    cwd: workspace,
    env: cleanEnv({
      ...inputEnvironment(inputs),
      ...env,
      GITHUB_ACTION_PATH: PACKAGE_ROOT,
      GITHUB_OUTPUT: outputFile,
      GITHUB_STEP_SUMMARY: summaryFile,
    }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const outputs = Object.fromEntries(
    (await readFile(outputFile, 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]),
  );
  return { code, stdout, stderr, outputs, stepSummary: await readFile(summaryFile, 'utf8'), workspace };
}

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.close()));
});
beforeAll(async () => {
  await ensureBuilt();
}, 180_000);

describe('action.yml', () => {
  it('is a composite action whose run step passes every input, and whose outputs come from that step', () => {
    expect(action.runs.using).toBe('composite');
    const mapped = Object.values(runStep.env ?? {}).map((expression) => /inputs\.([a-z-]+)/.exec(expression)?.[1]);
    expect(mapped.sort()).toEqual(Object.keys(action.inputs).sort());
    // Every input has its flag in action/inputs.mjs, and every entry there is an input.
    expect(Object.keys(INPUTS).sort()).toEqual(Object.keys(action.inputs).sort());
    for (const [name, variable] of Object.entries(runStep.env ?? {})) expect(variable).toBe(`\${{ inputs.${inputOfVariable(name)} }}`);
    expect(Object.keys(action.outputs).sort()).toEqual(['report-dir', 'verdict']);
    for (const output of Object.values(action.outputs)) expect(output.value).toMatch(/^\$\{\{ steps\.run\.outputs\.[a-z-]+ \}\}$/);
  });

  it('exposes every option of run that a CI user sets, each as its own flag', () => {
    const flags = Object.values(INPUTS).map((input) => input.flag.slice(2));
    // What an input would not be for: the plan (sends nothing), -t and --shard (test selection), --max-body-mb,
    // the secret key, which goes in the step env (SAC_SECRET_KEY) like every secret, and watch mode (a terminal's, never CI's).
    const notInputs = [
      'plan',
      'test-name-pattern',
      'shard',
      'max-body-mb',
      'secret-key',
      'watch',
      'watch-path',
      'watch-interval',
      'watch-new-seed',
    ];
    expect([...flags, ...notInputs].sort()).toEqual(OPTION_SPECS.map((spec) => spec.flag).sort());
  });

  it("leaves the job's Node alone, and installs from a cache keyed without hashFiles() (which sees only the workspace)", () => {
    const steps = action.runs.steps;
    expect(steps.filter((step) => step.uses?.startsWith('actions/setup-node'))).toEqual([]);
    expect(steps[0]!.run).toContain('node-version.mjs');
    const cache = steps.find((step) => step.uses?.startsWith('actions/cache@'))!;
    expect(cache.with!['key']).toBe('${{ steps.key.outputs.key }}');
    expect(JSON.stringify(action)).not.toContain('hashFiles');
    expect(cache.with!['path']!.split('\n').filter(Boolean)).toEqual([
      '${{ github.action_path }}/node_modules',
      '${{ github.action_path }}/dist',
    ]);
    const install = steps.find((step) => step.run?.includes('install.mjs'))!;
    expect(install.if).toBe("steps.cache.outputs.cache-hit != 'true'");
    expect(steps.map((step) => step.id ?? step.name)).toEqual(['node', 'key', 'cache', install.name, 'run']);
  });

  it('needs Node 20.18 or later, and recommends the current LTS', () => {
    expect(nodeProblem('20.17.0')).toBe(
      'Node.js 20.17.0 is older than the 20.18 seller-api-conformance needs: add actions/setup-node (node-version: 24, the current LTS) before this action',
    );
    for (const version of ['20.18.0', '22.11.0', '24.1.0']) expect(nodeProblem(version), version).toBeUndefined();
  });

  it('installs the runtime dependencies only: with a prebuilt dist/ npm ci --omit=dev alone, else a build pruned after', async () => {
    const { dir } = await makeTempDir();
    expect(installCommands(dir).map((args) => args.slice(0, 2).join(' '))).toEqual([
      'ci --ignore-scripts',
      'run build',
      'prune --omit=dev',
    ]);
    await mkdir(join(dir, 'dist', 'cli'), { recursive: true });
    await writeFile(join(dir, 'dist', 'cli', 'main.js'), '');
    expect(installCommands(dir).map((args) => args.slice(0, 3).join(' '))).toEqual(['ci --omit=dev --ignore-scripts']);
  });

  it('keys its cache on the lock file, the sources (src/ and suites/), the runner and whether dist/ came prebuilt', async () => {
    const { dir } = await makeTempDir();
    await mkdir(join(dir, 'src'));
    await writeFile(join(dir, 'package-lock.json'), '{}');
    await writeFile(join(dir, 'src', 'a.ts'), 'export const a = 1;');
    const first = cacheKey(dir, 'Linux', 'X64');
    expect(first).toMatch(/^seller-api-conformance-Linux-X64-built-[0-9a-f]{24}$/);
    expect(cacheKey(dir, 'Linux', 'X64')).toBe(first);
    expect(cacheKey(dir, 'macOS', 'ARM64')).not.toBe(first);
    await writeFile(join(dir, 'src', 'a.ts'), 'export const a = 2;');
    const second = cacheKey(dir, 'Linux', 'X64');
    expect(second).not.toBe(first);
    await mkdir(join(dir, 'suites'));
    await writeFile(join(dir, 'suites', 'b.test.ts'), 'export {};');
    expect(cacheKey(dir, 'Linux', 'X64')).not.toBe(second);
  });
});

describe("the action's run step", () => {
  it('judges the target, writes the outputs and the step summary, and leaves the reports for upload', async () => {
    const target = await startServer();
    servers.push(target);
    const step = await runStepWith({
      'base-url': target.baseUrl,
      'coupon-id': target.fixtures.couponId,
      'inquiry-id': target.fixtures.inquiryId,
      'foreign-inquiry-id': target.fixtures.foreignInquiryId,
      suites: 'inquiry',
    });
    expect(step.code, step.stderr).toBe(0);
    const reportDir = join(step.workspace, 'conformance-reports');
    expect(step.outputs).toEqual({ verdict: 'conformant', 'report-dir': reportDir });
    expect(step.stepSummary).toMatch(/^\s*### ✅ Conformant: Seller API conformance/);
    for (const file of REPORT_FILES) expect(existsSync(join(reportDir, file)), file).toBe(true);
  });

  it('passes expected failures, strict, rate and headers through; the headers input adds to the SAC_HEADER of the step env', async () => {
    const target = await startServer(inquiryNotFoundReworded);
    servers.push(target);
    const { dir } = await makeTempDir();
    const expected = join(dir, 'expected-failures.yaml');
    await writeFile(expected, '- rule: inquiry.not-found.message\n  reason: ticket 42\n');
    const step = await runStepWith(
      {
        'base-url': target.baseUrl,
        'inquiry-id': target.fixtures.inquiryId,
        suites: 'inquiry',
        'expected-failures': expected,
        strict: 'true',
        rate: '500',
        headers: 'X-Trace: from-the-input',
        'report-dir': 'out',
      },
      { SAC_VENDOR_ID: 'A00012345', SAC_HEADER: 'Authorization: Bearer s3cr3t-of-the-env\nX-Trace: from-the-env' },
    );
    expect(step.code, step.stderr).toBe(0);
    expect(step.outputs).toEqual({ verdict: 'non-conformant', 'report-dir': join(step.workspace, 'out') });
    const report = JSON.parse(await readFile(join(step.workspace, 'out', 'conformance.json'), 'utf8'));
    expect(report.summary).toMatchObject({ failed: 0, expectedFailures: 1 });
    expect(step.stepSummary).toContain('<summary>Expected failures (1): reported, not failing the run</summary>');
    const sent = target.requests.filter((request) => request.url.includes('callCenterInquiries'));
    expect(sent.length).toBeGreaterThan(0);
    for (const request of sent)
      expect(request.headers).toMatchObject({
        authorization: 'Bearer s3cr3t-of-the-env',
        'x-trace': 'from-the-input',
        'x-requested-by': 'A00012345',
      });
    expect(step.stdout).toContain('headers: Authorization (SAC_HEADER), X-Trace (--header); values not shown');
    expect(step.stderr).toContain('the headers input is sent as --header: it adds to the SAC_HEADER of the step env');
    expect(`${step.stdout}${step.stderr}`).not.toContain('s3cr3t-of-the-env');
  });

  it('passes only, skip, min-judged, require-all, probe-writes and access-key through (the secret key from the step env)', async () => {
    const target = await startServer();
    servers.push(target);
    const step = await runStepWith(
      {
        'base-url': target.baseUrl,
        'inquiry-id': target.fixtures.inquiryId,
        suites: 'inquiry',
        only: 'inquiry.*',
        skip: 'inquiry.foreign.*',
        'min-judged': '90%',
        'require-all': 'true',
        'probe-writes': 'true',
        'access-key': 'ak-from-the-input',
        'num-runs': '2',
      },
      { SAC_SECRET_KEY: 'sk-of-the-step-env' },
    );
    expect(step.code, step.stderr).toBe(0);
    const report = JSON.parse(await readFile(join(step.workspace, 'conformance-reports', 'conformance.json'), 'utf8'));
    const statusOf = (rule: string) => report.results.find((r: { rule: string }) => r.rule === rule).status;
    expect(statusOf('inquiry.foreign.status')).toBe('skipped');
    expect(statusOf('inquiry.read-only')).toBe('passed');
    expect(report.summary.coverage).toMatchObject({ minJudged: expect.any(Number) });
    const sent = target.requests.filter((request) => request.url.includes('callCenterInquiries'));
    expect(sent.some((request) => request.method === 'POST')).toBe(true);
    expect(
      sent.every((request) => /^CEA algorithm=HmacSHA256, access-key=ak-from-the-input, /.test(String(request.headers['authorization']))),
    ).toBe(true);
    // --require-all through its input: without --foreign-inquiry-id (deselected here) nothing fails; a missing fixture would.
    const strict = await runStepWith({ 'base-url': target.baseUrl, suites: 'inquiry', 'require-all': 'true', 'num-runs': '2' });
    expect(strict.code, strict.stderr).toBe(1);
  });

  it('a boolean input "false" wins over the step env, as an input that is set should', async () => {
    const given = argumentsOf({ INPUT_BASE_URL: 'http://127.0.0.1:9', INPUT_STRICT: 'false', INPUT_PROBE_WRITES: 'true' }, '/w');
    expect(given).toEqual({ args: ['--base-url', 'http://127.0.0.1:9', '--probe-writes'], variables: { SAC_STRICT: 'false' } });
    expect(argumentsOf({ INPUT_BASE_URL: 'http://x', INPUT_STRICT: 'yes' }, '/w')).toEqual({
      input: 'strict',
      problem: 'the strict input: expected true or false, got "yes"',
    });
  });

  it('a missing file is reported under its input name, with the path it was resolved to', async () => {
    const step = await runStepWith({ 'base-url': 'http://127.0.0.1:9', 'expected-failures': 'ci/expected-failures.yaml' });
    expect(step.code).toBe(2);
    const resolved = join(step.workspace, 'ci', 'expected-failures.yaml');
    expect(step.stderr).toBe(
      `seller-api-conformance action: the expected-failures input: no such file: ${resolved} ("ci/expected-failures.yaml", resolved in the workspace ${step.workspace}; commit the file, or check the path)\n`,
    );
    expect(step.outputs['verdict']).toBe('not-run');
    const config = await runStepWith({ 'base-url': 'http://127.0.0.1:9', config: 'sac.yaml' });
    expect(config.stderr).toContain(`the config input: no such file: ${join(config.workspace, 'sac.yaml')}`);
  });

  it('without a base URL it refuses at once: exit 2, verdict "not-run", even with an old report in the directory', async () => {
    const { dir } = await makeTempDir();
    await writeFile(
      join(dir, 'conformance.json'),
      JSON.stringify({ startedAt: new Date().toISOString(), summary: { verdict: 'conformant' } }),
    );
    const step = await runStepWith({ 'report-dir': dir });
    expect(step.code).toBe(2);
    expect(step.stderr).toContain('the base-url input is required');
    expect(step.outputs['verdict']).toBe('not-run');
  });

  it('a bad input is the run\'s usage error (exit 2, verdict "not-run"), named by its input', async () => {
    const step = await runStepWith({ 'base-url': 'http://127.0.0.1:9', rate: 'fast' });
    expect(step.code).toBe(2);
    expect(step.stderr).toBe('seller-api-conformance: the rate input (--rate): expected a number from 0 to 1,000, got "fast"\n');
    expect(step.outputs['verdict']).toBe('not-run');
  });

  describe('puts every refusal on the run page: an annotation naming the input, and a step summary saying what to change', () => {
    const onGitHub = { GITHUB_ACTIONS: 'true' };
    /** The one `::error` line of the step, and its step summary; the step exits 2 with verdict "not-run" or "inconclusive". */
    async function refused(inputs: Record<string, string>, files: Record<string, string> = {}) {
      const step = await runStepWith(inputs, onGitHub, files);
      expect(step.code, step.stderr).toBe(2);
      const annotations = step.stdout.split('\n').filter((line) => line.startsWith('::error'));
      expect(annotations, step.stdout).toHaveLength(1);
      return { ...step, annotation: annotations[0]! };
    }

    it('a missing expected-failures file', async () => {
      const step = await refused({ 'base-url': 'http://127.0.0.1:9', 'expected-failures': 'ci/expected-failures.yaml' });
      expect(step.annotation).toMatch(
        /^::error title=seller-api-conformance%3A input expected-failures::the expected-failures input: no such file: .*Commit the file, or change the expected-failures input \(under `with:` of this step\) to its path\.$/,
      );
      expect(step.stepSummary).toContain('### ⛔ Not run: seller-api-conformance refused the expected-failures input');
      expect(step.stepSummary).toContain(
        `the expected-failures input: no such file: ${join(step.workspace, 'ci', 'expected-failures.yaml')}`,
      );
      expect(step.stepSummary).toContain('**What to change:** Commit the file, or change the expected-failures input');
      expect(step.outputs['verdict']).toBe('not-run');
    });

    it('a config file of bad JSON', async () => {
      const step = await refused({ 'base-url': 'http://127.0.0.1:9', config: 'sac.json' }, { 'sac.json': '{"rate": ' });
      expect(step.annotation).toBe(
        '::error title=seller-api-conformance%3A input config::config file sac.json:1:9: not valid JSON: the JSON ends early (a missing } or ]?). ' +
          'Correct the config file at the place given, or change the config input (under `with:` of this step) to name another.',
      );
      expect(step.stepSummary).toContain('### ⛔ Not run: seller-api-conformance refused the config input');
      expect(step.stepSummary).toContain('config file sac.json:1:9: not valid JSON');
      expect(step.outputs['verdict']).toBe('not-run');
    });

    it('rate: fast', async () => {
      const step = await refused({ 'base-url': 'http://127.0.0.1:9', rate: 'fast' });
      expect(step.annotation).toBe(
        '::error title=seller-api-conformance%3A input rate::the rate input (--rate): expected a number from 0 to 1,000, got "fast". ' +
          'Change the rate input (under `with:` of this step) as the message says, then run again.',
      );
      expect(step.stepSummary).toBe(
        [
          '',
          '### ⛔ Not run: seller-api-conformance refused the rate input',
          '',
          '```text',
          'the rate input (--rate): expected a number from 0 to 1,000, got "fast"',
          '```',
          '',
          '**What to change:** Change the rate input (under `with:` of this step) as the message says, then run again. Nothing was sent to the target; the step exits 2 (could not judge).',
          '',
        ].join('\n'),
      );
    });

    it('only: coupons.* (a glob that names no rule)', async () => {
      const step = await refused({ 'base-url': 'http://127.0.0.1:9', only: 'coupons.*' });
      expect(step.annotation).toMatch(
        /^::error title=seller-api-conformance%3A input only::the only input \(--only\) coupons\.\*: names no rule \(did you mean coupon\.\*\?/,
      );
      expect(step.stepSummary).toContain('### ⛔ Not run: seller-api-conformance refused the only input');
      expect(step.stepSummary).toContain('**What to change:** Change the only input (under `with:` of this step)');
    });

    it('a base-url where nothing listens: the reports, and the input to change', async () => {
      const step = await refused({ 'base-url': 'http://127.0.0.1:9', suites: 'categories' });
      expect(step.annotation).toBe(
        '::error title=seller-api-conformance%3A input base-url::target unreachable: GET http://127.0.0.1:9/: connection refused. ' +
          'Start the implementation under test before this step and wait until it answers (examples/github-actions.yml shows how), ' +
          'or change the base-url input (under `with:` of this step) to where it listens.',
      );
      expect(step.stepSummary).toMatch(/^\s*### ⚠️ Inconclusive \(could not judge\): Seller API conformance/);
      expect(step.stepSummary).toMatch(
        /\*\*What to change:\*\* the target did not answer \(GET http:\/\/127\.0\.0\.1:9\/: connection refused\)\. Start the implementation under test .* or change the base-url input/,
      );
      expect(step.outputs['verdict']).toBe('inconclusive');
    });

    it('the harness and the action agree on the variable that names the inputs', () => {
      expect(ACTION_INPUTS_VARIABLE).toBe(HARNESS_ACTION_INPUTS_VARIABLE);
    });
  });

  it('says which Node of the job it uses (it installs none)', () => {
    const check = spawnSync(process.execPath, [join(PACKAGE_ROOT, 'action', 'node-version.mjs')], { encoding: 'utf8' });
    expect(check.status).toBe(0);
    expect(check.stdout).toBe(
      `seller-api-conformance action: Node.js ${process.versions.node} from the job (>= 20.18 needed; 24, the current LTS, recommended)\n`,
    );
  });
});
