// The TLS files of a run read and checked in-process (readTlsMaterial): what each option yields, and each
// way a file can be wrong as a usage error naming the option, the file and what is wrong with it.
// test/e2e/robustness/tls.test.ts shows the same through the CLI against real TLS servers.
import { createPrivateKey } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readServerTls, readTlsMaterial } from '../../../src/config/tls-files.js';
import { usageErrorOf } from '../../support/config/usage-error.js';
import { createTestCertificates, hasOpenssl, type TestCertificates } from '../../support/tls/certificates.js';

let certificates: TestCertificates;
// openssl makes five RSA keys: seconds on a busy machine, past the default 10 s hook timeout.
beforeAll(() => {
  certificates = createTestCertificates();
}, 60_000);
afterAll(() => certificates?.remove());

const path = (name: Parameters<TestCertificates['path']>[0]) => certificates.path(name);
/** A file of the test's own in the certificates' folder. */
const written = (name: string, text: string) => {
  const file = join(certificates.dir, name);
  writeFileSync(file, text);
  return file;
};

describe.skipIf(!hasOpenssl())('readTlsMaterial', () => {
  it('is undefined when no TLS option is given', () => {
    expect(readTlsMaterial({})).toBeUndefined();
  });

  it('trusts every certificate of --ca-file, as PEM', () => {
    const both = written('two-cas.pem', `${certificates.pem('ca.pem')}\n${certificates.pem('other-ca.pem')}`);
    const material = readTlsMaterial({ caFile: both })!;
    expect(material).toEqual({ ca: `${certificates.pem('ca.pem').trim()}\n${certificates.pem('other-ca.pem').trim()}` });
  });

  it('takes the client certificate and its key from two files, or from one that holds both', () => {
    const fromTwo = readTlsMaterial({ clientCert: path('client.pem'), clientKey: path('client.key') })!;
    expect(fromTwo.cert).toBe(certificates.pem('client.pem').trim());
    expect(fromTwo.key).toBe(certificates.pem('client.key').trim());
    expect(fromTwo).not.toHaveProperty('ca');
    expect(readTlsMaterial({ clientCert: path('client-with-key.pem') })).toEqual(fromTwo);
  });

  it('keeps the chain after the client certificate, in its order', () => {
    const chained = written('chain.pem', [certificates.pem('client.pem'), certificates.pem('ca.pem')].join('\n'));
    const material = readTlsMaterial({ clientCert: chained, clientKey: path('client.key') })!;
    expect(material.cert).toBe(`${certificates.pem('client.pem').trim()}\n${certificates.pem('ca.pem').trim()}`);
  });

  it.each([
    ['a file that is not there', () => ({ caFile: join(certificates.dir, 'missing.pem') }), /^--ca-file .*missing\.pem: no such file$/],
    [
      'a file with no certificate',
      () => ({ caFile: path('server.key') }),
      /^--ca-file .*server\.key: no PEM certificate in it \(expected -----BEGIN CERTIFICATE-----\)$/,
    ],
    [
      'a certificate that cannot be read',
      () => ({ caFile: written('broken.pem', '-----BEGIN CERTIFICATE-----\nbm90IGEgY2VydGlmaWNhdGU=\n-----END CERTIFICATE-----\n') }),
      /^--ca-file .*broken\.pem: a PEM certificate in it cannot be read$/,
    ],
    [
      'a key without its certificate',
      () => ({ clientKey: path('client.key') }),
      /^--client-key needs --client-cert \(the certificate the key belongs to\)$/,
    ],
    [
      'a certificate without its key',
      () => ({ clientCert: path('client.pem') }),
      /^--client-cert .*client\.pem: no PEM private key in it \(expected -----BEGIN PRIVATE KEY-----\)$/,
    ],
    [
      'a key that is not the certificate’s',
      () => ({ clientCert: path('client.pem'), clientKey: path('server.key') }),
      /^--client-key .*server\.key: the private key does not belong to the certificate in .*client\.pem$/,
    ],
    [
      'a certificate holding a key that is not its own',
      () => ({ clientCert: written('mismatch.pem', `${certificates.pem('client.pem')}\n${certificates.pem('server.key')}`) }),
      /^--client-cert .*mismatch\.pem: the private key does not belong to the certificate in .*mismatch\.pem$/,
    ],
    [
      'an encrypted key',
      () => ({
        clientCert: path('client.pem'),
        clientKey: written('encrypted.key', '-----BEGIN ENCRYPTED PRIVATE KEY-----\nAAAA\n-----END ENCRYPTED PRIVATE KEY-----\n'),
      }),
      /^--client-key .*encrypted\.key: the private key is encrypted; give it unencrypted$/,
    ],
    [
      'a key that cannot be read',
      () => ({
        clientCert: path('client.pem'),
        clientKey: written('broken.key', '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n'),
      }),
      /^--client-key .*broken\.key: the PEM private key in it cannot be read$/,
    ],
  ])('refuses %s, naming the option and the file', (_, options, message) => {
    expect(usageErrorOf(() => readTlsMaterial(options()))).toMatch(message);
  });

  it('names where the option came from, as the caller says (an environment variable, a config key)', () => {
    const sourceOf = (key: string) => `SAC_${key.toUpperCase()}`;
    expect(usageErrorOf(() => readTlsMaterial({ caFile: path('server.key') }, sourceOf))).toMatch(
      /^SAC_CAFILE .*server\.key: no PEM certificate/,
    );
    expect(usageErrorOf(() => readTlsMaterial({ clientKey: path('client.key') }, sourceOf))).toBe(
      'SAC_CLIENTKEY needs --client-cert (the certificate the key belongs to)',
    );
  });
});

describe.skipIf(!hasOpenssl())('readServerTls', () => {
  it('gives the server certificate with its chain, in order, and its key', () => {
    const chained = written('server-chain.pem', [certificates.pem('server.pem'), certificates.pem('ca.pem')].join('\n'));
    expect(readServerTls(chained, path('server.key'))).toEqual({
      cert: `${certificates.pem('server.pem').trim()}\n${certificates.pem('ca.pem').trim()}`,
      key: certificates.pem('server.key').trim(),
    });
  });

  it('takes a key in the older RSA PEM form, as openssl -traditional writes it', () => {
    const rsa = createPrivateKey(certificates.pem('server.key')).export({ type: 'pkcs1', format: 'pem' }) as string;
    const file = written('server-rsa.key', rsa);
    expect(readServerTls(path('server.pem'), file)).toEqual({ cert: certificates.pem('server.pem').trim(), key: rsa.trim() });
  });

  it.each([
    [
      'a certificate file that is not there',
      () => [join(certificates.dir, 'gone.pem'), path('server.key')],
      /^--tls-cert .*gone\.pem: no such file$/,
    ],
    [
      'a certificate file with no certificate',
      () => [path('server.key'), path('server.key')],
      /^--tls-cert .*server\.key: no PEM certificate in it \(expected -----BEGIN CERTIFICATE-----\)$/,
    ],
    [
      'a key file that is not there',
      () => [path('server.pem'), join(certificates.dir, 'gone.key')],
      /^--tls-key .*gone\.key: no such file$/,
    ],
    [
      'a key file with no key',
      () => [path('server.pem'), path('ca.pem')],
      /^--tls-key .*ca\.pem: no PEM private key in it \(expected -----BEGIN PRIVATE KEY-----\)$/,
    ],
    [
      'a key that is not the certificate’s',
      () => [path('server.pem'), path('client.key')],
      /^--tls-key .*client\.key: the private key does not belong to the certificate in .*server\.pem$/,
    ],
  ])('refuses %s, naming the option and the file', (_, paths, message) => {
    const [cert, key] = paths() as [string, string];
    expect(usageErrorOf(() => readServerTls(cert, key))).toMatch(message);
  });
});
