// The time bounds the documents promise a user, measured here rather than in a test (a busy machine
// moves them; the tests assert what happened): an unreachable target says so within seconds
// (docs/robustness.md), an operation that never answers ends the run within 2 x --timeout + 5 s, and a
// default run against a remote target at 5 requests/s ends in under 30 s (docs/cli.md). One run each: the
// remote run alone takes about 25 s.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { COUPON } from '../../src/operations.js';
import { buildDataset, createReferenceHandler } from '../../src/reference/index.js';
import { runCommand, type CommandRun } from './measure.js';

/** --timeout of the stalled run: small, so that the bound (2 x it + 5 s) is mostly the run's own time. */
export const STALLED_TIMEOUT_MS = 600;

/** The reference on `host`, with the coupon lookups never answered when `stallCoupons`. */
async function reference(host: string, stallCoupons: boolean): Promise<{ server: Server; baseUrl: string; fixtureArgs: string[] }> {
  const dataset = buildDataset();
  const handler = createReferenceHandler(dataset);
  const server = createServer((req, res) => {
    if (stallCoupons && req.url?.startsWith(COUPON.path)) return; // never answered
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  const { couponId, inquiryId, foreignInquiryId } = dataset.fixtures;
  const fixtureArgs = ['--coupon-id', couponId, '--inquiry-id', inquiryId, '--foreign-inquiry-id', foreignInquiryId];
  return { server, baseUrl: `http://${host}:${port}`, fixtureArgs };
}

const close = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

function expectExit(run: CommandRun, code: number, what: string): number {
  if (run.code !== code) throw new Error(`${what} exited ${run.code}, not ${code}:\n${run.stdout.slice(-2000)}\n${run.stderr}`);
  return Math.round(run.ms);
}

export async function measureDocumentedBounds(bin: string) {
  const cli = (args: string[]) => runCommand(process.execPath, [bin, 'run', ...args]);

  // A port just freed: the connection is refused.
  const freed = await reference('127.0.0.1', false);
  await close(freed.server);
  const unreachableMs = expectExit(await cli(['--base-url', freed.baseUrl]), 2, 'the unreachable run');

  const stalled = await reference('127.0.0.1', true);
  let stalledRunMs: number;
  try {
    const args = ['--base-url', stalled.baseUrl, ...stalled.fixtureArgs, '--timeout', String(STALLED_TIMEOUT_MS)];
    stalledRunMs = expectExit(await cli(args), 2, 'the stalled run');
  } finally {
    await close(stalled.server);
  }

  // On loopback, seen as remote (--remote): its defaults, 5 requests/s and at most 120 requests.
  const remote = await reference('127.0.0.1', false);
  let remoteRunMs: number;
  try {
    remoteRunMs = expectExit(await cli(['--base-url', remote.baseUrl, ...remote.fixtureArgs, '--remote']), 0, 'the remote run');
  } finally {
    await close(remote.server);
  }
  return { unreachableMs, stalledRunMs, remoteRunMs };
}
