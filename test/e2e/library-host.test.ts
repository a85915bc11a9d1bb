// The library leaves its host alone: run() never sets process.exitCode, never writes to stdout or
// stderr (it was given no stream), and leaves no signal listener, timer, socket, worker or environment
// variable behind, whether the target conforms, does not, or cannot be reached. A host program calls
// run() in its own process (test/support/library/host.mjs) and reports its state before and after.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyLimitTooHigh, closedPort, startServer, type TestServer } from '../support/cli/servers.js';
import { cleanEnv, ensureBuilt, PACKAGE_ROOT } from '../support/cli/run-cli.js';

const HOST = fileURLToPath(new URL('../support/library/host.mjs', import.meta.url));

interface HostState {
  exitCode: number | null;
  listeners: Record<string, number>;
  resources: string[];
  env: string[];
  written: number;
}
interface HostResult {
  target: string;
  verdict: string;
  before: HostState;
  after: HostState;
}

const servers: TestServer[] = [];
let results: HostResult[];

beforeAll(async () => {
  await ensureBuilt();
  const conforming = await startServer();
  const faulty = await startServer(dailyLimitTooHigh);
  servers.push(conforming, faulty);
  const fixtures = (s: TestServer) => [s.baseUrl, s.fixtures.couponId, s.fixtures.inquiryId, s.fixtures.foreignInquiryId].join(',');
  const targets = ['', fixtures(conforming), fixtures(faulty), `http://127.0.0.1:${await closedPort()},1,2,3`];
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(
      process.execPath,
      [HOST, ...targets],
      { cwd: PACKAGE_ROOT, env: cleanEnv(), timeout: 120_000, maxBuffer: 1 << 20 },
      (error, out, err) => (error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out)),
    ),
  );
  results = JSON.parse(stdout.trim().split('\n').at(-1)!) as HostResult[];
}, 180_000);
afterAll(async () => Promise.all(servers.map((s) => s.close())));

describe('run() in a host process', () => {
  it('judged the four targets as they are', () => {
    expect(results.map((r) => r.verdict)).toEqual(['conformant', 'conformant', 'non-conformant', 'inconclusive']);
  });

  it.each(['embedded reference', 'conforming', 'non-conforming', 'unreachable'].map((name, index) => [name, index] as const))(
    '%s: exitCode, listeners, active resources, environment and the host streams are as they were',
    (_name, index) => {
      const { before, after } = results[index]!;
      expect(after.exitCode).toBe(before.exitCode);
      expect(after.listeners).toEqual(before.listeners);
      expect(after.resources).toEqual(before.resources);
      expect(after.env).toEqual(before.env);
      expect(after.written, 'nothing written to stdout or stderr').toBe(before.written);
    },
  );
});
