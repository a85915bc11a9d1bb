// The caller's credentials as the client sends them: configured headers, the values to scrub from
// every recording, and the gateway's HMAC keys.
import type { RunOptions } from '../config/options.js';
import { UsageError } from '../config/usage-error.js';
import type { HttpClientOptions } from '../http/index.js';

/** "Name: value" strings to a header record (the first colon separates). */
export function parseHeaders(lines: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

const CREDENTIAL_HEADER = /auth|token|secret|key|cookie|session|signature|password/i;
/** Shorter values would match ordinary text of bodies and headers and garble what is judged. */
const MIN_SECRET_LENGTH = 6;

/**
 * The values to scrub wherever they appear (URLs, response headers, bodies): those of credential-like
 * headers. Every configured header value is hidden in the request record anyway, by its name.
 */
export function secretsOf(headers: Record<string, string>): string[] {
  return Object.entries(headers)
    .filter(([name, value]) => CREDENTIAL_HEADER.test(name) && value.length >= MIN_SECRET_LENGTH)
    .flatMap(([, value]) => {
      // "Bearer abc..." leaks as "abc..." too.
      const token = value.split(/\s+/).at(-1) ?? value;
      return token !== value && token.length >= MIN_SECRET_LENGTH ? [value, token] : [value];
    });
}

/** The HMAC credentials when both keys are given; a UsageError (which never shows a key) when only one is. */
export function signingOf(options: Pick<RunOptions, 'accessKey' | 'secretKey'>): HttpClientOptions['signing'] {
  const accessKey = options.accessKey?.trim() ?? '';
  const secretKey = options.secretKey?.trim() ?? '';
  if (accessKey === '' && secretKey === '') return undefined;
  if (accessKey === '' || secretKey === '') {
    throw new UsageError(
      `--access-key and --secret-key (SAC_ACCESS_KEY, SAC_SECRET_KEY) go together: ` +
        `${accessKey === '' ? '--access-key' : '--secret-key'} is missing`,
    );
  }
  return { accessKey, secretKey };
}
