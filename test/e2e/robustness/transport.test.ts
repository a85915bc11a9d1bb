// A target that cannot be reached at all: refused, not resolved, TLS refused. The run ends
// within seconds with exit 2, every rule an `error` naming the reason, and the reports written.

import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildDataset, createReferenceHandler } from '../../../src/reference/index.js';
import { closedPort } from '../../support/cli/servers.js';
import { ensureBuilt } from '../../support/cli/run-cli.js';
import { cli, closeTargets, expectSaneRun, fixtureArgs, startTarget } from '../../support/robustness/harness.js';
import { createTestCertificates, hasOpenssl, type TestCertificates } from '../../support/tls/certificates.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

/** Hang guard for each run (a quiet one takes a few seconds); how fast is for the bench, not a test. */
const RUN = 60_000;

describe('the target cannot be reached at all', () => {
  it(
    'connection refused: exit 2, every rule "unreachable ... refused"',
    async () => {
      const port = await closedPort();
      const run = await cli(['--base-url', `http://127.0.0.1:${port}`, '--coupon-id', '1']);
      const report = expectSaneRun(run, 2);
      // Rules never going to be sent (no --inquiry-id, no --probe-writes) keep their own reason.
      for (const r of report.results.filter((result) => result.status !== 'skipped'))
        expect(r.message, r.rule).toMatch(/could not judge: target unreachable: .*connection refused/);
      expect(new Set(report.results.filter((r) => r.status === 'skipped').map((r) => r.message))).toEqual(
        new Set(['needs --inquiry-id', 'needs --foreign-inquiry-id', 'needs --probe-writes']),
      );
    },
    RUN,
  );

  it(
    'DNS failure (a name under .invalid never resolves): exit 2, "host name not resolved"',
    async () => {
      const run = await cli(['--base-url', 'http://no-such-host.invalid', '--coupon-id', '1']);
      const report = expectSaneRun(run, 2);
      expect(report.summary.reason).toMatch(
        /unreachable: GET http:\/\/no-such-host\.invalid\/: host name not resolved \((ENOTFOUND|EAI_AGAIN)\)/,
      );
    },
    RUN,
  );

  it(
    'https to a plain-http server: exit 2, one line that says to try http://, no OpenSSL text',
    async () => {
      const target = await startTarget();
      const run = await cli(['--base-url', target.baseUrl.replace('http:', 'https:'), ...fixtureArgs(target)]);
      const report = expectSaneRun(run, 2);
      expect(report.summary.reason).toMatch(
        /unreachable: .*the port speaks plain HTTP, not TLS: try http:\/\/ instead of https:\/\/ in --base-url/,
      );
      expect(run.result.stdout.match(/the port speaks plain HTTP/g)).toHaveLength(1);
      expect(run.result.stdout).not.toMatch(/SSL routines|ssl3_get_record|error:0A/);
    },
    RUN,
  );

  describe('TLS failure, an https server with a self-signed certificate', () => {
    let certificates: TestCertificates | undefined;
    let tls: { key: string; cert: string } | undefined;
    beforeAll(() => {
      if (!hasOpenssl()) return; // no openssl here: the plain-http case above still covers TLS failures
      certificates = createTestCertificates();
      tls = { key: certificates.pem('ca.key'), cert: certificates.pem('ca.pem') }; // the CA's own certificate is self-signed
    });
    afterAll(() => certificates?.remove());

    it(
      'is refused: exit 2, saying how to trust it (--ca-file)',
      async (context) => {
        if (!tls) context.skip();
        const server = createHttpsServer(tls!, createReferenceHandler(buildDataset()));
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
        try {
          const run = await cli(['--base-url', `https://127.0.0.1:${(server.address() as AddressInfo).port}`, '--coupon-id', '1']);
          const report = expectSaneRun(run, 2);
          expect(report.summary.reason).toMatch(
            /unreachable: .*not signed by a CA this machine trusts: .*--ca-file FILE .*\(DEPTH_ZERO_SELF_SIGNED_CERT\)/,
          );
        } finally {
          server.closeAllConnections();
          await new Promise((resolve) => server.close(resolve));
        }
      },
      RUN,
    );
  });
});
