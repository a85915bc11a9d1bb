// Hints for the usual misconfigurations, through the real CLI: each is detected from what the run saw,
// said in one line with the option to change, kept in conformance.json, and changes no result. A
// conforming target judged as configured gets none.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ConformanceReport } from '../../../src/types/report.js';
import { describeRun, ensureBuilt, makeReportDir, readReport, runCli, type CliResult } from '../../support/cli/run-cli.js';
import { startServer, type TestServer } from '../../support/cli/servers.js';

const cleanups: (() => Promise<void>)[] = [];
let target: TestServer;
beforeAll(async () => {
  await ensureBuilt();
  target = await startServer();
  cleanups.push(() => target.close());
}, 180_000);
afterAll(async () => {
  await Promise.all(cleanups.map((cleanup) => cleanup()));
});

async function run(args: readonly string[]): Promise<{ result: CliResult; report: ConformanceReport; hints: string[] }> {
  const { dir, cleanup } = await makeReportDir();
  cleanups.push(cleanup);
  const result = await runCli(['run', ...args, '--num-runs', '3', '--report-dir', dir]);
  const hints = result.stdout.split('\n').filter((line) => line.startsWith('HINT '));
  return { result, report: await readReport(dir), hints };
}

/** A web server that answers the same page for every path, as a web app or a dev server on the wrong port does. */
async function htmlEverywhere(): Promise<string> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><html><body><div id="app"></div></body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A FastAPI app whose routes sit under a base path the URL lacks: {"detail":"Not Found"} for every path it is asked. */
async function jsonNotFoundEverywhere(): Promise<string> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(404, { 'content-type': 'application/json' }).end('{"detail":"Not Found"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('hints', () => {
  it('the API path doubled in --base-url: the 404s are explained, with the base URL to give', async () => {
    const { result, report, hints } = await run([
      '--base-url',
      `${target.baseUrl}/v2/providers/seller_api/apis/api/v1/`,
      '--suite',
      'categories',
    ]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(report.results.find((r) => r.rule === 'categories.status')).toMatchObject({ status: 'failed' });
    expect(hints).toEqual([
      `HINT    --base-url ends in /v2/providers/seller_api/apis/api/v1, the start of the API's path, which the harness adds itself (GET ${target.baseUrl}/v2/providers/seller_api/apis/api/v1/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories got 404): try --base-url ${target.baseUrl}`,
    ]);
    expect(report.hints).toEqual([expect.objectContaining({ kind: 'api-path-in-base-url', option: '--base-url' })]);
  });

  it('a --coupon-id the target answers 404 for: the failure stays, and the hint names the flag', async () => {
    const { result, report, hints } = await run(['--base-url', target.baseUrl, '--suite', 'coupon', '--coupon-id', '99999']);
    expect(result.code, describeRun(result)).toBe(1);
    expect(report.results.find((r) => r.rule === 'coupon.found.status')).toMatchObject({ status: 'failed' });
    expect(hints).toEqual(['HINT    if coupon 99999 does not exist on this target, give an existing one with --coupon-id']);
  });

  it('own and foreign inquiry ids given the wrong way round: the hint says to swap them', async () => {
    const { inquiryId, foreignInquiryId } = target.fixtures;
    const { result, hints } = await run([
      ...['--base-url', target.baseUrl, '--suite', 'inquiry'],
      ...['--inquiry-id', foreignInquiryId, '--foreign-inquiry-id', inquiryId],
    ]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(hints).toEqual([
      `HINT    --inquiry-id ${foreignInquiryId} was answered as another vendor's inquiry and --foreign-inquiry-id ${inquiryId} as the caller's: they look swapped; try --inquiry-id ${inquiryId} --foreign-inquiry-id ${foreignInquiryId}`,
    ]);
  });

  it('a base URL that answers a web page for every path: the hint says so, and blames no fixture', async () => {
    const web = await htmlEverywhere();
    const { result, report, hints } = await run(['--base-url', web, '--suite', 'coupon,categories', '--coupon-id', '11234224']);
    expect(result.code, describeRun(result)).toBe(1);
    expect(hints).toEqual([
      `HINT    every answer of ${web} was an HTML page, not the API's JSON: --base-url seems to name a web site or another service (check the host, port and path prefix)`,
    ]);
    expect(report.hints?.map((hint) => hint.kind)).toEqual(['html-everywhere']);
  });

  // Issue 48: the JSON 404 of a base URL without its base path blamed --coupon-id and --inquiry-id.
  it('a base URL that answers a JSON 404 on every path, the category list too: the hint names the base URL, no fixture', async () => {
    const api = await jsonNotFoundEverywhere();
    const { result, report, hints } = await run(['--base-url', api, '--coupon-id', '11234224', '--inquiry-id', '258799946']);
    expect(result.code, describeRun(result)).toBe(1);
    expect(hints).toEqual([
      `HINT    every answer of ${api} was 404 on every path, the category list's too, which takes no id: the API's paths are not there; ` +
        '--base-url probably lacks the base path the API sits under (e.g. /api), or names another service (check the host, port and path prefix)',
    ]);
    expect(report.hints?.map((hint) => hint.kind)).toEqual(['not-found-everywhere']);
  });

  it('a conforming target judged as configured gets no hint', async () => {
    const f = target.fixtures;
    const { result, report, hints } = await run([
      ...['--base-url', target.baseUrl, '--coupon-id', f.couponId, '--inquiry-id', f.inquiryId, '--foreign-inquiry-id', f.foreignInquiryId],
    ]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(hints).toEqual([]);
    expect(report.hints).toBeUndefined();
  });
});
