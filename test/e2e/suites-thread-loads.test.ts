// What the suites' thread loads before its first request is on a run's critical path (docs/performance.md,
// "Where a run's time goes"): neither undici's entry (it loads all of undici, fetch, WebSocket, mocks and
// Node's bundled undici with it; src/http/undici-parts.ts) nor vitest's (chai, expect, snapshots, spies,
// vite's module runner; src/suites/support.ts), nor fast-check before a property runs. Checked in fresh
// processes, where nothing else loaded them.
import { execFile } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../support/cli/run-cli.js';

/** Runs an ES module script in a fresh node at the package root; its stdout, parsed. */
const inFreshNode = (script: string) =>
  new Promise<unknown>((resolve, reject) =>
    execFile(process.execPath, ['--input-type=module', '-e', script], { cwd: PACKAGE_ROOT, timeout: 30_000 }, (error, out, err) =>
      error ? reject(new Error(`${error.message}\n${err}`)) : resolve(JSON.parse(out)),
    ),
  );

describe("the suites' thread", () => {
  it("sends a request without loading undici's entry", async () => {
    const script = `
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
      const require = createRequire(import.meta.url);
      console.log(JSON.stringify({ status: exchange.response.status, entryLoaded: require.resolve('undici') in require.cache }));
    `;
    expect(await inFreshNode(script)).toEqual({ status: 200, entryLoaded: false });
  });

  it("loads the suites' support without vitest's entry", async () => {
    // vitest's entry loads @vitest/expect, which keeps its matchers on globalThis under this symbol.
    const script = `
      const matchers = Symbol.for('$$jest-matchers-object');
      const { conformanceSuite } = await import('./dist/suites/support.js');
      const before = matchers in globalThis;
      await import('vitest');
      console.log(JSON.stringify({ support: typeof conformanceSuite, expectBefore: before, expectAfterVitest: matchers in globalThis }));
    `;
    expect(await inFreshNode(script)).toEqual({ support: 'function', expectBefore: false, expectAfterVitest: true });
  });

  it("loads the suites' support and the cases without fast-check, which comes with the first property", async () => {
    // A resolve hook (run on the loader's thread) reports every module it resolves.
    const hook = `let port; export function initialize(data) { port = data.port; }
      export async function resolve(specifier, context, next) { const resolved = await next(specifier, context); port.postMessage(resolved.url); return resolved; }`;
    const script = `
      import { register } from 'node:module';
      import { MessageChannel } from 'node:worker_threads';
      const { port1, port2 } = new MessageChannel();
      const resolved = [];
      port1.on('message', (url) => resolved.push(url));
      register('data:text/javascript,' + encodeURIComponent(${JSON.stringify(hook)}), { data: { port: port2 }, transferList: [port2] });
      const loaded = async () => { await new Promise((resolve) => setTimeout(resolve, 100)); return resolved.some((url) => url.includes('/fast-check/')); };
      const { conformanceSuite } = await import('./dist/suites/support.js');
      await import('./dist/cases/index.js');
      const before = await loaded();
      const { ALL_CASES } = await import('./dist/cases/index.js');
      await ALL_CASES.find((c) => c.kind === 'property').arbitrary({});
      console.log(JSON.stringify({ support: typeof conformanceSuite, fastCheckBefore: before, fastCheckAfterProperty: await loaded() }));
      port1.close();
    `;
    expect(await inFreshNode(script)).toEqual({ support: 'function', fastCheckBefore: false, fastCheckAfterProperty: true });
  });
});
