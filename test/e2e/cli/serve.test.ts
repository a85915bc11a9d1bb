// `serve` through the built CLI: it prints where it listens and its fixtures, answers like the
// reference, and ends cleanly (exit 0) on SIGINT or SIGTERM.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ceaAuthorization } from '../../../src/http/hmac.js';
import { buildDataset } from '../../../src/reference/dataset/index.js';
import { describeRun } from '../../support/cli/run-cli.js';
import { cli, ensureBuilt, startedInThisFile, type Running } from '../../support/cli/spawn.js';

beforeAll(async () => {
  await ensureBuilt();
}, 180_000);

const command = startedInThisFile();
const serve = (args: string[]): Running => command(['serve', ...args]);

const LISTENING = /listening on (http:\/\/\S+)\n/;
const FIXTURES = /fixtures: coupon id (\d+), inquiry id (\d+), another vendor's inquiry id (\d+)/;

describe('serve', () => {
  it.for(['SIGTERM', 'SIGINT'] as const)('serves the seeded reference until %s, then exits 0', async (signal) => {
    const seed = 4242;
    const running = serve(['--port', '0', '--seed', String(seed)]);
    const [, baseUrl] = await running.waitFor(LISTENING);
    const [, couponId, inquiryId, foreignInquiryId] = await running.waitFor(FIXTURES);
    expect({ couponId, inquiryId, foreignInquiryId }, 'the fixtures of the seed').toEqual(buildDataset(seed).fixtures);

    // The three operation URLs it prints are live, and answer the fixtures.
    const urls = [...running.output().matchAll(/^ {2}GET (\S+)$/gm)].map((m) => m[1]!);
    expect(urls).toHaveLength(3);
    for (const url of urls) expect(url.startsWith(baseUrl!), url).toBe(true);
    const answers = await Promise.all(urls.map(async (url) => ({ status: (await fetch(url)).status, url })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const coupon = (await (await fetch(urls[0]!)).json()) as { couponId: number };
    expect(String(coupon.couponId)).toBe(couponId);
    const foreign = await fetch(urls[2]!.replace(inquiryId!, foreignInquiryId!));
    expect(foreign.status, "another vendor's inquiry").toBe(404);

    running.child.kill(signal);
    const end = await running.exited;
    expect(end.code, `${end.stdout}\n${end.stderr}`).toBe(0);
    expect(end.stdout).toMatch(new RegExp(`reference server stopped \\(${signal}\\)`));
    await expect(fetch(urls[0]!), 'closed after the signal').rejects.toThrow();
  });

  it('with --access-key and --secret-key, verifies the gateway signature and never prints the secret', async () => {
    const credentials = { accessKey: 'serve-test-access', secretKey: 'serve-test-secret-9f3a' };
    const running = serve(['--access-key', credentials.accessKey, '--secret-key', credentials.secretKey]);
    await running.waitFor(FIXTURES);
    const [url] = [...running.output().matchAll(/^ {2}GET (\S+)$/gm)].map((m) => m[1]!);
    expect(running.output()).toMatch(/requests must be signed \(HMAC, access key serve-test-access\)/);
    expect(running.output()).toMatch(/^judge it: .* --access-key serve-test-access /m);

    const path = new URL(url!).pathname;
    const unsigned = await fetch(url!);
    const signed = await fetch(url!, { headers: { authorization: ceaAuthorization(credentials, 'GET', path, new Date()) } });
    const wrongSecret = await fetch(url!, {
      headers: { authorization: ceaAuthorization({ ...credentials, secretKey: 'other' }, 'GET', path, new Date()) },
    });
    expect([unsigned.status, signed.status, wrongSecret.status]).toEqual([401, 200, 401]);

    running.child.kill('SIGTERM');
    const end = await running.exited;
    expect(end.code).toBe(0);
    expect(end.stdout + end.stderr).not.toContain(credentials.secretKey);
  });

  it('refuses a port that is taken: exit 2 with one line', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const result = await cli(['serve', '--port', String(port)]);
      expect(result.code, describeRun(result)).toBe(2);
      expect(result.stderr).toMatch(new RegExp(`serve: cannot listen on 127\\.0\\.0\\.1:${port}: port ${port} is in use`));
    } finally {
      blocker.close();
    }
  });

  it('with --fault, names each fault and the rule run fails, and serves with them', async () => {
    const running = serve(['--fault', 'coupon-title-missing', '--fault', 'coupon-dates-reversed']);
    const [, couponId] = await running.waitFor(FIXTURES);
    expect(running.output()).toContain('with the fault coupon-title-missing: title missing ("run" fails coupon.fields)\n');
    expect(running.output()).toContain(
      'with the fault coupon-dates-reversed: endDate before startDate ("run" fails coupon.dates.order with --strict)\n',
    );
    const [url] = [...running.output().matchAll(/^ {2}GET (\S+)$/gm)].map((m) => m[1]!);
    const coupon = (await (await fetch(url!)).json()) as Record<string, unknown>;
    expect(String(coupon['couponId'])).toBe(couponId);
    // Both change the found coupon: the first given applies.
    expect(coupon).not.toHaveProperty('title');
    expect(coupon['startDate']! < coupon['endDate']!, 'the second fault, on the same answers, does not apply').toBe(true);
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
  });

  it('answers told in advance and a journal: a line per request, --prefer for every request, the HAR on stop', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sac-serve-journal-'));
    const har = join(dir, 'journal.har');
    const running = serve(['--prefer', 'answer=cag-warnings', '--journal', har]);
    const [, baseUrl] = await running.waitFor(LISTENING);
    await running.waitFor(FIXTURES);
    expect(running.output()).toContain(
      `answers told in advance: POST ${baseUrl}/__mock/prefer; what it received: GET ${baseUrl}/__mock/requests`,
    );
    const [url] = [...running.output().matchAll(/^ {2}GET (\S+)$/gm)].map((m) => m[1]!);
    const path = new URL(url!).pathname;

    const queued = await fetch(`${baseUrl}/__mock/prefer`, { method: 'POST', body: JSON.stringify({ prefer: 'code=429', times: 2 }) });
    expect(queued.status).toBe(201);
    const answers = [await fetch(url!), await fetch(url!), await fetch(url!)];
    expect(answers.map((a) => a.status)).toEqual([429, 429, 200]);
    expect(answers[2]!.headers.get('x-cag-warnings'), '--prefer applies once the queue is spent').not.toBeNull();
    await running.waitFor(/ 200 \d+ ms {2}Prefer: answer=cag-warnings \(serve --prefer\)\n/);
    expect(running.output()).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} GET ${path} 429 \\d+ ms {2}Prefer: code=429 \\(queued, 1 of 2\\)$`, 'm'),
    );
    expect(running.output()).toContain('Prefer: code=429 (queued, 2 of 2)\n');
    expect(running.output(), 'the mock paths are not journaled').not.toMatch(/^\S+ POST \/__mock/m);

    running.child.kill('SIGTERM');
    const end = await running.exited;
    expect(end.code, `${end.stdout}\n${end.stderr}`).toBe(0);
    expect(end.stdout).toContain(`journal: 3 requests written to ${har} (HAR)\n`);
    const log = (JSON.parse(readFileSync(har, 'utf8')) as { log: { version: string; entries: Record<string, unknown>[] } }).log;
    expect(log.version).toBe('1.2');
    expect(
      log.entries.map((e) => [(e['request'] as { url: string }).url, (e['response'] as { status: number }).status, e['_applied']]),
    ).toEqual([
      [url, 429, 'Prefer: code=429 (queued, 1 of 2)'],
      [url, 429, 'Prefer: code=429 (queued, 2 of 2)'],
      [url, 200, 'Prefer: answer=cag-warnings (serve --prefer)'],
    ]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('with several key pairs and --v4: a line per key and its vendor, and each key signs as its vendor', async () => {
    const keys = [
      { accessKey: 'serve-own', secretKey: 'serve-own-secret-1' },
      { accessKey: 'serve-other', secretKey: 'serve-other-secret-2' },
    ];
    const running = serve(['--v4', '--quiet', ...keys.flatMap((key) => ['--access-key', key.accessKey, '--secret-key', key.secretKey])]);
    const [, baseUrl] = await running.waitFor(LISTENING);
    const [, , inquiryId, foreignInquiryId] = await running.waitFor(FIXTURES);
    expect(running.output()).toContain("requests must be signed (HMAC, one of 2 access keys); others get the gateway's 401\n");
    expect(running.output()).toMatch(new RegExp(`^ {2}access key serve-own: vendor \\S+, the inquiry ${inquiryId} is theirs$`, 'm'));
    expect(running.output()).toMatch(
      new RegExp(`^ {2}access key serve-other: vendor \\S+, the inquiry ${foreignInquiryId} is theirs$`, 'm'),
    );
    expect(running.output()).toContain('the v4 inquiry path is answered as the v5 one (--v4)\n');
    const path = `/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/${foreignInquiryId}`;
    const asOther = await fetch(baseUrl + path, { headers: { authorization: ceaAuthorization(keys[1]!, 'GET', path, new Date()) } });
    expect(asOther.status).toBe(200);
    running.child.kill('SIGTERM');
    const end = await running.exited;
    expect(end.code).toBe(0);
    for (const key of keys) expect(end.stdout + end.stderr).not.toContain(key.secretKey);
  });

  it('--quiet prints no line per request', async () => {
    const running = serve(['--quiet']);
    await running.waitFor(FIXTURES);
    const [url] = [...running.output().matchAll(/^ {2}GET (\S+)$/gm)].map((m) => m[1]!);
    expect((await fetch(url!)).status).toBe(200);
    running.child.kill('SIGTERM');
    const end = await running.exited;
    expect(end.code).toBe(0);
    expect(end.stdout).not.toMatch(/ GET \/v2\/\S+ 200 \d+ ms/);
  });

  it.for([
    [
      'a --prefer the mock does not take',
      ['--prefer', 'code=418'],
      'serve: --prefer code=418: code=418 is not one of 400, 401, 403, 404, 429, 500, 502, 503, 504',
    ],
    [
      'a --journal it cannot write',
      ['--journal', '/no-such-folder/journal.har'],
      'serve: --journal /no-such-folder/journal.har: cannot write it (ENOENT)',
    ],
  ] as const)('refuses %s before serving: exit 2 with one line', async ([, args, line]) => {
    const result = await cli(['serve', ...args]);
    expect(result.code, describeRun(result)).toBe(2);
    expect(result.stderr).toContain(line);
    expect(result.stdout).not.toContain('listening on');
  });

  it.for([
    ['a port beyond 65535', ['--port', '70000']],
    ['a port that is not a number', ['--port', 'http']],
    ['a negative seed', ['--seed', '-1']],
    ['an unknown flag', ['--verbose']],
    ['an access key without its secret', ['--access-key', 'k']],
    ['a secret without its access key', ['--secret-key', 's']],
    ['two access keys and one secret', ['--access-key', 'a', '--access-key', 'b', '--secret-key', 's']],
    ['a keys file that is not there', ['--keys', '/no-such-folder/keys.json']],
    ['a fault that does not exist', ['--fault', 'no-such-fault']],
  ] as const)('refuses %s: exit 2', async ([, args]) => {
    const result = await cli(['serve', ...args]);
    expect(result.code, describeRun(result)).toBe(2);
  });
});
