// The proxy command's thread (src/proxy/proxy-thread.ts, running the built dist/proxy/proxy-worker.js): it
// listens, passes on each line its judge says, and when stopped hands back the record and the counts; a
// port it cannot have is a refusal with its code.
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUPON, pathFor } from '../../../src/operations.js';
import { startProxyThread, type ProxyThreadOptions } from '../../../src/proxy/proxy-thread.js';
import { startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';

let reference: ReferenceServer;
beforeAll(async () => {
  reference = await startReferenceServer();
});
afterAll(() => reference?.close());

const FAKE = fileURLToPath(new URL('../../support/proxy/fake-proxy-worker.mjs', import.meta.url));
/** The proxy's thread, its entry a stand-in that does `act`. */
const fakeThread = (act: string) => startProxyThread({ act } as unknown as ProxyThreadOptions, () => undefined, FAKE);

const optionsTo = (target: string, port = 0): ProxyThreadOptions => ({
  target,
  host: '127.0.0.1',
  port,
  maxBodyBytes: 1 << 20,
  strict: false,
});

describe("the proxy's thread", () => {
  it('forwards and judges, says each line the judge says, and hands back the record and counts when stopped', async () => {
    const said: string[] = [];
    const thread = await startProxyThread(optionsTo(reference.baseUrl), (text) => said.push(text));
    expect(thread.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const found = await fetch(thread.url + pathFor(COUPON, reference.fixtures.couponId));
    expect(found.status).toBe(200);
    await found.text();
    // An answer the client asked for is said, not judged.
    await (await fetch(thread.url + pathFor(COUPON, reference.fixtures.couponId), { headers: { prefer: 'code=500' } })).text();
    const { record, counts } = await thread.stop();
    expect(counts).toMatchObject({ judged: 1, askedFor: 1 });
    expect(said).toEqual([expect.stringMatching(/^NOT JUDGED GET \S+ → 500: the client asked for this answer/) as string]);
    expect(record.report.results.find((result) => result.rule === 'coupon.dates.format')?.status).toBe('passed');
    await expect(fetch(thread.url)).rejects.toThrow();
    // A thread stopped when asked did not fail.
    const after = await Promise.race([
      thread.failed.then(() => 'failed'),
      new Promise((resolve) => setTimeout(resolve, 100, 'not failed')),
    ]);
    expect(after).toBe('not failed');
  });

  it('refuses a port that is taken, with its code', async () => {
    const blocker = createServer().listen(0, '127.0.0.1');
    await once(blocker, 'listening');
    const { port } = blocker.address() as { port: number };
    try {
      await expect(startProxyThread(optionsTo(reference.baseUrl, port), () => undefined)).rejects.toMatchObject({
        message: 'EADDRINUSE',
        code: 'EADDRINUSE',
      });
    } finally {
      blocker.close();
    }
  });
});

describe("a proxy's thread that fails", () => {
  it('before it listens: the start says so, with its exit code', async () => {
    await expect(fakeThread('exitAtOnce')).rejects.toThrow("the proxy's thread failed: it ended (exit code 4)");
  });

  it('while it runs: `failed` says why', async () => {
    const thread = await fakeThread('throwAfterListening');
    expect(thread.url).toBe('http://127.0.0.1:1');
    const failure = await thread.failed;
    expect(failure.message).toBe("the proxy's thread failed: out of memory, say");
  });

  it('as it stops: the stop says so', async () => {
    const thread = await fakeThread('exitOnStop');
    await expect(thread.stop()).rejects.toThrow("the proxy's thread failed: it ended (exit code 5)");
    expect((await thread.failed).message).toBe("the proxy's thread failed: it ended (exit code 5)");
  });

  it('that ends once it has answered stop has not failed', async () => {
    const thread = await fakeThread('exitAfterAnsweringStop');
    await expect(thread.stop()).resolves.toEqual({ record: {}, counts: {} });
    const after = await Promise.race([
      thread.failed.then(() => 'failed'),
      new Promise((resolve) => setTimeout(resolve, 100, 'not failed')),
    ]);
    expect(after).toBe('not failed');
  });

  it('by answering stop with something else: the stop says what it answered', async () => {
    const thread = await fakeThread('answerStopWrongly');
    await expect(thread.stop()).rejects.toThrow("the proxy's thread answered listening to stop");
  });
});
