// Answers that are not what the spec asks for. A complete answer that is wrong (not JSON, not
// JSON's content type, the wrong shape) is a failure with evidence (exit 1). Something that is not
// the implementation's answer at all (an edge's HTML block page) or not complete (a body over the
// cap) is an error: could not judge (exit 2), never a list of failed rules.

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
  INQUIRY,
  type Misbehaviour,
  on,
  resultOf,
  startTarget,
  targetArgs,
} from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

const RUN = 60_000;

describe('no answer of the implementation: could not judge (exit 2), no failed rules', () => {
  const ACCESS_DENIED =
    "<HTML><HEAD><TITLE>Access Denied</TITLE></HEAD><BODY><H1>Access Denied</H1>You don't have permission to access this server.<P>Reference #18.5c2d3417.1737000000.1a2b3c</BODY></HTML>";

  it(
    'an edge\'s 403 HTML "Access Denied" page on every request',
    async () => {
      const target = await startTarget((req, res) => {
        req.resume();
        res.writeHead(403, { 'content-type': 'text/html', 'content-length': String(ACCESS_DENIED.length) });
        res.end(ACCESS_DENIED);
        return true;
      });
      const run = await cli(targetArgs(target));
      const report = expectSaneRun(run, 2);
      expect(report.results.filter((r) => r.status === 'failed')).toEqual([]);
      for (const r of report.results) {
        expect(r.status, r.rule).toBe('error');
        expect(r.message, r.rule).toMatch(/^could not judge: access refused \(403\) .*an HTML page \(an edge block page\?\)/);
      }
      // The cause once, on its ERROR line; the verdict line points at it.
      expect(run.result.stdout).toMatch(/^ERROR .*access refused \(403\)/m);
      expect(run.result.stdout).toMatch(/^verdict: INCONCLUSIVE \(\d+ rule\(s\) could not be judged: see ERROR above\)$/m);
    },
    RUN,
  );

  const twoMiB = Buffer.alloc(2 * 1024 * 1024, ' ');
  it.each([
    { framing: 'with Content-Length', chunked: false },
    { framing: 'chunked, without Content-Length', chunked: true },
  ])(
    'a body over the cap (--max-body-mb 1, 2 MiB) $framing: "response body exceeds 1 MiB cap"',
    async ({ chunked }) => {
      const target = await startTarget(
        on(CATEGORIES.path, (_req, res) => {
          res.writeHead(200, { 'content-type': 'application/json', ...(chunked ? {} : { 'content-length': String(twoMiB.length + 2) }) });
          if (chunked)
            for (let offset = 0; offset < twoMiB.length; offset += 64 * 1024) res.write(twoMiB.subarray(offset, offset + 64 * 1024));
          else res.write(twoMiB);
          res.end('{}');
        }),
      );
      const run = await cli(targetArgs(target, '--max-body-mb', '1'));
      const report = expectSaneRun(run, 2);
      expectAllErrors(report, 'LIST_DISPLAY_CATEGORIES', /could not judge: .*response body exceeds 1 MiB cap/);
      expectJudged(report, 'GET_COUPON_BY_ID');
    },
    RUN,
  );
});

/** The 200 answers to GET `path` (a prefix) are replaced by `status` + `headers` + `body`. */
function replaceSuccess(path: string, headers: Record<string, string>, body: string): Misbehaviour {
  return (req, res) => {
    const url = req.url ?? '';
    // Only the well-formed lookups of the fixtures reach a 200: ids made of digits only.
    if (req.method !== 'GET' || !url.startsWith(path) || !/^\d*$/.test(url.slice(path.length))) return false;
    req.resume();
    res.writeHead(200, headers);
    res.end(body);
    return true;
  };
}

describe('a complete answer that is wrong: a failure with evidence (exit 1)', () => {
  it(
    'a 200 whose body is not valid JSON',
    async () => {
      const body = '{"code":"SUCCESS","message":"","data":{"displayItemCategoryCode":0,"name":"ROOT",';
      const target = await startTarget(replaceSuccess(CATEGORIES.path, { 'content-type': 'application/json;charset=UTF-8' }, body));
      const run = await cli(targetArgs(target, '--suite', 'categories'));
      const report = expectSaneRun(run, 1);
      const json = resultOf(report, 'categories.json');
      expect(json.status).toBe('failed');
      expect(json.evidence?.response).toMatchObject({ status: 200, bodyExcerpt: expect.stringContaining('"displayItemCategoryCode":0') });
      expect(json.evidence?.curl).toContain(CATEGORIES.path);
      expect(report.results.filter((r) => r.status === 'error')).toEqual([]);
    },
    RUN,
  );

  it(
    'a 200 with a non-JSON content type',
    async () => {
      const target = await startTarget((req, res) => {
        const url = req.url ?? '';
        if (req.method !== 'GET' || !url.startsWith(COUPON.path)) return false;
        // The coupon itself, from the reference, labelled as HTML.
        const original = res.writeHead.bind(res);
        res.writeHead = ((status: number, headers?: Record<string, string>) =>
          original(status, {
            ...headers,
            'Content-Type': status === 200 ? 'text/html; charset=utf-8' : (headers?.['Content-Type'] ?? 'application/json'),
          })) as typeof res.writeHead;
        return false;
      });
      const run = await cli(targetArgs(target, '--suite', 'coupon'));
      const report = expectSaneRun(run, 1);
      const contentType = resultOf(report, 'coupon.found.content-type');
      expect(contentType.status).toBe('failed');
      expect(contentType.evidence?.response?.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(report.results.filter((r) => r.status === 'error')).toEqual([]);
    },
    RUN,
  );

  it(
    'a 200 body of the wrong shape',
    async () => {
      const body = JSON.stringify({ code: 200, message: 'OK', data: [{ inquiryId: 'not a number' }] });
      const target = await startTarget(replaceSuccess(INQUIRY.path, { 'content-type': 'application/json' }, body));
      const run = await cli(targetArgs(target, '--suite', 'inquiry'));
      const report = expectSaneRun(run, 1);
      const envelope = resultOf(report, 'inquiry.envelope');
      expect(envelope.status).toBe('failed');
      expect(envelope.evidence?.violations?.length).toBeGreaterThan(0);
      expect(envelope.evidence?.response?.bodyExcerpt).toContain('not a number');
      // On a line of its own, or beneath the answer it shares with other broken rules.
      expect(run.result.stdout).toMatch(/^(FAILED +| +- )inquiry\.envelope \(MUST\)/m);
      expect(report.results.filter((r) => r.status === 'error')).toEqual([]);
    },
    RUN,
  );
});
