// TLS as real deployments need it, through the real CLI, with certificates the test creates: a private
// CA trusted with --ca-file (or SAC_CA_FILE, or the config key), and each way TLS can fail named in words
// with the option that fixes it; mutual TLS with --client-cert and --client-key; bad TLS files refused as
// usage errors before the first request. And HTTP/2 spoken alone, named as such.
import { writeFileSync } from 'node:fs';
import { createSecureServer, createServer as createH2cServer } from 'node:http2';
import { createServer as createHttpsServer, type ServerOptions } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDataset, createReferenceHandler } from '../../../src/reference/index.js';
import { ensureBuilt, runCli } from '../../support/cli/run-cli.js';
import { cli, expectSaneRun, fixtureArgs } from '../../support/robustness/harness.js';
import { createTestCertificates, hasOpenssl, type TestCertificates } from '../../support/tls/certificates.js';

const RUN = 60_000;
/** Certificates are made with openssl: without it these tests are skipped, and say so. */
const OPENSSL = hasOpenssl();
const dataset = buildDataset();
const target = { fixtures: dataset.fixtures };
let certificates: TestCertificates;
const servers: Server[] = [];

beforeAll(async () => {
  await ensureBuilt();
  if (OPENSSL) certificates = createTestCertificates();
}, 180_000);
afterAll(async () => {
  for (const server of servers.splice(0)) {
    (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
  }
  certificates?.remove();
});

async function listening(server: Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** The reference over https with the given certificate (and, for mutual TLS, the client CA it requires). */
async function httpsReference(cert: 'server.pem' | 'other-name.pem' | 'expired.pem', extra: ServerOptions = {}): Promise<number> {
  const options = { key: certificates.pem('server.key'), cert: certificates.pem(cert), ...extra };
  return listening(createHttpsServer(options, createReferenceHandler(dataset)));
}

const requireClientCertificate = () => ({ requestCert: true, rejectUnauthorized: true, ca: certificates.pem('ca.pem') });
const run = (port: number, ...more: string[]) =>
  cli(['--base-url', `https://localhost:${port}`, ...fixtureArgs(target), '--num-runs', '2', ...more]);

describe.skipIf(!OPENSSL)('TLS with certificates the test creates', () => {
  it(
    'a private CA trusted with --ca-file: conformant (exit 0)',
    async () => {
      const port = await httpsReference('server.pem');
      expectSaneRun(await run(port, '--ca-file', certificates.path('ca.pem')), 0);
    },
    RUN,
  );

  it(
    'the same CA given by SAC_CA_FILE and by the config key caFile',
    async () => {
      const port = await httpsReference('server.pem');
      expectSaneRun(await run(port), 2); // not trusted without it
      expectSaneRun(
        await cli(['--base-url', `https://localhost:${port}`, ...fixtureArgs(target), '--num-runs', '2'], {
          env: { SAC_CA_FILE: certificates.path('ca.pem') },
        }),
        0,
      );
      const config = join(certificates.dir, 'config.json');
      writeFileSync(config, JSON.stringify({ caFile: certificates.path('ca.pem') }));
      expectSaneRun(await run(port, '--config', config), 0);
    },
    RUN,
  );

  it(
    'not trusted: exit 2, saying how to trust it, with no OpenSSL text',
    async () => {
      const port = await httpsReference('server.pem');
      const result = await run(port);
      const report = expectSaneRun(result, 2);
      expect(report.summary.reason).toMatch(
        /not signed by a CA this machine trusts: if a private CA signs it, give that CA's certificate with --ca-file FILE/,
      );
      expect(result.result.stdout).not.toMatch(/SSL routines|error:0A/);
    },
    RUN,
  );

  it(
    'expired: exit 2, "has expired"',
    async () => {
      const port = await httpsReference('expired.pem');
      const report = expectSaneRun(await run(port, '--ca-file', certificates.path('ca.pem')), 2);
      expect(report.summary.reason).toMatch(/the server's certificate has expired/);
    },
    RUN,
  );

  it(
    'a certificate for other names: exit 2, listing the names it is for',
    async () => {
      const port = await httpsReference('other-name.pem');
      const report = expectSaneRun(await run(port, '--ca-file', certificates.path('ca.pem')), 2);
      expect(report.summary.reason).toMatch(
        /certificate is for api\.example\.test, www\.example\.test, not for localhost: use one of those names in --base-url/,
      );
    },
    RUN,
  );

  it(
    'a client certificate required and not given: exit 2, saying so',
    async () => {
      const port = await httpsReference('server.pem', requireClientCertificate());
      const report = expectSaneRun(await run(port, '--ca-file', certificates.path('ca.pem')), 2);
      expect(report.summary.reason).toMatch(
        /the server asks for a client certificate \(mutual TLS\): give it with --client-cert FILE and --client-key FILE/,
      );
    },
    RUN,
  );

  it(
    'a client certificate required and given (--client-cert and --client-key, or one file holding both): exit 0',
    async () => {
      const port = await httpsReference('server.pem', requireClientCertificate());
      const ca = ['--ca-file', certificates.path('ca.pem')];
      expectSaneRun(
        await run(port, ...ca, '--client-cert', certificates.path('client.pem'), '--client-key', certificates.path('client.key')),
        0,
      );
      expectSaneRun(await run(port, ...ca, '--client-cert', certificates.path('client-with-key.pem')), 0);
    },
    RUN,
  );
});

describe.skipIf(!OPENSSL)('TLS files are checked before the first request', () => {
  it.each([
    [
      'a file that does not exist',
      () => ['--ca-file', join(certificates.dir, 'missing.pem')],
      /: --ca-file .*missing\.pem: no such file$/m,
    ],
    [
      'a CA file that is not PEM',
      () => ['--ca-file', certificates.path('server.key')],
      /: --ca-file .*server\.key: no PEM certificate in it/m,
    ],
    [
      "a key that is not the certificate's",
      () => ['--client-cert', certificates.path('client.pem'), '--client-key', certificates.path('server.key')],
      /the private key does not belong to the certificate/,
    ],
    ['a key without its certificate', () => ['--client-key', certificates.path('client.key')], /--client-key needs --client-cert/],
    [
      'a certificate without a key',
      () => ['--client-cert', certificates.path('client.pem')],
      /--client-cert .*client\.pem: no PEM private key in it/,
    ],
  ])('%s: exit 2, a usage error naming the option and the file, nothing sent', async (_name, args, message) => {
    const result = await runCli(['run', '--base-url', 'https://localhost:9', '--coupon-id', '1', ...args(), '--plan']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/^\s+at /m);
  });

  it('names the environment variable when the file came from there', async () => {
    const result = await runCli(['run', '--plan'], { env: { SAC_CLIENT_CERT: join(certificates.dir, 'missing.pem') } });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/SAC_CLIENT_CERT .*missing\.pem: no such file/);
  });
});

describe('HTTP/2 alone, named as such', () => {
  it.skipIf(!OPENSSL)(
    'a TLS server that offers only h2 by ALPN',
    async () => {
      const port = await listening(
        createSecureServer({ key: certificates.pem('server.key'), cert: certificates.pem('server.pem'), allowHTTP1: false }),
      );
      const report = expectSaneRun(await run(port, '--ca-file', certificates.path('ca.pem')), 2);
      expect(report.summary.reason).toMatch(
        /the server speaks only HTTP\/2 \(it offers no HTTP\/1\.1 by ALPN\); the harness speaks HTTP\/1\.1/,
      );
    },
    RUN,
  );

  it(
    'HTTP/2 frames on a cleartext port (h2c)',
    async () => {
      const port = await listening(createH2cServer());
      const report = expectSaneRun(await cli(['--base-url', `http://127.0.0.1:${port}`, ...fixtureArgs(target), '--num-runs', '2']), 2);
      expect(report.summary.reason).toMatch(
        /the server speaks only HTTP\/2 \(it answered with HTTP\/2 frames, h2c\); the harness speaks HTTP\/1\.1/,
      );
    },
    RUN,
  );
});
