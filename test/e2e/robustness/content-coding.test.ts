// A server may compress any answer when the request has no Accept-Encoding, and gateways do: the body
// is decoded before it is judged, the cap applies to the decoded size, an unknown coding is a failure
// naming it, and the HAR keeps the decoded text and both sizes. Real CLI, real local servers.
import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createReferenceHandler, buildDataset } from '../../../src/reference/index.js';
import { ensureBuilt, makeReportDir, runCli } from '../../support/cli/run-cli.js';
import {
  CATEGORIES,
  cli,
  closeTargets,
  COUPON,
  expectAllErrors,
  expectJudged,
  expectSaneRun,
  on,
  readRun,
  resultOf,
  startTarget,
  targetArgs,
} from '../../support/robustness/harness.js';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

// Fast settings: the test server compresses every answer of whole runs, and brotli's default quality
// (11) would spend seconds of CPU on it; the decoder reads any quality the same way.
const fastGzip = (body: Buffer) => gzipSync(body, { level: 1 });
const ENCODERS: Record<string, (body: Buffer) => Buffer> = {
  gzip: fastGzip,
  'x-gzip': fastGzip,
  deflate: (body) => deflateSync(body, { level: 1 }),
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
};

/** Every answer of the reference, compressed with `coding` (the reference's own body, re-encoded). */
function compressingWith(coding: string, encode: (body: Buffer) => Buffer) {
  const reference = createReferenceHandler(buildDataset());
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    const chunks: Buffer[] = [];
    // A response that keeps what the reference writes: an emitter, as the handler listens for its close.
    const capture = Object.assign(new EventEmitter(), {
      writeHead(status: number, headers: Record<string, string>) {
        capture.status = status;
        capture.headers = headers;
        return capture;
      },
      end(body?: Buffer) {
        if (body) chunks.push(body);
        const headers = Object.fromEntries(Object.entries(capture.headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
        const encoded = encode(Buffer.concat(chunks));
        res.writeHead(capture.status, { ...headers, 'Content-Encoding': coding, 'Content-Length': String(encoded.length) }).end(encoded);
        capture.emit('close');
      },
      status: 0,
      headers: {} as Record<string, string>,
    });
    req.resume();
    reference(req, capture as unknown as ServerResponse);
    return true;
  };
}

describe('compressed answers are decoded before they are judged', () => {
  it.each([...Object.keys(ENCODERS), 'deflate (raw, without the zlib wrapper)'])(
    '%s: every answer compressed, conformant (exit 0)',
    async (name) => {
      const coding = name.startsWith('deflate') ? 'deflate' : name;
      const encode = name.includes('raw') ? deflateRawSync : ENCODERS[coding]!;
      const target = await startTarget(compressingWith(coding, encode));
      const run = await cli(targetArgs(target));
      expectSaneRun(run, 0);
    },
    60_000,
  );

  it('two codings applied in turn (gzip, then br) are undone in reverse order', async () => {
    const target = await startTarget(compressingWith('gzip, br', (body) => ENCODERS['br']!(fastGzip(body))));
    expectSaneRun(await cli(targetArgs(target)), 0);
  }, 60_000);

  it('the HAR keeps the decoded text, its size and the size that travelled', async () => {
    const target = await startTarget(compressingWith('gzip', fastGzip));
    const { dir, cleanup } = await makeReportDir();
    try {
      const result = await runCli([...targetArgs(target), '--suite', 'categories', '--report-dir', dir]);
      expectSaneRun(await readRun(result, dir), 0);
      const har = JSON.parse(await readFile(join(dir, 'exchanges.har'), 'utf8'));
      const entry = har.log.entries.find((e: { request: { url: string } }) => e.request.url.endsWith(CATEGORIES.path));
      expect(entry.response.content.text).toMatch(/^\{"code":"SUCCESS"/);
      expect(entry.response.content.size).toBe(Buffer.byteLength(entry.response.content.text));
      expect(entry.response.bodySize).toBeLessThan(entry.response.content.size / 3);
      expect(entry.response.content.compression).toBe(entry.response.content.size - entry.response.bodySize);
      expect(entry.response.headers).toContainEqual({ name: 'content-encoding', value: 'gzip' });
    } finally {
      await cleanup();
    }
  }, 60_000);
});

describe('answers that cannot be decoded', () => {
  it('an unknown coding (compress) on the coupon is a failure of coupon.found.json naming the coding: exit 1', async () => {
    const target = await startTarget(
      on(COUPON.path, (_req, res) => {
        res
          .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'compress' })
          .end(Buffer.from([0x1f, 0x9d, 0x90, 0x7b]));
      }),
    );
    const run = await cli(targetArgs(target, '--suite', 'coupon'));
    const report = expectSaneRun(run, 1);
    const json = resultOf(report, 'coupon.found.json');
    expect(json.status).toBe('failed');
    expect(json.message).toMatch(/content coding "compress", which the harness cannot decode/);
  }, 60_000);

  it('gzip data that is not gzip is a failure, not a crash', async () => {
    const target = await startTarget(
      on(CATEGORIES.path, (_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end('{"code":"SUCCESS"}');
      }),
    );
    const report = expectSaneRun(await cli(targetArgs(target, '--suite', 'categories')), 1);
    expect(resultOf(report, 'categories.json').message).toMatch(
      /got a body that cannot be read: decoding the body as gzip, as its Content-Encoding says, failed: /,
    );
  }, 60_000);

  it('a decompression bomb (20 MiB of zeros in 20 kB of gzip) stops at the decoded cap: error, exit 2, at once', async () => {
    const bomb = gzipSync(Buffer.alloc(20 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(64 * 1024);
    const target = await startTarget(
      on(CATEGORIES.path, (_req, res) => {
        res
          .writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip', 'content-length': String(bomb.length) })
          .end(bomb);
      }),
    );
    const run = await cli(targetArgs(target, '--max-body-mb', '1'));
    const report = expectSaneRun(run, 2);
    expectAllErrors(report, 'LIST_DISPLAY_CATEGORIES', /decoded response body exceeds 1 MiB cap/);
    expectJudged(report, 'GET_COUPON_BY_ID');
  }, 60_000);
});
