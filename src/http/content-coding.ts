// Content codings (RFC 9110 8.4): without Accept-Encoding a server may use any, and gateways do. The
// body is decoded before it is judged; the cap on the body applies to the decoded size too, so a
// small compressed body that inflates to gigabytes (a decompression bomb) stops at the cap.
//
// Not undici's decompress interceptor: it is experimental (it prints a warning to the host
// process), passes unknown codings through as if they were plain text, reads "compress" (LZW) as
// deflate and drops the Content-Encoding and Content-Length headers that the evidence must keep.
import { promisify } from 'node:util';
import { brotliDecompress, gunzip, inflate, inflateRaw, type ZlibOptions } from 'node:zlib';

type Decoder = (input: Buffer, options: ZlibOptions) => Promise<Buffer>;

const gunzipAsync = promisify(gunzip) as Decoder;
const inflateAsync = promisify(inflate) as Decoder;
const inflateRawAsync = promisify(inflateRaw) as Decoder;
const brotliAsync = promisify(brotliDecompress) as unknown as Decoder;

/** "deflate" is zlib-wrapped by the RFC, but servers also send it raw; browsers and curl accept both. */
const inflateEither: Decoder = (input, options) =>
  inflateAsync(input, options).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'Z_DATA_ERROR') return inflateRawAsync(input, options);
    throw error;
  });

const DECODERS: Readonly<Record<string, Decoder>> = { gzip: gunzipAsync, 'x-gzip': gunzipAsync, deflate: inflateEither, br: brotliAsync };

const DECODED_CODINGS = Object.keys(DECODERS);

export type Decoded =
  | { kind: 'decoded'; body: Buffer }
  /** A complete answer the harness cannot read: an unknown coding, or data that is not what its coding says. */
  | { kind: 'unreadable'; reason: string }
  /** The decoded body would exceed the cap. */
  | { kind: 'too-large' };

/** The codings of a Content-Encoding value, in the order they were applied; identity dropped. */
export function codingsOf(contentEncoding: string | undefined): string[] {
  if (contentEncoding === undefined) return [];
  return contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
}

/** Undoes the codings, last applied first, never producing more than `maxBytes`. */
export async function decodeBody(raw: Buffer, codings: readonly string[], maxBytes: number): Promise<Decoded> {
  const unknown = codings.find((coding) => !(coding in DECODERS));
  if (unknown !== undefined)
    return {
      kind: 'unreadable',
      reason: `the body is in content coding "${unknown}", which the harness cannot decode (it decodes ${DECODED_CODINGS.join(', ')})`,
    };
  let body = raw;
  for (const coding of [...codings].reverse()) {
    try {
      // maxOutputLength makes zlib stop as soon as the output would pass the cap.
      body = await DECODERS[coding]!(body, { maxOutputLength: Math.max(1, maxBytes) });
    } catch (error) {
      const { code, message } = error as NodeJS.ErrnoException;
      if (code === 'ERR_BUFFER_TOO_LARGE') return { kind: 'too-large' };
      return { kind: 'unreadable', reason: `decoding the body as ${coding}, as its Content-Encoding says, failed: ${message}` };
    }
  }
  return body.length > maxBytes ? { kind: 'too-large' } : { kind: 'decoded', body };
}
