// `serve --tls` and `proxy --tls`: a certificate made on start for the listening names, whose CA file the
// command prints; undici trusts it with that CA alone, HTTP/2 is spoken to a client that asks for it, and
// HTTP/1.1 to one that does not. `--tls-cert`/`--tls-key` take a certificate of the user's.
import { readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { join } from 'node:path';
import { Agent, fetch } from 'undici';
import { beforeAll, describe, expect, it } from 'vitest';
import { listeningNames, makeCertificate } from '../../../src/http/made-certificate.js';
import { CATEGORIES, COUPON, pathFor } from '../../../src/operations.js';
import type { ConformanceReport } from '../../../src/types/report.js';
import { makeTempDir } from '../../support/cli/run-cli.js';
import { cli, ensureBuilt, startedInThisFile } from '../../support/cli/spawn.js';

beforeAll(async () => {
  await ensureBuilt();
}, 180_000);

const command = startedInThisFile();

const CA_FILE = /trust its CA: (\S+)/;
const V4_INQUIRY = '/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/932522466';

/** The status, and the protocol the server answered in, of a GET over HTTP/2 with node:http2. */
function http2Get(origin: string, path: string, ca: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    let body = '';
    let status = 0;
    stream.on('response', (headers) => (status = Number(headers[':status'])));
    stream.on('data', (chunk: Buffer) => (body += chunk.toString()));
    stream.on('end', () => {
      session.close();
      resolve({ status, body });
    });
    stream.on('error', reject);
  });
}

describe('serve --tls', () => {
  it('prints the CA file; undici trusts it (HTTP/1.1 and HTTP/2), node:http2 speaks HTTP/2, and the file goes at the stop', async () => {
    const running = command(['serve', '--tls', '--port', '0']);
    const [, baseUrl] = await running.waitFor(/listening on (https:\/\/\S+)\n/);
    const [, caFile] = await running.waitFor(CA_FILE);
    expect(running.output()).toContain(`--ca-file ${caFile}`);
    const ca = readFileSync(caFile!, 'utf8');
    const url = baseUrl! + pathFor(COUPON, '1');

    const plain = await fetch(url, { dispatcher: new Agent({ connect: { ca } }) });
    expect(plain.status, 'an unknown coupon, over HTTP/1.1').toBe(404);
    const h2 = await fetch(url, { dispatcher: new Agent({ connect: { ca }, allowH2: true }), headers: { prefer: 'code=503' } });
    expect(h2.status).toBe(503);
    await expect(fetch(url), 'not trusted without the CA').rejects.toThrow();
    const overHttp2 = await http2Get(baseUrl!, CATEGORIES.path, ca);
    expect(overHttp2.status).toBe(200);
    expect(JSON.parse(overHttp2.body)).toMatchObject({ code: 'SUCCESS' });

    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);
    expect(() => readFileSync(caFile!), 'the CA file of the stopped server').toThrow();
  });

  it("serves a certificate of the user's with --tls-cert and --tls-key, and refuses a key of another certificate", async () => {
    const { dir, cleanup } = await makeTempDir();
    try {
      const [mine, other] = await Promise.all([makeCertificate(listeningNames('127.0.0.1')), makeCertificate(['localhost'])]);
      writeFileSync(join(dir, 'cert.pem'), mine.cert);
      writeFileSync(join(dir, 'key.pem'), mine.key);
      writeFileSync(join(dir, 'other-key.pem'), other.key);
      const refused = await cli(['serve', '--tls-cert', join(dir, 'cert.pem'), '--tls-key', join(dir, 'other-key.pem')]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/--tls-key .*other-key\.pem: the private key does not belong to the certificate/);
      const both = await cli(['serve', '--tls', '--tls-cert', join(dir, 'cert.pem'), '--tls-key', join(dir, 'key.pem')]);
      expect([both.code, both.stderr]).toEqual([2, expect.stringContaining('--tls makes its own certificate')]);

      const running = command(['serve', '--tls-cert', join(dir, 'cert.pem'), '--tls-key', join(dir, 'key.pem')]);
      const [, baseUrl] = await running.waitFor(/listening on (https:\/\/\S+)\n/);
      const answer = await fetch(baseUrl! + CATEGORIES.path, { dispatcher: new Agent({ connect: { ca: mine.ca } }) });
      expect(answer.status).toBe(200);
      running.child.kill('SIGTERM');
      await running.exited;
    } finally {
      await cleanup();
    }
  });
});

describe('serve --tls-fault', () => {
  it('serves a certificate a client trusting the printed CA refuses, says so, and refuses a kind it does not know', async () => {
    const running = command(['serve', '--tls-fault', 'expired']);
    const [, baseUrl] = await running.waitFor(/listening on (https:\/\/\S+)\n/);
    const [, caFile] = await running.waitFor(CA_FILE);
    expect(running.output()).toContain(
      'the certificate is faulty on purpose (--tls-fault expired: it expired yesterday): a client must refuse it',
    );
    const refused = await fetch(baseUrl! + CATEGORIES.path, {
      dispatcher: new Agent({ connect: { ca: readFileSync(caFile!, 'utf8') } }),
    }).catch((error: Error & { cause?: { code?: string } }) => error.cause?.code);
    expect(refused).toBe('CERT_HAS_EXPIRED');
    running.child.kill('SIGTERM');
    expect((await running.exited).code).toBe(0);

    const unknown = await cli(['serve', '--tls-fault', 'revoked']);
    expect([unknown.code, unknown.stderr]).toEqual([
      2,
      expect.stringContaining('serve: --tls-fault revoked: expected one of expired, wrong-name, unknown-ca'),
    ]);
  });
});

describe('proxy --tls', () => {
  it('takes HTTPS from the client, HTTP/2 included, forwards to a plain target, and lists the other requests', async () => {
    const target = command(['serve', '--port', '0']);
    const [, targetUrl] = await target.waitFor(/listening on (http:\/\/\S+)\n/);
    const { dir, cleanup } = await makeTempDir();
    try {
      const proxy = command(['proxy', '--tls', '--target', targetUrl!, '--port', '0', '--report-dir', dir]);
      const [, proxyUrl] = await proxy.waitFor(/listening on (https:\/\/\S+),/);
      const [, caFile] = await proxy.waitFor(CA_FILE);
      const ca = readFileSync(caFile!, 'utf8');
      const overHttp2 = await http2Get(proxyUrl!, pathFor(COUPON, '1'), ca);
      expect(overHttp2.status).toBe(404);
      expect(JSON.parse(overHttp2.body)).toMatchObject({ code: 404 });
      const overHttp1 = await fetch(proxyUrl! + CATEGORIES.path, { dispatcher: new Agent({ connect: { ca } }) });
      expect(overHttp1.status).toBe(200);
      await overHttp1.text();
      const client = new Agent({ connect: { ca } });
      for (const path of [`${CATEGORIES.path}/77834`, `${CATEGORIES.path}/62588?x=1`, V4_INQUIRY])
        await (await fetch(proxyUrl! + path, { dispatcher: client })).text();
      proxy.child.kill('SIGTERM');
      const end = await proxy.exited;
      expect(end.stdout).toMatch(/proxy: 2 exchanges of the three operations judged, .*, 3 other requests \(none of the three/);
      expect(end.stdout).toContain(`  other: GET ${CATEGORIES.path}/{id} ×2\n`);
      expect(end.stdout).toMatch(
        / {2}other: GET \/v2\/providers\/openapi\/apis\/api\/v4\/vendors\/\{id\}\/callCenterInquiries\/\{id\} ×1: the v4 inquiry path/,
      );
      const report = JSON.parse(readFileSync(join(dir, 'conformance.json'), 'utf8')) as ConformanceReport;
      expect(report.otherRequests?.map((shape) => [shape.path, shape.count])).toEqual([
        [`${CATEGORIES.path}/{id}`, 2],
        ['/v2/providers/openapi/apis/api/v4/vendors/{id}/callCenterInquiries/{id}', 1],
      ]);
    } finally {
      await cleanup();
      target.child.kill('SIGTERM');
    }
  });
});
