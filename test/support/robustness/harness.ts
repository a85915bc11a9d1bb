// Helpers of the robustness tests: a real local target that misbehaves in one chosen way (and
// otherwise answers like the reference implementation), and a run of the real CLI against it
// that checks what every run must do whatever the target did: no crash, no hang, reports written.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

import { expect } from 'vitest';

import type { Fixtures } from '../../../src/fixtures.js';
import { buildDataset, createReferenceHandler, type ReferenceKey } from '../../../src/reference/index.js';
import { validators } from '../../../src/validation/validators.js';
import type { ConformanceReport } from '../../../src/types/report.js';
import { describeRun, makeReportDir, runCli, type CliResult, type RunCliOptions } from '../cli/run-cli.js';
import { REPORT_FILES } from '../report/report-files.js';

// Written out from the spec on purpose (not imported), so that a wrong constant cannot hide a defect.
export { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  /** performance.now() when the request arrived. */
  at: number;
}

/** Takes over the answer to a request (return true), or leaves it to the reference (false). */
export type Misbehaviour = (req: IncomingMessage, res: ServerResponse) => boolean;

export interface Target {
  baseUrl: string;
  fixtures: Fixtures;
  requests: SeenRequest[];
  server: Server;
  close(): Promise<void>;
}

export interface TargetOptions {
  /** The reference verifies HMAC signatures with these keys. */
  keys?: ReferenceKey[];
  /** The reference's clock (epoch ms), for expired signatures. */
  now?: () => number;
  /** Every answer of the reference waits this long (a slow target). */
  delayMs?: number;
  /** Address to listen on (127.0.0.1 by default); see remoteHost(). */
  host?: string;
}

const targets: Target[] = [];

/** Closes every target started so far (call in afterAll). */
export async function closeTargets(): Promise<void> {
  await Promise.all(targets.splice(0).map((target) => target.close()));
}

/** The reference implementation on 127.0.0.1:0, with `misbehave` deciding which answers it takes over. */
export async function startTarget(misbehave: Misbehaviour = () => false, options: TargetOptions = {}): Promise<Target> {
  const dataset = buildDataset();
  const reference = createReferenceHandler(dataset, undefined, options);
  const requests: SeenRequest[] = [];
  const server = createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, at: performance.now() });
    if (misbehave(req, res)) return;
    if (options.delayMs) setTimeout(() => reference(req, res), options.delayMs);
    else reference(req, res);
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const target: Target = {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    fixtures: { ...dataset.fixtures },
    requests,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections(); // including those a misbehaviour left hanging on purpose
        server.close(() => resolve());
      }),
  };
  targets.push(target);
  return target;
}

export const fixtureArgs = (target: { fixtures: Fixtures }): string[] => [
  '--coupon-id',
  target.fixtures.couponId,
  '--inquiry-id',
  target.fixtures.inquiryId,
  '--foreign-inquiry-id',
  target.fixtures.foreignInquiryId,
];

/** The CLI against `target` with its fixtures, a small property budget and a fresh report dir. */
// These targets are our own: the read-only rules are judged too.
export const targetArgs = (target: Target, ...more: string[]): string[] => [
  '--base-url',
  target.baseUrl,
  ...fixtureArgs(target),
  '--num-runs',
  '2',
  '--probe-writes',
  ...more,
];

export interface Run {
  result: CliResult;
  /** conformance.json; undefined when none was written. */
  report: ConformanceReport | undefined;
  /** The whole text of every report file written, joined (to look for leaked secrets). */
  allReports: string;
  junitWritten: boolean;
}

/** Runs the CLI with `--report-dir <fresh dir>` appended, reads what it wrote, removes the dir. */
export async function cli(args: readonly string[], options: RunCliOptions = {}): Promise<Run> {
  const { dir, cleanup } = await makeReportDir();
  try {
    const result = await runCli([...args, '--report-dir', dir], { timeoutMs: 50_000, ...options });
    return await readRun(result, dir);
  } finally {
    await cleanup();
  }
}

export async function readRun(result: CliResult, dir: string): Promise<Run> {
  const texts = await Promise.all(REPORT_FILES.map((name) => readFile(join(dir, name), 'utf8').catch(() => '')));
  const conformance = texts[REPORT_FILES.indexOf('conformance.json')]!;
  const json = conformance === '' ? undefined : (JSON.parse(conformance) as ConformanceReport);
  return { result, report: json, allReports: texts.join('\n'), junitWritten: existsSync(join(dir, 'junit.xml')) };
}

/** What every run must do, whatever the target did: end by itself with `code`, without a crash, and report. */
export function expectSaneRun(run: Run, code: number): ConformanceReport {
  const account = describeRun(run.result);
  expect(run.result.timedOut, account).toBe(false);
  expect(run.result.code, account).toBe(code);
  expect(run.result.stderr, account).not.toMatch(/internal error|HARNESS FAULT|^\s+at /m);
  expect(run.result.stdout, account).not.toMatch(/HARNESS FAULT/);
  expect(run.report, `no conformance.json\n${account}`).toBeDefined();
  expect(run.junitWritten, 'junit.xml written').toBe(true);
  const report = run.report!;
  expect(validators.report(report), JSON.stringify(validators.report.errors)).toBe(true);
  expect(report.summary.verdict).toBe(code === 0 ? 'conformant' : code === 1 ? 'non-conformant' : 'inconclusive');
  return report;
}

export type RuleResult = ConformanceReport['results'][number];

export const resultsOf = (report: ConformanceReport, operation: RuleResult['operation']) =>
  report.results.filter((r) => r.operation === operation);

export function resultOf(report: ConformanceReport, rule: string): RuleResult {
  const found = report.results.find((r) => r.rule === rule);
  expect(found, `no result for ${rule}`).toBeDefined();
  return found!;
}

/** The read-only rules of a run against a target we did not start are skipped unless --probe-writes. */
const awaitsWriteProbes = (r: RuleResult) => r.status === 'skipped' && r.message === 'needs --probe-writes';

/** Every result of `operation` is an error whose message matches `message` (the read-only rules, never probed, aside). */
export function expectAllErrors(report: ConformanceReport, operation: RuleResult['operation'], message: RegExp): void {
  const results = resultsOf(report, operation).filter((r) => !awaitsWriteProbes(r));
  expect(results.length).toBeGreaterThan(0);
  for (const r of results) {
    expect(r.status, `${r.rule}: ${r.message}`).toBe('error');
    expect(r.message, r.rule).toMatch(message);
  }
}

/** Every result of `operation` passed (or was skipped with a reason): the misbehaviour elsewhere did not spill over. */
export function expectJudged(report: ConformanceReport, operation: RuleResult['operation']): void {
  const results = resultsOf(report, operation);
  expect(results.length).toBeGreaterThan(0);
  const wrong = results.filter((r) => r.status !== 'passed' && r.status !== 'skipped').map((r) => `${r.rule}: ${r.status}: ${r.message}`);
  expect(wrong).toEqual([]);
  expect(results.some((r) => r.status === 'passed')).toBe(true);
}

/** Answers only requests for `path` (a prefix) with `act`. */
export const on =
  (path: string, act: (req: IncomingMessage, res: ServerResponse) => void): Misbehaviour =>
  (req, res) => {
    if (!(req.url ?? '').startsWith(path)) return false;
    req.resume();
    act(req, res);
    return true;
  };
