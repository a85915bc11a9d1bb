// Local servers and clients for the client-level robustness tests, closed after each test.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import { createHttpClient, type HttpClient, type HttpClientOptions } from '../../../src/http/index.js';

export interface Seen {
  /** When it arrived (performance.now()), for spacing checks. */
  at: number;
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
}

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** A server on 127.0.0.1:0 that records every request it gets; `respond` is told how many it has seen. */
export async function localServer(
  respond: (req: IncomingMessage, res: ServerResponse, count: number) => void,
): Promise<{ origin: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const listening = createServer((req, res) => {
    seen.push({ at: performance.now(), method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    respond(req, res, seen.length);
  });
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        listening.closeAllConnections();
        listening.close(() => resolve());
      }),
  );
  return { origin: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, seen };
}

/** The harness's client with test-sized limits. */
export function localClient(options: Partial<HttpClientOptions> & { baseUrl: string }): HttpClient {
  const created = createHttpClient({
    timeoutMs: 5_000,
    maxBodyBytes: 1 << 20,
    headers: {},
    ratePerSecond: null,
    maxRetriesOn429: 3,
    secrets: [],
    ...options,
  });
  cleanups.push(() => created.close());
  return created;
}
