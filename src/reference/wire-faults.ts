// The network's faults a client asks for with `Prefer: answer=NAME` (prefer.ts): the usual answer gzip-encoded,
// no answer at all, half an answer, an answer dribbled. Each is what a client meets from real networks and
// must survive: decode an encoding it was given, tell a cut body from a whole one, wait for a slow one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';

import type { ReferenceResponse } from '../reference-model.js';
import type { WireFault } from './prefer.js';
import { closeConnection, writeAnswer, writeHead } from './write-answer.js';

/** `answer=dribble`: this many bytes at a time, for this many pieces (each the server's dribbleEveryMs apart); then the rest at once. */
export const DRIBBLE = { bytes: 16, pieces: 40 } as const;

/**
 * Writes `answer` with the fault `wire`; a HEAD request has no body to fault, and gets its headers as usual (but `empty`).
 * `dribbleEveryMs`: the time between two pieces of a dribbled body.
 */
export function writeOnWire(
  wire: WireFault,
  req: IncomingMessage,
  res: ServerResponse,
  answer: ReferenceResponse,
  dribbleEveryMs: number,
): void {
  if (wire === 'empty') return closeConnection(req, res);
  if (req.method === 'HEAD') return writeAnswer(req, res, answer);
  const body = Buffer.from(answer.body, 'utf8');
  if (wire === 'gzip') {
    const encoded = gzipSync(body);
    writeHead(res, answer.status, { ...answer.headers, 'Content-Encoding': 'gzip' }, encoded.length);
    return void res.end(encoded);
  }
  writeHead(res, answer.status, answer.headers, body.length);
  if (wire === 'cut') return void res.write(body.subarray(0, Math.floor(body.length / 2)), () => closeConnection(req, res));
  dribble(res, body, dribbleEveryMs);
}

function dribble(res: ServerResponse, body: Buffer, everyMs: number): void {
  let sent = 0;
  let pieces = 0;
  const timer = setInterval(() => {
    // This check and the close listener below each stop the timer once the answer is gone: either alone would do.
    // Stryker disable next-line ConditionalExpression: equivalent, as just said
    if (res.destroyed) return void clearInterval(timer);
    pieces += 1;
    const end = pieces < DRIBBLE.pieces ? Math.min(body.length, sent + DRIBBLE.bytes) : body.length;
    res.write(body.subarray(sent, end));
    sent = end;
    if (sent >= body.length) {
      clearInterval(timer);
      res.end();
    }
  }, everyMs);
  // Stryker disable next-line StringLiteral,ArrowFunction: equivalent, the check above stops it as well
  res.once('close', () => clearInterval(timer));
}
