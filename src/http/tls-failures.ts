// What went wrong in a TLS connection, in words a person can act on, instead of OpenSSL's text: the option
// that fixes it (--ca-file, --client-cert, http://), the names a certificate is for, HTTP/2 spoken alone.

/** What the client had to offer, for a hint that names the option the user did not give. */
export interface TlsContext {
  privateCa: boolean;
  clientCertificate: boolean;
}

const UNTRUSTED = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_UNTRUSTED',
  'CERT_SIGNATURE_FAILURE',
]);
/** The client certificate refused by the server (an alert it sends). */
const CLIENT_CERTIFICATE_REFUSED = new Set([
  'ERR_SSL_TLSV1_ALERT_UNKNOWN_CA',
  'ERR_SSL_SSLV3_ALERT_BAD_CERTIFICATE',
  'ERR_SSL_SSLV3_ALERT_CERTIFICATE_EXPIRED',
  'ERR_SSL_SSLV3_ALERT_CERTIFICATE_UNKNOWN',
  'ERR_SSL_SSLV3_ALERT_UNSUPPORTED_CERTIFICATE',
]);

/** OpenSSL's short reason ("wrong version number"), never its whole line of hexadecimal codes and source paths. */
function shortReason(error: Error & { reason?: unknown }): string {
  if (typeof error.reason === 'string' && error.reason !== '') return error.reason;
  return /:SSL routines:[^:]*:([^:]+):/.exec(error.message)?.[1] ?? error.message.split('\n')[0]!.trim();
}

/** The names a certificate is for, from Node's altnames text ("DNS:api.example.test, IP Address:10.0.0.1"). */
function namesOf(error: { cert?: { subjectaltname?: string; subject?: { CN?: string } } }): string {
  const altnames = error.cert?.subjectaltname?.split(/,\s*/).map((name) => name.replace(/^(DNS|IP Address):/, ''));
  const names = altnames && altnames.length > 0 ? altnames : error.cert?.subject?.CN ? [error.cert.subject.CN] : [];
  return names.length > 0 ? names.join(', ') : 'no name';
}

/** The reason of a TLS failure with `code`, in words; the code stays in parentheses for a search. */
export function tlsReason(code: string, error: Error, context: TlsContext): string {
  const named = (words: string) => `${words} (${code})`;
  if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || code === 'ERR_SSL_PACKET_LENGTH_TOO_LONG' || code === 'ERR_SSL_HTTP_REQUEST')
    return named('the port speaks plain HTTP, not TLS: try http:// instead of https:// in --base-url');
  if (code === 'ERR_TLS_CERT_ALTNAME_INVALID') {
    const { host } = error as { host?: string };
    return named(
      `the server's certificate is for ${namesOf(error as never)}, not for ${host ?? 'this host'}: use one of those names in --base-url`,
    );
  }
  if (UNTRUSTED.has(code)) {
    const trusted = `a CA this machine trusts${context.privateCa ? ', nor by the one of --ca-file' : ''}`;
    const fix = "if a private CA signs it, give that CA's certificate with --ca-file FILE (PEM)";
    return named(`the server's certificate is not signed by ${trusted}: ${fix}`);
  }
  if (code === 'CERT_HAS_EXPIRED') return named("the server's certificate has expired: the target must renew it");
  if (code === 'CERT_NOT_YET_VALID') return named("the server's certificate is not valid yet: check this machine's clock");
  if (code === 'ERR_SSL_TLSV13_ALERT_CERTIFICATE_REQUIRED')
    return named('the server asks for a client certificate (mutual TLS): give it with --client-cert FILE and --client-key FILE');
  if (code === 'ERR_SSL_SSLV3_ALERT_HANDSHAKE_FAILURE' && !context.clientCertificate)
    return named('the server refused the TLS handshake: it may ask for a client certificate (--client-cert and --client-key)');
  if (CLIENT_CERTIFICATE_REFUSED.has(code) && context.clientCertificate)
    return named(`the server refused the client certificate of --client-cert: ${shortReason(error)}`);
  if (code === 'ERR_SSL_TLSV1_ALERT_NO_APPLICATION_PROTOCOL')
    return named('the server speaks only HTTP/2 (it offers no HTTP/1.1 by ALPN); the harness speaks HTTP/1.1');
  return named(`TLS failure: ${shortReason(error)}`);
}

/** An answer that is HTTP/2 frames, not HTTP/1.1 (a SETTINGS or GOAWAY frame on stream 0), on a cleartext port (h2c). */
export function isHttp2Frame(data: unknown): boolean {
  const bytes = Buffer.isBuffer(data) ? data : typeof data === 'string' ? Buffer.from(data, 'latin1') : undefined;
  return bytes !== undefined && bytes.length >= 9 && (bytes[3] === 0x04 || bytes[3] === 0x07) && bytes.readUInt32BE(5) === 0;
}
