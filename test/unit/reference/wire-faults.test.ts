// The network's faults on demand: a client's own HTTP stack must decode the gzip it is given, fail on an empty
// reply and on a body cut short of its Content-Length, and wait for one dribbled out.
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { COUPON, pathFor } from '../../../src/operations.js';
import { startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';
import { DRIBBLE } from '../../../src/reference/wire-faults.js';

/** The time between two dribbled pieces here (25 ms by default: test/unit/reference/timings.test.ts). */
const DRIBBLE_EVERY_MS = 5;

let server: ReferenceServer;
beforeAll(async () => {
  server = await startReferenceServer({ timings: { dribbleEveryMs: DRIBBLE_EVERY_MS } });
});
afterAll(() => server.close());

const path = () => pathFor(COUPON, server.fixtures.couponId);

/** What a plain client reads: the status, headers, the body's raw bytes in the pieces they came in, or the error. */
function raw(
  prefer: string,
  method = 'GET',
): Promise<{ status: number; headers: Record<string, unknown>; pieces: Buffer[]; error?: string }> {
  return new Promise((resolve) => {
    const req = request(server.baseUrl + path(), { method, headers: { prefer }, agent: false });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: 0, headers: {}, pieces: [], error: error.code ?? error.message }));
    req.on('response', (answer) => {
      const pieces: Buffer[] = [];
      answer.on('data', (piece: Buffer) => pieces.push(piece));
      answer.on('end', () => resolve({ status: answer.statusCode!, headers: answer.headers, pieces }));
      answer.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ status: answer.statusCode!, headers: answer.headers, pieces, error: error.code ?? error.message }),
      );
    });
    req.end();
  });
}

describe('the network faults of Prefer: answer=', () => {
  it('gzip: the usual answer gzip-encoded, Content-Encoding and Content-Length honest; fetch decodes it', async () => {
    const usual = await (await fetch(server.baseUrl + path())).text();
    const encoded = await raw('answer=gzip');
    const bytes = Buffer.concat(encoded.pieces);
    expect([encoded.status, encoded.headers['content-encoding'], encoded.headers['content-length']]).toEqual([
      200,
      'gzip',
      String(bytes.length),
    ]);
    expect(gunzipSync(bytes).toString('utf8')).toBe(usual);
    expect(await (await fetch(server.baseUrl + path(), { headers: { prefer: 'answer=gzip' } })).text()).toBe(usual);
    expect(Buffer.concat((await raw('code=404, answer=gzip')).pieces)[0], 'any answer, the 404 too').toBe(0x1f);
  });

  it('empty: the connection closes before any byte', async () => {
    expect(await raw('answer=empty')).toMatchObject({ status: 0, error: 'ECONNRESET' });
    await expect(fetch(server.baseUrl + path(), { headers: { prefer: 'answer=empty' } })).rejects.toThrow();
  });

  it('cut: the headers and half the body, then the connection closes, short of its Content-Length', async () => {
    const usual = Buffer.from(await (await fetch(server.baseUrl + path())).text());
    const cut = await raw('answer=cut');
    expect(cut.status).toBe(200);
    expect(cut.headers['content-length']).toBe(String(usual.length));
    expect(Buffer.concat(cut.pieces)).toEqual(usual.subarray(0, Math.floor(usual.length / 2)));
    expect(cut.error).toBeDefined();
    const answer = await fetch(server.baseUrl + path(), { headers: { prefer: 'answer=cut' } });
    await expect(answer.text()).rejects.toThrow();
  });

  it("dribble: the whole body, in small pieces, each the server's dribbleEveryMs apart", async () => {
    const usual = Buffer.from(await (await fetch(server.baseUrl + path())).text());
    server.mock.clearRequests();
    const dribbled = await raw('answer=dribble');
    expect(Buffer.concat(dribbled.pieces)).toEqual(usual);
    // How the pieces arrive is the client's machine's (a busy one reads them at once): the server's time is the proof.
    expect(server.mock.requests()[0]!.ms).toBeGreaterThanOrEqual(DRIBBLE_EVERY_MS * (DRIBBLE.pieces - 2));
  });

  it('a HEAD request gets its headers as usual; two ways of sending at once are the mock 400', async () => {
    const head = await raw('answer=cut', 'HEAD');
    expect([head.status, head.error, Buffer.concat(head.pieces).length]).toEqual([200, undefined, 0]);
    const both = await fetch(server.baseUrl + path(), { headers: { prefer: 'answer=gzip, answer=cut' } });
    expect([both.status, await both.text()]).toEqual([
      400,
      expect.stringContaining('answer=gzip and answer=cut at once: ask for one way of sending per request') as unknown,
    ]);
  });
});
