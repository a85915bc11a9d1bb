// `validate --har` through the CLI's main(), in this process: the entry lines, the summary of a run,
// the six reports, and a one-line usage error (exit 2) for every kind of bad input.
import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON, pathFor } from '../../../../src/operations.js';
import { buildDataset } from '../../../../src/reference/dataset/index.js';
import { respond } from '../../../../src/reference/responses.js';
import { runMain as cli } from '../../../support/cli/in-process.js';
import { tempDir } from '../../../support/cli/spawn.js';
import { REPORT_FILES } from '../../../support/report/report-files.js';

const dataset = buildDataset();
const { couponId } = dataset.fixtures;
const answer = respond(dataset, { method: 'GET', path: pathFor(COUPON, couponId), headers: {} }, dataset.defaultVendorId);
const entryFor = (url: string, text: string) => ({
  request: { method: 'GET', url, headers: [] },
  response: {
    status: 200,
    headers: [{ name: 'Content-Type', value: 'application/json' }],
    content: { size: Buffer.byteLength(text), text },
  },
});
const har = (entries: unknown[]) => JSON.stringify({ log: { version: '1.2', entries } });
const GOOD = har([entryFor(`http://api.example${pathFor(COUPON, couponId)}`, answer.body), entryFor('http://cdn.example/app.js', '')]);

let reports: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  reports = await tempDir();
});
afterAll(() => reports?.cleanup());

describe('validate --har', () => {
  it('lists what is not judged, prints the summary of a run, writes the six reports and exits 0', async () => {
    const result = await cli(['validate', '--har', '-', '--report-dir', reports.dir], { input: GOOD });
    expect(result.stdout).toContain(
      'validate --har: standard input: 2 entries: 1 judged, 0 refused by the target or its gateway (401/403/429, not judged), ' +
        '0 asked for by the client (Prefer, not judged), 1 not an operation of the API, 0 without a response, 0 unreadable\n  entry 1: GET http://cdn.example/app.js not an operation\n',
    );
    expect(result.stdout).toContain('verdict: CONFORMANT');
    expect(result.code).toBe(0);
    expect((await readdir(reports.dir)).sort()).toEqual([...REPORT_FILES]);
  });

  it('judges entry by entry: a refused entry is not judged, the others are; a v4 inquiry path is named', async () => {
    const refused = {
      request: { method: 'GET', url: `http://api.example${pathFor(COUPON, couponId)}`, headers: [] },
      response: {
        status: 401,
        headers: [{ name: 'Content-Type', value: 'application/json' }],
        content: { size: 60, text: '{"code":"ERROR","message":"Specified signature is expired."}' },
      },
    };
    const v4 = entryFor('http://api.example/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/258799946', '{}');
    const result = await cli(['validate', '--har', '-'], {
      input: har([entryFor(`http://api.example${pathFor(COUPON, couponId)}`, answer.body), refused, v4]),
    });
    expect(result.stdout).toContain(
      'validate --har: standard input: 3 entries: 1 judged, 1 refused by the target or its gateway (401/403/429, not judged), ' +
        '0 asked for by the client (Prefer, not judged), 1 not an operation of the API',
    );
    expect(result.stdout).toMatch(
      /entry 1: GET \S+ not judged: could not judge: authentication refused \(401\) .*"Specified signature is expired\."; check this/,
    );
    expect(result.stdout).toContain(
      'entry 2: GET http://api.example/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/258799946 not an ' +
        'operation: the v4 inquiry path: this harness judges v5 ' +
        '(/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/{inquiryId})',
    );
    expect(result.stdout).toContain('verdict: CONFORMANT');
    expect(result.code).toBe(0);
  });

  // Issue 48: a client that met the rate limit, or asked the reference for an answer, was judged as the implementation.
  it("sets aside a 429 (the rate limit's answer) and an answer asked for with Prefer: named, not judged, never a failure", async () => {
    const url = `http://api.example${pathFor(COUPON, '11111111')}`;
    const tooMany = {
      request: { method: 'GET', url, headers: [] },
      response: {
        status: 429,
        headers: [
          { name: 'Content-Type', value: 'application/json' },
          { name: 'Retry-After', value: '1' },
        ],
        content: { size: 44, text: '{"code":"ERROR","message":"Too Many Requests"}' },
      },
    };
    const asked = {
      ...entryFor(
        `http://api.example${pathFor(COUPON, couponId)}`,
        answer.body.replace(/"startDate":"[^"]*"/, '"startDate":"2026-02-30 00:00:00"'),
      ),
      request: {
        method: 'GET',
        url: `http://api.example${pathFor(COUPON, couponId)}`,
        headers: [{ name: 'Prefer', value: 'fault=coupon-date-impossible' }],
      },
    };
    const good = entryFor(`http://api.example${pathFor(COUPON, couponId)}`, answer.body);
    const reset = {
      request: { method: 'GET', url, headers: [{ name: 'Prefer', value: 'answer=reset' }] },
      response: { status: 0, headers: [], content: { size: 0 }, _error: 'net::ERR_CONNECTION_RESET' },
    };
    const result = await cli(['validate', '--har', '-'], { input: har([tooMany, asked, good, reset]) });
    expect(result.stdout).toContain(
      'validate --har: standard input: 4 entries: 1 judged, 1 refused by the target or its gateway (401/403/429, not judged), ' +
        '2 asked for by the client (Prefer, not judged), 0 not an operation of the API, 0 without a response',
    );
    expect(result.stdout).toContain(
      `entry 3: GET ${url} not judged: net::ERR_CONNECTION_RESET; could not judge: the client asked for this answer (Prefer: answer=reset)`,
    );
    expect(result.stdout).toContain(
      `entry 0: GET ${url} not judged: could not judge: rate limited (429) by the target or its gateway: "Too Many Requests", ` +
        'with Retry-After: 1; the client went over the rate limit: slow it down\n',
    );
    expect(result.stdout).toContain(
      `entry 1: GET http://api.example${pathFor(COUPON, couponId)} not judged: could not judge: the client asked for this answer ` +
        "(Prefer: fault=coupon-date-impossible), as the reference (serve) gives on demand; not the implementation's\n",
    );
    expect(result.stdout).toContain('verdict: CONFORMANT');
    expect(result.code).toBe(0);
  });

  it('a rule only refused entries would judge could not be judged: exit 2, with the refusal', async () => {
    const refused = {
      ...entryFor(`http://api.example${pathFor(COUPON, couponId)}`, '{"message":"Invalid signature."}'),
      response: { status: 401, headers: [], content: { size: 31, text: '{"message":"Invalid signature."}' } },
    };
    const result = await cli(['validate', '--har', '-', '--json'], { input: har([refused]) });
    expect(result.code).toBe(2);
    const report = JSON.parse(result.stdout) as { results: { rule: string; status: string; message: string }[] };
    expect(report.results.find((r) => r.rule === 'coupon.found.status')).toMatchObject({
      status: 'error',
      message: expect.stringMatching(/^could not judge: authentication refused \(401\).*check --access-key and --secret-key$/),
    });
  });

  it('exits 1 when a MUST rule failed, with --json giving conformance.json alone on standard output', async () => {
    const broken = har([entryFor(`http://api.example${pathFor(COUPON, '123')}`, answer.body)]);
    const result = await cli(['validate', '--har', '-', '--json'], { input: broken });
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout).summary.verdict).toBe('non-conformant');
    expect(result.stderr).toContain('FAILED  coupon.id-echo (MUST)');
  });

  it.each([
    [['--har', '-', '--status', '404'], GOOD, 'validate --har: --status is for one body; the entries of a HAR carry their own'],
    [['--har', '-', 'coupon'], GOOD, 'validate --har: unexpected argument "coupon"'],
    [['--har', ''], GOOD, 'validate: --har needs a file, or - for standard input'],
    [['--har', '-'], '{"log":', 'validate --har: standard input is not JSON'],
    [['--har', '-'], '{"entries":[]}', 'validate --har: standard input: not a HAR file: no "log" object at the top level'],
    [['--har', '/nonexistent/x.har'], '', 'validate --har: cannot read /nonexistent/x.har: no such file'],
    [['coupon', '-', '--report-dir', 'x'], '{}', 'validate: --report-dir goes with --har'],
  ])('validate %j: exit 2, %s', async (args, input, message) => {
    const result = await cli(['validate', ...args], { input });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('a recording with nothing of the API to judge exits 2', async () => {
    const result = await cli(['validate', '--har', '-'], { input: har([entryFor('http://cdn.example/app.js', '')]) });
    expect(result.code).toBe(2);
    expect(result.stdout).toContain('verdict: INCONCLUSIVE');
  });
});
