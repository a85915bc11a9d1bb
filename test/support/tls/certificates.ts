// Certificates the TLS tests create for themselves with openssl, in a temporary folder: a private CA, a
// server certificate it signs for localhost and 127.0.0.1, one for other names, one that has expired, a
// client certificate, and a second CA that signs nothing the server knows.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestCertificates {
  dir: string;
  /** Path of a PEM file in `dir`. */
  path(name: PemName): string;
  pem(name: PemName): string;
  remove(): void;
}

export type PemName =
  | 'ca.pem'
  | 'ca.key'
  | 'other-ca.pem'
  | 'server.pem'
  | 'server.key'
  | 'other-name.pem'
  | 'expired.pem'
  | 'client.pem'
  | 'client.key'
  | 'client-with-key.pem';

/** Whether openssl can be run here. */
export function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore', timeout: 10_000 });
    return true;
  } catch {
    return false;
  }
}

export function createTestCertificates(): TestCertificates {
  const dir = mkdtempSync(join(tmpdir(), 'sac-tls-'));
  const at = (name: string) => join(dir, name);
  const openssl = (...args: string[]) => execFileSync('openssl', args, { cwd: dir, stdio: 'ignore', timeout: 30_000 });
  const selfSigned = (name: string, subject: string) =>
    openssl(
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      `${name}.key`,
      '-out',
      `${name}.pem`,
      '-days',
      '3',
      '-subj',
      subject,
    );
  const signed = (csr: string, out: string, days: string, names?: string) => {
    if (names) writeFileSync(at(`${out}.cnf`), `subjectAltName=${names}\n`);
    openssl(
      'x509',
      '-req',
      '-in',
      csr,
      '-CA',
      'ca.pem',
      '-CAkey',
      'ca.key',
      '-CAcreateserial',
      '-out',
      out,
      '-days',
      days,
      ...(names ? ['-extfile', `${out}.cnf`] : []),
    );
  };
  selfSigned('ca', '/CN=seller-api-conformance test CA');
  selfSigned('other-ca', '/CN=another test CA');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'server.key', '-out', 'server.csr', '-subj', '/CN=localhost');
  signed('server.csr', 'server.pem', '3', 'DNS:localhost,IP:127.0.0.1');
  signed('server.csr', 'other-name.pem', '3', 'DNS:api.example.test,DNS:www.example.test');
  signed('server.csr', 'expired.pem', '-1', 'DNS:localhost,IP:127.0.0.1');
  openssl('req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'client.key', '-out', 'client.csr', '-subj', '/CN=test client');
  signed('client.csr', 'client.pem', '3');
  writeFileSync(at('client-with-key.pem'), readFileSync(at('client.pem'), 'utf8') + readFileSync(at('client.key'), 'utf8'));
  return {
    dir,
    path: at,
    pem: (name) => readFileSync(at(name), 'utf8'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
