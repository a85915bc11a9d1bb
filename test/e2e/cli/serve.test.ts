// `serve` through the built CLI: it prints where it listens and its fixtures, answers like the
// reference, and ends cleanly (exit 0) on SIGINT or SIGTERM.
import { createServer } from 'node:net';
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

  it.for([
    ['a port beyond 65535', ['--port', '70000']],
    ['a port that is not a number', ['--port', 'http']],
    ['a negative seed', ['--seed', '-1']],
    ['an unknown flag', ['--verbose']],
    ['an access key without its secret', ['--access-key', 'k']],
    ['a secret without its access key', ['--secret-key', 's']],
    ['a fault that does not exist', ['--fault', 'no-such-fault']],
  ] as const)('refuses %s: exit 2', async ([, args]) => {
    const result = await cli(['serve', ...args]);
    expect(result.code, describeRun(result)).toBe(2);
  });
});
