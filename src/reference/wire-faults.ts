// The network's faults a client asks for with `Prefer: answer=NAME` (prefer.ts): the usual answer gzip-encoded,
// no answer at all, half an answer, an answer dribbled. Each is what a client meets from real networks and
// must survive: decode an encoding it was given, tell a cut body from a whole one, wait for a slow one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

import type { ReferenceResponse } from '../reference-model.js';
import type { WireFault } from './prefer.js';
import { closeConnection, writeAnswer, writeHead } from './write-answer.js';

/** `answer=dribble`: this many bytes at a time, this far apart, for this many pieces; then the rest at once. */
export const DRIBBLE = { bytes: 16, everyMs: 25, pieces: 40 } as const;

/** Writes `answer` with the fault `wire`; a HEAD request has no body to fault, and gets its headers as usual (but `empty`). */
export function writeOnWire(wire: WireFault, req: IncomingMessage, res: ServerResponse, answer: ReferenceResponse): void {
  if (wire === 'empty') return closeConnection(req, res);
  if (req.method === 'HEAD') return writeAnswer(req, res, answer);
  const body = Buffer.from(answer.body, 'utf8');
  if (wire === 'gzip') {
    const encoded = gzipSync(body);
    writeHead(res, answer.status, { ...withoutLength(answer.headers), 'Content-Encoding': 'gzip' }, encoded.length);
    return void res.end(encoded);
  }
  writeHead(res, answer.status, answer.headers, body.length);
  if (wire === 'cut') return void res.write(body.subarray(0, Math.floor(body.length / 2)), () => closeConnection(req, res));
  dribble(res, body);
}

/** The answer's headers without a length of its own: an encoded body has another. */
function withoutLength(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'));
}

function dribble(res: ServerResponse, body: Buffer): void {
  let sent = 0;
  let pieces = 0;
  const timer = setInterval(() => {
    if (res.destroyed) return void clearInterval(timer);
    pieces += 1;
    const end = pieces < DRIBBLE.pieces ? Math.min(body.length, sent + DRIBBLE.bytes) : body.length;
    res.write(body.subarray(sent, end));
    sent = end;
    if (sent >= body.length) {
      clearInterval(timer);
      res.end();
    }
  }, DRIBBLE.everyMs);
  res.once('close', () => clearInterval(timer));
}
