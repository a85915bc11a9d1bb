// One operation gets no complete answer (reset mid-body, no headers, a stalled body, an answer that
// is not HTTP, no answer at all): after the first such request the operation is asked nothing more,
// its rules are `error` with that cause (exit 2), the other operations are still judged. Each case is a real
// local server failing that way, judged through the CLI. The documented bound (the run ends within
// 2 x --timeout + 5 s, docs/cli.md) is what these show happened: one request to the operation, ended by its
// time-out; how long the run takes on this machine is the bench's figure, not a test's.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureBuilt } from '../../support/cli/run-cli.js';
import {
  CATEGORIES,
  cli,
  closeTargets,
  COUPON,
  expectAllErrors,
  expectJudged,
  expectSaneRun,
  on,
  startTarget,
  type Target,
  targetArgs,
} from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

/** Hang guard of each run: a quiet one takes a few seconds. */
const RUN = 60_000;
/** Per request; small so that a target that never answers costs seconds, not minutes. */
const TIMEOUT_MS = 600;

const requestsTo = (target: Target, path: string) => target.requests.filter((r) => r.url.startsWith(path)).length;

describe('one operation gets no complete answer: it is asked nothing more, the others are judged', () => {
  it(
    'the connection is reset in the middle of the body: "connection closed by the server"',
    async () => {
      const target = await startTarget(
        on(CATEGORIES.path, (req, res) => {
          res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100000' });
          res.write('{"code":"SUCCESS","message":"","data":{"displayItemCategoryCode":0,', () => req.socket.destroy());
        }),
      );
      const run = await cli(targetArgs(target));
      const report = expectSaneRun(run, 2);
      expectAllErrors(
        report,
        'LIST_DISPLAY_CATEGORIES',
        /could not judge: .*(connection closed by the server|does not match its Content-Length)/,
      );
      expect(requestsTo(target, CATEGORIES.path)).toBe(1);
      expectJudged(report, 'GET_COUPON_BY_ID');
      expectJudged(report, 'GET_ORIGIN_INQUIRY_BY_ID');
    },
    RUN,
  );

  it(
    'no response headers ever (timeout waiting for headers): "no response headers within"',
    async () => {
      const target = await startTarget(on(CATEGORIES.path, () => {}));
      const run = await cli(targetArgs(target, '--timeout', String(TIMEOUT_MS)));
      const report = expectSaneRun(run, 2);
      expectAllErrors(report, 'LIST_DISPLAY_CATEGORIES', new RegExp(`could not judge: .*no response headers within ${TIMEOUT_MS} ms`));
      expect(requestsTo(target, CATEGORIES.path)).toBe(1);
      expectJudged(report, 'GET_COUPON_BY_ID');
      expectJudged(report, 'GET_ORIGIN_INQUIRY_BY_ID');
    },
    RUN,
  );

  it(
    'headers, then the body stalls (timeout while reading the body): "body not complete within"',
    async () => {
      const target = await startTarget(
        on(CATEGORIES.path, (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.write('{"code":"SUCCESS",');
        }),
      );
      const run = await cli(targetArgs(target, '--timeout', String(TIMEOUT_MS)));
      const report = expectSaneRun(run, 2);
      expectAllErrors(report, 'LIST_DISPLAY_CATEGORIES', new RegExp(`could not judge: .*body not complete within ${TIMEOUT_MS} ms`));
      expect(requestsTo(target, CATEGORIES.path)).toBe(1);
      expectJudged(report, 'GET_COUPON_BY_ID');
    },
    RUN,
  );

  it(
    'an answer that is not HTTP: "the response is not valid HTTP"',
    async () => {
      const target = await startTarget(
        on(CATEGORIES.path, (req) => {
          req.socket.end('SSH-2.0-OpenSSH_9.6\r\n');
        }),
      );
      const run = await cli(targetArgs(target));
      const report = expectSaneRun(run, 2);
      expectAllErrors(report, 'LIST_DISPLAY_CATEGORIES', /could not judge: .*(not valid HTTP|connection closed by the server)/);
      expect(requestsTo(target, CATEGORIES.path)).toBe(1);
      expectJudged(report, 'GET_COUPON_BY_ID');
    },
    RUN,
  );

  it(
    'a whole operation never answers any request: one request only, ended by its time-out, its rules are errors, exit 2',
    async () => {
      const target = await startTarget(on(COUPON.path, () => {}));
      const run = await cli(targetArgs(target, '--timeout', String(TIMEOUT_MS)));
      const report = expectSaneRun(run, 2);
      expectAllErrors(report, 'GET_COUPON_BY_ID', /could not judge: .*no response headers within/);
      expect(requestsTo(target, COUPON.path)).toBe(1);
      expectJudged(report, 'LIST_DISPLAY_CATEGORIES');
      expectJudged(report, 'GET_ORIGIN_INQUIRY_BY_ID');
    },
    RUN,
  );
});
