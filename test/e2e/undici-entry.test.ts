// The suites' thread sends every request of a run with src/http/client.ts, and should not load undici's
// entry for it: that loads all of undici (fetch, WebSocket, mocks, caches) and Node's bundled undici, about
// 50 ms of CPU before the first request (src/http/undici-parts.ts). Checked in a fresh process, where nothing
// else has loaded it.
import { execFile } from 'node:child_process';
import { expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../support/cli/run-cli.js';

const SCRIPT = `
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
const { createHttpClient } = await import('./dist/http/index.js');
const server = createServer((_req, res) => res.end('{}')).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const client = createHttpClient({
  baseUrl: 'http://127.0.0.1:' + server.address().port,
  timeoutMs: 5000, maxBodyBytes: 1 << 20, headers: {}, ratePerSecond: null, maxRetriesOn429: 3, secrets: [],
});
const exchange = await client.send({ method: 'GET', path: '/' });
await client.close();
server.close();
const entry = createRequire(import.meta.url).resolve('undici');
console.log(JSON.stringify({ status: exchange.response.status, entryLoaded: entry in createRequire(import.meta.url).cache }));
`;

it("sends a request without loading undici's entry", async () => {
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ['--input-type=module', '-e', SCRIPT], { cwd: PACKAGE_ROOT, timeout: 30_000 }, (error, out, err) =>
      error ? reject(new Error(`${error.message}\n${err}`)) : resolve(out),
    ),
  );
  expect(JSON.parse(stdout)).toEqual({ status: 200, entryLoaded: false });
});
