// A refusal on GitHub Actions: which option it is about (read from the message), how it is named (the flag,
// or the action's input), what to change, and every value escaped onto one workflow command.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';

import { ACTION_INPUTS_VARIABLE, optionOf, reportRefusal } from '../../../src/cli/refusal.js';

describe('optionOf', () => {
  it.each([
    ['--rate: expected a number from 0 to 1,000, got "fast"', '--rate'],
    ['--only coupons.*: names no rule', '--only'],
    ['SAC_RATE: expected a number', 'SAC_RATE'],
    ['config file sac.json:1:9: not valid JSON', '--config'],
    ['ci/sac.yaml: config key "rate": expected a number', '--config'],
    ['no rule selected: --only x leaves nothing', undefined],
    ['unknown option --fats (did you mean --fast?)', undefined],
  ])('%s → %s', (message, option) => {
    expect(optionOf(message)).toBe(option);
  });
});

describe('reportRefusal', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function refuse(message: string, env: NodeJS.ProcessEnv, option?: string) {
    const dir = await mkdtemp(join(tmpdir(), 'sac-refusal-'));
    dirs.push(dir);
    const summary = join(dir, 'step-summary.md');
    let stdout = '';
    const out = new PassThrough().setEncoding('utf8');
    out.on('data', (chunk: string) => (stdout += chunk));
    reportRefusal(message, { env: { GITHUB_STEP_SUMMARY: summary, ...env }, stdout: out }, option);
    const written = await readFile(summary, 'utf8').catch(() => undefined);
    return { stdout, summary: written };
  }

  it('writes nothing off GitHub Actions (GITHUB_ACTIONS unset)', async () => {
    expect(await refuse('--rate: expected a number', {})).toEqual({ stdout: '', summary: undefined });
  });

  it('names the flag, escapes the message onto one line and the title as a property', async () => {
    const { stdout, summary } = await refuse('--header: "X-A: 100%\r\nX-B" is not a header', { GITHUB_ACTIONS: 'true' });
    expect(stdout).toBe(
      '::error title=seller-api-conformance%3A --header::--header: "X-A: 100%25%0D%0AX-B" is not a header. ' +
        'Change --header (in the command of this step) as the message says, then run again.\n',
    );
    expect(summary).toContain('### ⛔ Not run: seller-api-conformance refused --header\n');
  });

  it('run by the action, names the input the workflow sets; an option that is no input keeps its flag', async () => {
    const env = { GITHUB_ACTIONS: 'true', [ACTION_INPUTS_VARIABLE]: JSON.stringify({ '--suite': 'suites' }) };
    const suite = await refuse('--suite: unknown suite "coupons"', env);
    expect(suite.stdout).toMatch(/^::error title=seller-api-conformance%3A input suites::the suites input \(--suite\): unknown suite/);
    expect(suite.summary).toContain('**What to change:** Change the suites input (under `with:` of this step) as the message says');
    const env2 = await refuse('SAC_RATE: expected a number', env);
    expect(env2.stdout).toMatch(
      /^::error title=seller-api-conformance%3A SAC_RATE::SAC_RATE: expected a number\. Change SAC_RATE \(in the step's env\)/,
    );
  });

  it('says to commit a missing file, and names the options when the message names none', async () => {
    const missing = await refuse('--expected-failures ci/x.yaml: no such file', { GITHUB_ACTIONS: 'true' });
    expect(missing.stdout).toContain('Commit the file, or change --expected-failures (in the command of this step) to its path.');
    const none = await refuse('no rule selected: --only a.* --skip a.* leaves nothing', { GITHUB_ACTIONS: 'true' });
    expect(none.stdout).toMatch(/^::error title=seller-api-conformance%3A options::no rule selected/);
  });
});
