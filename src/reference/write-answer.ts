// Writing an answer on the wire, over HTTP/1.1 and HTTP/2 alike: the body with its length, a reset instead of an
// answer, and the headers HTTP/2 takes only once.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants as http2, type Http2ServerResponse } from 'node:http2';

import { resetSocket } from '../http/listener.js';
import type { ReferenceResponse } from '../reference-model.js';

/** The answer's status and headers, with its body's length unless it set its own. */
export function writeHead(res: ServerResponse, status: number, answerHeaders: Record<string, string>, bodyLength: number): void {
  const headers: Record<string, string> = { ...answerHeaders };
  // A fault that sets its own (possibly wrong) Content-Length keeps it on purpose.
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) headers['Content-Length'] = String(bodyLength);
  res.writeHead(status, overHttp2(res) ? oneLineEach(headers) : headers);
}

export function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: ReferenceResponse): void {
  const body = Buffer.from(answer.body, 'utf8');
  writeHead(res, answer.status, answer.headers, body.length);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/** A reset, not a close: the client sees ECONNRESET (or, over HTTP/2, its stream reset), as from a gateway that gave up. */
export function resetConnection(req: IncomingMessage, res: ServerResponse): void {
  const stream = (res as unknown as Partial<Http2ServerResponse>).stream;
  if (stream) return void stream.close(http2.NGHTTP2_INTERNAL_ERROR);
  resetSocket(req.socket);
}

/** Ends the exchange without the rest of an answer: over HTTP/1.1 the connection closes (no reset), over HTTP/2 its stream is reset. */
export function closeConnection(req: IncomingMessage, res: ServerResponse): void {
  const stream = (res as unknown as Partial<Http2ServerResponse>).stream;
  if (stream) return void stream.close(http2.NGHTTP2_INTERNAL_ERROR);
  req.socket.destroy();
}

export const overHttp2 = (res: ServerResponse) => (res as unknown as Partial<Http2ServerResponse>).stream !== undefined;

/**
 * Over HTTP/2, node sends a header such as Content-Type once only (an answer with two lines of it was a 500):
 * a header of several lines goes as one line, its values joined as RFC 9110 §5.3 combines them, which is what a
 * client reading it over HTTP/1.1 sees too (fetch's `headers.get`). Set-Cookie alone is never combined.
 */
function oneLineEach(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]: [string, string | string[]]) => [
      name,
      Array.isArray(value) && name.toLowerCase() !== 'set-cookie' ? value.join(', ') : value,
    ]),
  ) as Record<string, string>;
}
