// The certificates of `serve --tls` and `--tls-fault`: one a client trusting the printed CA accepts, and three it
// must refuse, each for its own reason (expired, another name, an issuer it does not trust).
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { request } from 'node:https';
import { describe, expect, it } from 'vitest';

import { makeCertificate, TLS_FAULTS, WRONG_NAME, type TlsFault } from '../../../src/http/made-certificate.js';

/** What a client that trusts only `ca` makes of a server with `cert` and `key`: 'accepted', or its error's code. */
async function handshake(cert: string, key: string, ca: string): Promise<string> {
  const server = createServer({ cert, key }, (_req, res) => res.end('ok'));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<string>((resolve) => {
      const req = request({ host: '127.0.0.1', port, path: '/', ca, agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve('accepted'));
      });
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      req.end();
    });
  } finally {
    server.close();
  }
}

describe('makeCertificate', () => {
  it('makes one a client trusting its CA accepts, for the names asked', async () => {
    const made = await makeCertificate(['localhost', '127.0.0.1']);
    expect(made.names).toEqual(['localhost', '127.0.0.1']);
    expect(await handshake(made.cert, made.key, made.ca)).toBe('accepted');
  });

  it.each([
    ['expired', 'CERT_HAS_EXPIRED'],
    ['wrong-name', 'ERR_TLS_CERT_ALTNAME_INVALID'],
    ['unknown-ca', 'UNABLE_TO_VERIFY_LEAF_SIGNATURE'],
  ] satisfies [TlsFault, string][])('with the fault %s, one that client refuses: %s', async (fault, code) => {
    const made = await makeCertificate(['localhost', '127.0.0.1'], fault);
    expect(await handshake(made.cert, made.key, made.ca)).toBe(code);
  });

  it('lists its faults, and a wrong-name certificate names only what names nothing', async () => {
    expect(TLS_FAULTS).toEqual(['expired', 'wrong-name', 'unknown-ca']);
    expect((await makeCertificate(['127.0.0.1'], 'wrong-name')).names).toEqual([WRONG_NAME]);
  });
});
