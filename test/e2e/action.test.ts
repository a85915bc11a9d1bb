// The GitHub Action (action.yml, a composite action) as far as it can run here: its run step,
// action/run.mjs, executed with the environment GitHub would give it — each INPUT_* variable made from
// action.yml's own `env:` mapping and the inputs' defaults — against local servers. The outputs and the
// step summary are read from the files GitHub would read.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { cleanEnv, ensureBuilt, makeTempDir, PACKAGE_ROOT } from '../support/cli/run-cli.js';
import { inquiryNotFoundReworded, startServer, type TestServer } from '../support/cli/servers.js';
import { REPORT_FILES } from '../support/report-files.js';

interface ActionFile {
  inputs: Record<string, { required?: boolean; default?: string }>;
  outputs: Record<string, { value: string }>;
  runs: { using: string; steps: { id?: string; env?: Record<string, string>; run?: string }[] };
}

const action = parse(await readFile(join(PACKAGE_ROOT, 'action.yml'), 'utf8')) as ActionFile;
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

/** Runs the action's run step in a fresh workspace with these inputs (and `env`, as a workflow's step env). */
async function runStepWith(inputs: Record<string, string>, env: Record<string, string> = {}): Promise<StepResult> {
  const { dir: workspace, cleanup } = await makeTempDir();
  cleanups.push(cleanup);
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
    expect(Object.keys(action.outputs).sort()).toEqual(['report-dir', 'verdict']);
    for (const output of Object.values(action.outputs)) expect(output.value).toMatch(/^\$\{\{ steps\.run\.outputs\.[a-z-]+ \}\}$/);
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

  it('passes expected failures, strict, rate and headers through; secrets given in the step env reach the requests', async () => {
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
      { SAC_VENDOR_ID: 'A00012345' },
    );
    expect(step.code, step.stderr).toBe(0);
    expect(step.outputs).toEqual({ verdict: 'non-conformant', 'report-dir': join(step.workspace, 'out') });
    const report = JSON.parse(await readFile(join(step.workspace, 'out', 'conformance.json'), 'utf8'));
    expect(report.summary).toMatchObject({ failed: 0, expectedFailures: 1 });
    expect(step.stepSummary).toContain('#### Expected failures (1)');
    const sent = target.requests.filter((request) => request.url.includes('callCenterInquiries'));
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((request) => request.headers['x-trace'] === 'from-the-input')).toBe(true);
    expect(sent.every((request) => request.headers['x-requested-by'] === 'A00012345')).toBe(true);
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

  it('a bad input is the run\'s usage error (exit 2, verdict "not-run"), named as the harness names it', async () => {
    const step = await runStepWith({ 'base-url': 'http://127.0.0.1:9', rate: 'fast' });
    expect(step.code).toBe(2);
    expect(step.stderr).toContain('SAC_RATE: expected a number from 0 to');
    expect(step.outputs['verdict']).toBe('not-run');
  });
});
