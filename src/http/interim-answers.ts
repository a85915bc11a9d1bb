// Interim (1xx) answers before the final answer of a request: RFC 9110 15.2 says a client must be able to
// read one or more of them, expected or not, and judge the final answer. undici cannot: it closes the
// connection on an unsolicited 100 Continue ("bad response"), and its retry handler breaks on a 103
// Early Hints. So they are taken out of the byte stream before undici's parser sees it: on every
// connection, between a request being written and the status line of its final answer, any complete
// "HTTP/1.x 1xx" head (101 aside, which we never ask for) is dropped.
import type { Socket } from 'node:net';
import type { buildConnector as BuildConnector } from 'undici';
import { buildConnector } from './undici-parts.js';

const HEAD_END = Buffer.from('\r\n\r\n');
/** "HTTP/1.1 103 Early Hints": a status line of an interim answer other than 101 Switching Protocols. */
const INTERIM = /^HTTP\/1\.[01] 1(?!01)\d\d[ \r]/;
/** Bytes of "HTTP/1.1 103 ": fewer cannot tell an interim status line from a final one. */
const STATUS_LINE_PREFIX_LENGTH = 13;
/**
 * undici does not say which HTTP version answered; the final status line does. It is passed on to the
 * client as this header, added after the status line (the client takes it out of what it records).
 */
export const HTTP_VERSION_HEADER = 'x-seller-api-conformance-http-version';

/** A connector like undici's own, whose sockets hide interim answers from the parser. */
export function connectorWithoutInterimAnswers(options: BuildConnector.BuildOptions): BuildConnector.connector {
  const connect = buildConnector(options);
  return (target, callback) =>
    connect(target, (...[error, socket]: Parameters<BuildConnector.Callback>) => {
      if (socket) dropInterimAnswers(socket);
      (callback as (...args: unknown[]) => void)(error, socket);
    });
}

/** The final status line with the version header after it; the line's end may come in a later chunk. */
function withVersionHeader(data: Buffer, version: string): { data: Buffer; done: boolean } {
  const end = data.indexOf(0x0a);
  if (end < 0) return { data, done: false };
  const header = Buffer.from(`${HTTP_VERSION_HEADER}: ${version}\r\n`, 'latin1');
  return { data: Buffer.concat([data.subarray(0, end + 1), header, data.subarray(end + 1)]), done: true };
}

function dropInterimAnswers(socket: Socket): void {
  let awaitingFinalStatus = false;
  /** The version of the final answer whose status line has not ended yet. */
  let versionDue: string | undefined;
  let held: Buffer = Buffer.alloc(0);
  const write = socket.write.bind(socket) as (...args: unknown[]) => boolean;
  const push = socket.push.bind(socket);

  socket.write = ((...args: unknown[]) => {
    awaitingFinalStatus = true; // a request went out: its answer starts with the next bytes
    return write(...args);
  }) as Socket['write'];

  socket.push = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk === null && held.length > 0) push(held); // the end of the stream: whatever was held is the answer's
    if (versionDue !== undefined && Buffer.isBuffer(chunk)) {
      const marked = withVersionHeader(chunk, versionDue);
      if (marked.done) versionDue = undefined;
      return push(marked.data, encoding);
    }
    if (!awaitingFinalStatus || chunk === null || !Buffer.isBuffer(chunk)) return push(chunk, encoding);
    let data: Buffer = held.length > 0 ? Buffer.concat([held, chunk]) : chunk;
    held = Buffer.alloc(0);
    for (;;) {
      if (data.length < STATUS_LINE_PREFIX_LENGTH) {
        held = data; // too short to tell: a whole answer is longer, so the rest is coming
        return true;
      }
      if (!INTERIM.test(data.toString('latin1', 0, STATUS_LINE_PREFIX_LENGTH))) break;
      const end = data.indexOf(HEAD_END);
      if (end < 0) {
        held = data; // an interim head still arriving
        return true;
      }
      data = data.subarray(end + HEAD_END.length);
      if (data.length === 0) return true;
    }
    awaitingFinalStatus = false;
    // Bytes that are not HTTP/1.x go to the parser untouched: its error names them (HTTP/2 frames, h2c).
    const version = /^HTTP\/1\.[01]/.exec(data.toString('latin1', 0, 8))?.[0];
    if (version === undefined) return push(data, encoding);
    const marked = withVersionHeader(data, version);
    if (!marked.done) versionDue = version;
    return push(marked.data, encoding);
  };
}
