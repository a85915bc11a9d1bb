// Redaction end to end: the real CLI against a server that echoes every request header back, in a
// response header, a cookie and the body. Neither the Authorization header, nor any header given
// with --header, nor the HMAC secret key, nor any part of them may appear in any report file, in
// the step summary, or on the terminal.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REDACTED } from '../../../src/http/types.js';
import { redactDeep } from '../../../src/report/redaction.js';
import type { TestServer } from '../../support/cli/servers.js';
import { describeRun, ensureBuilt, makeReportDir, makeTempDir, runCli, type CliResult } from '../../support/cli/run-cli.js';
import { record } from '../../support/report/fixture.js';
import { startEchoServer } from '../../support/report/hostile-server.js';

const AUTHORIZATION = 'Bearer sekret-123456';
const API_KEY = 'key-abcdef123';
const SECRET_KEY = 'hmac-secret-key-424242';
/** Every spelling in which the credentials could leak: whole, the bare token, percent-encoded. */
const SECRETS = [AUTHORIZATION, 'sekret-123456', API_KEY, encodeURIComponent(AUTHORIZATION), SECRET_KEY];

interface Run {
  result: CliResult;
  /** Every file the run wrote, by name, plus the step summary, stdout and stderr. */
  outputs: Map<string, string>;
}

let server: TestServer;
const cleanups: (() => Promise<void>)[] = [];
let withHeaders: Run;
let withSigning: Run;

async function run(credentials: readonly string[], env: Record<string, string> = {}): Promise<Run> {
  const report = await makeReportDir();
  const temp = await makeTempDir();
  cleanups.push(report.cleanup, temp.cleanup);
  const stepSummary = join(temp.dir, 'step-summary.md');
  const f = server.fixtures;
  const result = await runCli(
    [
      'run',
      '--base-url',
      server.baseUrl,
      '--coupon-id',
      f.couponId,
      '--inquiry-id',
      f.inquiryId,
      '--foreign-inquiry-id',
      f.foreignInquiryId,
      ...credentials,
      '--report-dir',
      report.dir,
      '--seed',
      '7',
    ],
    { env: { GITHUB_STEP_SUMMARY: stepSummary, ...env }, timeoutMs: 90_000 },
  );
  const outputs = new Map<string, string>();
  for (const name of await readdir(report.dir)) outputs.set(name, await readFile(join(report.dir, name), 'utf8'));
  outputs.set('$GITHUB_STEP_SUMMARY', await readFile(stepSummary, 'utf8').catch(() => '(not written)'));
  outputs.set('stdout', result.stdout);
  outputs.set('stderr', result.stderr);
  return { result, outputs };
}

beforeAll(async () => {
  await ensureBuilt();
  server = await startEchoServer();
  [withHeaders, withSigning] = await Promise.all([
    run(['--header', `Authorization: ${AUTHORIZATION}`, '--header', `X-Api-Key: ${API_KEY}`]),
    // The secret key through the environment, as the help advises; the access key as a flag.
    run(['--access-key', 'AK-test-1', '--header', `X-Api-Key: ${API_KEY}`], { SAC_SECRET_KEY: SECRET_KEY }),
  ]);
}, 150_000);

afterAll(async () => {
  await server?.close();
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

describe('redaction, end to end through the CLI', () => {
  it('ran against a server that really received and echoed the credentials', () => {
    for (const { result } of [withHeaders, withSigning]) {
      expect(result.timedOut, describeRun(result)).toBe(false);
      expect([0, 1], describeRun(result)).toContain(result.code);
    }
    expect(server.defectsServed()).toBeGreaterThan(0);
    expect(server.requests.some((r) => r.headers['authorization'] === AUTHORIZATION && r.headers['x-api-key'] === API_KEY)).toBe(true);
    expect(
      server.requests.some((r) => String(r.headers['authorization']).startsWith('CEA algorithm=HmacSHA256, access-key=AK-test-1')),
    ).toBe(true);
  });

  it('wrote every report file, and appended the summary to $GITHUB_STEP_SUMMARY', () => {
    const { outputs, result } = withHeaders;
    expect([...outputs.keys()]).toEqual(
      expect.arrayContaining(['conformance.json', 'junit.xml', 'report.html', 'summary.md', 'exchanges.har', '$GITHUB_STEP_SUMMARY']),
    );
    expect(outputs.get('$GITHUB_STEP_SUMMARY')).toContain('Seller API conformance');
    expect(result.stdout).toContain('summary: appended to $GITHUB_STEP_SUMMARY');
  });

  it('shows the marker where the credentials were (the echo did reach the reports)', () => {
    const har = withHeaders.outputs.get('exchanges.har')!;
    expect(har).toContain(`"name": "authorization",\n              "value": "${REDACTED}"`);
    expect(har).toContain(`"name": "set-cookie",\n              "value": "${REDACTED}"`);
    expect(har).toMatch(/"name": "x-echo",\n\s+"value": "[^"]*x-api-key=\[REDACTED\]/);
    expect(withHeaders.outputs.get('conformance.json')).toContain(REDACTED);
  });

  it.each(SECRETS)('never shows %j in a report file, the step summary, stdout or stderr', (secret) => {
    for (const { outputs } of [withHeaders, withSigning]) {
      expect(outputs.size).toBeGreaterThanOrEqual(8);
      for (const [place, text] of outputs) expect(text.includes(secret), `${secret} found in ${place}`).toBe(false);
    }
  });
});

describe('redactDeep (the report-level pass for secrets the client could not see)', () => {
  it('replaces a secret in every string and key, at any depth, leaving the rest as it is', () => {
    const leaky = structuredClone(record);
    leaky.report.results[1]!.message = 'got "Bearer sekret-123456"';
    leaky.report.results[1]!.evidence!.violations![0]!.actual = '"sekret-123456"';
    leaky.report.facts!.categoryTree!.statusCounts['sekret-123456'] = 1;
    const clean = redactDeep(leaky, ['Bearer sekret-123456', 'sekret-123456']);
    expect(JSON.stringify(clean)).not.toContain('sekret-123456');
    expect(clean.report.results[1]!.message).toBe(`got "${REDACTED}"`);
    expect(clean.report.facts!.categoryTree!.statusCounts[REDACTED]).toBe(1);
    expect(redactDeep(record, ['sekret-123456'])).toEqual(record);
    expect(leaky.report.results[1]!.message).toBe('got "Bearer sekret-123456"'); // the input is not changed
  });
});
