// One operation gets no complete answer (reset, no headers, a stalled body, no answer at all):
// its rules are `error` (exit 2), the other operations are still judged, and the run neither
// crashes nor hangs. Each case is a real local server failing that way, judged through the CLI.

import { afterAll, beforeAll, describe, it } from 'vitest';

import { ensureBuilt } from '../cli/run-cli.js';
import { CATEGORIES_PATH, cli, closeTargets, COUPON_PATH, expectAllErrors, expectJudged, expectSaneRun, on, startTarget, targetArgs } from './harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

const RUN = 60_000;
/** Per request; small so that a target that never answers costs seconds, not minutes. */
const TIMEOUT_MS = 600;

describe('one operation gets no complete answer; the others are judged', () => {
  it('the connection is reset in the middle of the body: "connection closed by the server"', async () => {
    const target = await startTarget(on(CATEGORIES_PATH, (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
      res.write('{"code":"SUCCESS","message":"","data":{"displayItemCategoryCode":0,', () => req.socket.destroy());
    }));
    const run = await cli(targetArgs(target));
    const report = expectSaneRun(run, 2);
    expectAllErrors(report, 'LIST_DISPLAY_CATEGORIES', /could not judge: .*(connection closed by the server|does not match its Content-Length)/);
    expectJudged(report, 'GET_COUPON_BY_ID');
    expectJudged(report, 'GET_ORIGIN_INQUIRY_BY_ID');
  }, RUN);

  it('no response headers ever (timeout waiting for headers): "no response headers within"', async () => {
    const target = await startTarget(on(CATEGORIES_PATH, () => {}));
    const run = await cli(targetArgs(target, '--timeout', String(TIMEOUT_MS)));
    const report = expectSaneRun(run, 2);
    expectAllErrors(report, 'LIST_DISPLAY_CATEGORIES', new RegExp(`could not judge: .*no response headers within ${TIMEOUT_MS} ms`));
    expectJudged(report, 'GET_COUPON_BY_ID');
    expectJudged(report, 'GET_ORIGIN_INQUIRY_BY_ID');
  }, RUN);

  it('headers, then the body stalls (timeout while reading the body): "body not complete within"', async () => {
    const target = await startTarget(on(CATEGORIES_PATH, (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"code":"SUCCESS",');
    }));
    const run = await cli(targetArgs(target, '--timeout', String(TIMEOUT_MS)));
    const report = expectSaneRun(run, 2);
    expectAllErrors(report, 'LIST_DISPLAY_CATEGORIES', new RegExp(`could not judge: .*body not complete within ${TIMEOUT_MS} ms`));
    expectJudged(report, 'GET_COUPON_BY_ID');
  }, RUN);

  it('a whole operation never answers any request: its rules are errors, exit 2, in bounded time', async () => {
    const target = await startTarget(on(COUPON_PATH, () => {}));
    const run = await cli(targetArgs(target, '--timeout', String(TIMEOUT_MS)));
    const report = expectSaneRun(run, 2);
    expectAllErrors(report, 'GET_COUPON_BY_ID', /could not judge: .*no response headers within/);
    expectJudged(report, 'LIST_DISPLAY_CATEGORIES');
    expectJudged(report, 'GET_ORIGIN_INQUIRY_BY_ID');
  }, RUN);
});
