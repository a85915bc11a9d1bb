// The TLS flags of `serve` and `proxy`: a certificate and key of the user's (--tls-cert, --tls-key), or one
// made on start for the listening names (--tls), whose CA is written to a file of its own for the client to
// trust. Either way the server speaks HTTP/2 to a client that asks for it and HTTP/1.1 to the others.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readServerTls } from '../config/tls-files.js';
import type { TlsFault } from '../http/made-certificate.js';
import { UsageError } from '../config/usage-error.js';
import type { ServerTls } from '../http/listener.js';
import { booleanFlag, stringFlag } from './flag-values.js';

export const TLS_OPTIONS = {
  tls: { type: 'boolean' },
  'tls-cert': { type: 'string' },
  'tls-key': { type: 'string' },
} as const;

export const TLS_USAGE = '[--tls | --tls-cert FILE --tls-key FILE]';

export const TLS_HELP = `  --tls      HTTPS with a certificate made on start for the listening names, signed by a CA made with it:
             the CA's file is printed, for curl --cacert, NODE_EXTRA_CA_CERTS or a trust store
  --tls-cert FILE --tls-key FILE
             HTTPS with this certificate (PEM, its chain after it) and its unencrypted key
             With either: HTTP/2 for a client that asks for it (ALPN), HTTP/1.1 for the others`;

/** What each certificate of `serve --tls-fault` is. */
export const TLS_FAULT_TEXTS: Record<TlsFault, string> = {
  expired: 'it expired yesterday',
  'wrong-name': 'it is for not-this-server.invalid only',
  'unknown-ca': 'another CA signed it, not the one whose file is printed',
};

export interface ListeningTls {
  tls: ServerTls;
  /** What to print about it: the names and the CA's file of a made certificate, or the files given. */
  description: string;
  /** The CA's file of a made certificate. */
  caFile?: string;
  /** Removes the CA's file of a made certificate. */
  remove(): Promise<void>;
}

/** The TLS of the flags, or undefined for plain HTTP; a usage error for flags that do not go together or files that are wrong. */
export async function listeningTls(
  command: string,
  values: Record<string, unknown>,
  host: string,
  fault?: TlsFault,
): Promise<ListeningTls | undefined> {
  const made = booleanFlag(values.tls) || fault !== undefined;
  const certPath = stringFlag(values['tls-cert']);
  const keyPath = stringFlag(values['tls-key']);
  if (made && (certPath !== undefined || keyPath !== undefined))
    throw new UsageError(
      `${command}: ${fault ? '--tls-fault' : '--tls'} makes its own certificate: give it alone, or --tls-cert and --tls-key without it`,
    );
  if ((certPath === undefined) !== (keyPath === undefined)) throw new UsageError(`${command}: --tls-cert and --tls-key go together`);
  if (certPath !== undefined && keyPath !== undefined) {
    return { tls: readServerTls(certPath, keyPath), description: `HTTPS with the certificate of ${certPath}`, remove: async () => {} };
  }
  if (!made) return undefined;
  const { listeningNames, makeCertificate } = await import('../http/made-certificate.js');
  const certificate = await makeCertificate(listeningNames(host), fault);
  const dir = await mkdtemp(join(tmpdir(), 'seller-api-conformance-tls-'));
  const caFile = join(dir, 'ca.pem');
  await writeFile(caFile, certificate.ca);
  return {
    tls: certificate,
    caFile,
    description:
      `HTTPS with a certificate for ${certificate.names.join(', ')}, made on start; trust its CA: ${caFile} ` +
      `(curl --cacert ${caFile}; NODE_EXTRA_CA_CERTS=${caFile}; run --ca-file ${caFile})` +
      (fault ? `\nthe certificate is faulty on purpose (--tls-fault ${fault}: ${TLS_FAULT_TEXTS[fault]}): a client must refuse it` : ''),
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
