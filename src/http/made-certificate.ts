// A certificate for `serve --tls` and `proxy --tls`, made on start: a private CA of this start, and a
// server certificate it signs for the names the server listens on. The CA's file is what a client trusts
// (`curl --cacert`, NODE_EXTRA_CA_CERTS, a trust store). Node's crypto makes and uses keys but cannot
// write an X.509 certificate; @peculiar/x509 builds one on Node's WebCrypto (docs/clients.md, "HTTPS").
// It needs a Reflect polyfill (its README): loaded here, so only a process that makes a certificate has it.
import 'reflect-metadata';
import { webcrypto } from 'node:crypto';
import { isIP } from 'node:net';
import { hostname } from 'node:os';
import * as x509 from '@peculiar/x509';

interface MadeCertificate {
  /** PEM of the CA that signed the server certificate: what a client trusts. */
  ca: string;
  /** PEM of the server certificate, then the CA's (the chain the server sends). */
  cert: string;
  /** PEM of the server certificate's private key (PKCS #8). */
  key: string;
  /** The names the server certificate is for. */
  names: string[];
}

/** A certificate a correct client must refuse (`serve --tls-fault`): expired, for other names, or signed by a CA it does not trust. */
export const TLS_FAULTS = ['expired', 'wrong-name', 'unknown-ca'] as const;
export type TlsFault = (typeof TLS_FAULTS)[number];

/** The one name a `wrong-name` certificate is for: `.invalid` names nothing (RFC 2606). */
export const WRONG_NAME = 'not-this-server.invalid';

const ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256', hash: 'SHA-256' } as const;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Long enough for a day's tests, short enough that a leaked CA file is worth little. */
const VALID_DAYS = 30;

/** The names a client may reach a server listening on `host` by: loopback always, and the host itself (the machine's
 *  name for a wildcard address). */
export function listeningNames(host: string): string[] {
  const names = ['localhost', '127.0.0.1', '::1'];
  const wildcard = host === '0.0.0.0' || host === '::' || host === '';
  for (const name of wildcard ? [hostname()] : [host.replace(/^\[|\]$/g, '')]) if (!names.includes(name)) names.push(name);
  return names;
}

/**
 * A CA and a server certificate it signs for `names`; with a fault, a server certificate a client trusting that CA
 * must refuse: one that expired yesterday, one for WRONG_NAME only, or one signed by another CA (not returned).
 */
export async function makeCertificate(names: readonly string[], fault?: TlsFault): Promise<MadeCertificate> {
  const notBefore = new Date(Date.now() - DAY_MS);
  const notAfter = new Date(Date.now() + VALID_DAYS * DAY_MS);
  const trusted = await makeCa(notBefore, notAfter);
  const signer = fault === 'unknown-ca' ? await makeCa(notBefore, notAfter, 'CA no client trusts') : trusted;
  const serverNames = fault === 'wrong-name' ? [WRONG_NAME] : [...names];
  const expired = fault === 'expired';
  const serverKeys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const server = await x509.X509CertificateGenerator.create(
    {
      subject: `CN=${serverNames[0] ?? 'localhost'}`,
      issuer: signer.ca.subject,
      publicKey: serverKeys.publicKey,
      signingKey: signer.keys.privateKey,
      notBefore: expired ? new Date(Date.now() - VALID_DAYS * DAY_MS) : notBefore,
      notAfter: expired ? notBefore : notAfter,
      signingAlgorithm: ALGORITHM,
      extensions: [
        new x509.BasicConstraintsExtension(false, undefined, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.digitalSignature, true),
        new x509.ExtendedKeyUsageExtension([x509.ExtendedKeyUsage.serverAuth]),
        new x509.SubjectAlternativeNameExtension(serverNames.map((name) => ({ type: isIP(name) ? 'ip' : 'dns', value: name }))),
        await x509.AuthorityKeyIdentifierExtension.create(signer.keys.publicKey, false, crypto),
      ],
    },
    crypto,
  );
  const key = x509.PemConverter.encode(await webcrypto.subtle.exportKey('pkcs8', serverKeys.privateKey), 'PRIVATE KEY');
  // An unknown CA is not in the chain sent either: the client finds no issuer it trusts.
  const chain = fault === 'unknown-ca' ? server.toString('pem') : `${server.toString('pem')}\n${trusted.ca.toString('pem')}`;
  return { ca: trusted.ca.toString('pem'), cert: chain, key, names: serverNames };
}

const crypto = webcrypto as unknown as NonNullable<Parameters<typeof x509.X509CertificateGenerator.create>[1]>;

async function makeCa(
  notBefore: Date,
  notAfter: Date,
  label = 'local CA',
): Promise<{ ca: x509.X509Certificate; keys: webcrypto.CryptoKeyPair }> {
  const caKeys = (await webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
  const ca = await x509.X509CertificateGenerator.createSelfSigned(
    {
      name: `CN=seller-api-conformance ${label} ${notBefore.toISOString().slice(0, 10)}`,
      keys: caKeys,
      notBefore,
      notAfter,
      signingAlgorithm: ALGORITHM,
      extensions: [
        new x509.BasicConstraintsExtension(true, 0, true),
        new x509.KeyUsagesExtension(x509.KeyUsageFlags.keyCertSign | x509.KeyUsageFlags.cRLSign, true),
        await x509.SubjectKeyIdentifierExtension.create(caKeys.publicKey, false, crypto),
      ],
    },
    crypto,
  );
  return { ca, keys: caKeys };
}
