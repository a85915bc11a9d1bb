// The TLS files of a run (--ca-file, --client-cert, --client-key), read and checked before the first
// request: a file that cannot be read, is not PEM, or a key that does not belong to the certificate is a
// usage error naming the option and the file, never a TLS failure halfway through a run.
import { createPrivateKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TlsMaterial } from '../http/index.js';
import type { RunOptions } from './options.js';
import { unreadableReason } from './unreadable.js';
import { UsageError } from './usage-error.js';

const CERTIFICATE = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g;
const PRIVATE_KEY = /-----BEGIN (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----[\s\S]+?-----END (?:RSA |EC |ENCRYPTED )?PRIVATE KEY-----/;

type TlsKey = 'caFile' | 'clientCert' | 'clientKey';
/** Where an option came from, as a usage error names it: `--ca-file`, `SAC_CA_FILE`, `config key "caFile"`. */
type SourceOf = (key: TlsKey) => string;
const FLAGS: Record<TlsKey, string> = { caFile: '--ca-file', clientCert: '--client-cert', clientKey: '--client-key' };

function read(where: string, path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`${where} ${path}: ${unreadableReason(error)}`);
  }
}

/** The certificates of a PEM file, each checked to be one. */
function certificates(where: string, path: string, text: string): string[] {
  const found = text.match(CERTIFICATE) ?? [];
  if (found.length === 0) throw new UsageError(`${where} ${path}: no PEM certificate in it (expected -----BEGIN CERTIFICATE-----)`);
  for (const pem of found) {
    try {
      new X509Certificate(pem);
    } catch {
      throw new UsageError(`${where} ${path}: a PEM certificate in it cannot be read`);
    }
  }
  return found;
}

function privateKey(where: string, path: string, text: string): { pem: string; key: KeyObject } {
  const pem = PRIVATE_KEY.exec(text)?.[0];
  if (pem === undefined) throw new UsageError(`${where} ${path}: no PEM private key in it (expected -----BEGIN PRIVATE KEY-----)`);
  if (pem.includes('ENCRYPTED')) throw new UsageError(`${where} ${path}: the private key is encrypted; give it unencrypted`);
  try {
    return { pem, key: createPrivateKey(pem) };
  } catch {
    throw new UsageError(`${where} ${path}: the PEM private key in it cannot be read`);
  }
}

/** The material of the TLS options, or undefined when none is given; a UsageError for anything wrong with the files. */
export function readTlsMaterial(options: Pick<RunOptions, TlsKey>, sourceOf: SourceOf = (key) => FLAGS[key]): TlsMaterial | undefined {
  const { caFile, clientCert, clientKey } = options;
  if (clientKey !== undefined && clientCert === undefined)
    throw new UsageError(`${sourceOf('clientKey')} needs ${FLAGS.clientCert} (the certificate the key belongs to)`);
  const material: TlsMaterial = {};
  if (caFile !== undefined) material.ca = certificates(sourceOf('caFile'), caFile, read(sourceOf('caFile'), caFile)).join('\n');
  if (clientCert !== undefined) {
    const certWhere = sourceOf('clientCert');
    const text = read(certWhere, clientCert);
    const [leaf, ...chain] = certificates(certWhere, clientCert, text);
    const key =
      clientKey === undefined
        ? privateKey(certWhere, clientCert, text)
        : privateKey(sourceOf('clientKey'), clientKey, read(sourceOf('clientKey'), clientKey));
    if (!new X509Certificate(leaf!).checkPrivateKey(key.key)) {
      const where = clientKey === undefined ? certWhere : sourceOf('clientKey');
      throw new UsageError(`${where} ${clientKey ?? clientCert}: the private key does not belong to the certificate in ${clientCert}`);
    }
    material.cert = [leaf, ...chain].join('\n');
    material.key = key.pem;
  }
  return Object.keys(material).length > 0 ? material : undefined;
}

/** The certificate chain and key a server listens with (`serve`/`proxy --tls-cert FILE --tls-key FILE`), checked as a
 *  run's client files are. */
export function readServerTls(certPath: string, keyPath: string): { cert: string; key: string } {
  const [leaf, ...chain] = certificates('--tls-cert', certPath, read('--tls-cert', certPath));
  const key = privateKey('--tls-key', keyPath, read('--tls-key', keyPath));
  if (!new X509Certificate(leaf!).checkPrivateKey(key.key))
    throw new UsageError(`--tls-key ${keyPath}: the private key does not belong to the certificate in ${certPath}`);
  return { cert: [leaf, ...chain].join('\n'), key: key.pem };
}
