// The proxy's header pass-through: hop-by-hop headers (RFC 9110 7.6.1) stay on their connection,
// everything else goes on as it came, in order and spelling, repeats included.
import { describe, expect, it } from 'vitest';
import { endToEndHeaders } from '../../../src/proxy/hop-by-hop.js';

describe('endToEndHeaders', () => {
  it.each([
    [
      ['Content-Type', 'application/json', 'Connection', 'keep-alive', 'Keep-Alive', 'timeout=5'],
      ['Content-Type', 'application/json'],
    ],
    [['Transfer-Encoding', 'chunked', 'TE', 'trailers', 'Trailer', 'X-Sum', 'Upgrade', 'h2c'], []],
    [
      ['Proxy-Authorization', 'Basic x', 'Proxy-Connection', 'close', 'Authorization', 'Bearer y'],
      ['Authorization', 'Bearer y'],
    ],
    [
      ['Connection', 'close, X-Hop', 'x-hop', '1', 'X-End', '2'],
      ['X-End', '2'],
    ],
    // Keep-Alive is the connection's even when Connection does not name it.
    [
      ['Keep-Alive', 'timeout=5', 'X-End', '1'],
      ['X-End', '1'],
    ],
    // Only Connection names headers to drop: another header whose value is a header's name drops nothing.
    [
      ['X-Note', 'Content-Type', 'Content-Type', 'text/plain'],
      ['X-Note', 'Content-Type', 'Content-Type', 'text/plain'],
    ],
    // HTTP/2's pseudo-headers are its framing.
    [
      [':status', '200', 'X-End', '1', 'X-Odd:', '2'],
      ['X-End', '1', 'X-Odd:', '2'],
    ],
    [
      ['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'Content-Encoding', 'gzip'],
      ['Set-Cookie', 'a=1', 'set-cookie', 'b=2', 'Content-Encoding', 'gzip'],
    ],
  ])('%j → %j', (raw, kept) => {
    expect(endToEndHeaders(raw)).toEqual(kept);
  });
});
