// The text of a body, as JSON wants it: UTF-8 (RFC 8259 8.1). Bytes that are not UTF-8 are never decoded
// quietly into replacement characters: the body is then unreadable, and the reason names the first bad
// byte and the charset the server claimed. A byte order mark is kept in the text, so that the JSON rules
// can name it as what it is.

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const lenient = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

type BodyText = { text: string; notUtf8?: undefined } | { text: string; notUtf8: string };

const hexByte = (byte: number) => byte.toString(16).toUpperCase().padStart(2, '0');

/**
 * Where the bytes stop being UTF-8 (RFC 3629 4): a byte that cannot be there, or a sequence cut off by the end.
 * On the failure path only.
 */
function firstInvalidByte(bytes: Buffer): { offset: number; cutOff: boolean } {
  for (let i = 0; i < bytes.length;) {
    const lead = bytes[i]!;
    const [length, low, high] =
      lead < 0x80
        ? [1, 0x80, 0xbf]
        : lead >= 0xc2 && lead <= 0xdf
          ? [2, 0x80, 0xbf]
          : lead === 0xe0
            ? [3, 0xa0, 0xbf]
            : lead === 0xed
              ? [3, 0x80, 0x9f] // no surrogates
              : lead >= 0xe1 && lead <= 0xef
                ? [3, 0x80, 0xbf]
                : lead === 0xf0
                  ? [4, 0x90, 0xbf]
                  : lead === 0xf4
                    ? [4, 0x80, 0x8f] // nothing above U+10FFFF
                    : lead >= 0xf1 && lead <= 0xf3
                      ? [4, 0x80, 0xbf]
                      : [0, 0, 0];
    if (length === 0) return { offset: i, cutOff: false };
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k];
      // The second byte has the narrower range that rules out overlong forms; the others are plain continuations.
      if (next === undefined) return { offset: i, cutOff: true };
      if (next < (k === 1 ? low : 0x80) || next > (k === 1 ? high : 0xbf)) return { offset: i + k, cutOff: false };
    }
    i += length;
  }
  return { offset: bytes.length, cutOff: true };
}

export function bodyText(bytes: Buffer, contentType: string | undefined): BodyText {
  try {
    return { text: strict.decode(bytes) };
  } catch {
    const { offset, cutOff } = firstInvalidByte(bytes);
    const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
    const claim = charset && !/^utf-?8$/i.test(charset) ? `; the Content-Type says charset=${charset}` : '';
    const what = cutOff
      ? `the UTF-8 character at offset ${offset} is cut off by the end of the body`
      : `byte 0x${hexByte(bytes[offset]!)} at offset ${offset} cannot start or continue a UTF-8 character`;
    return { text: lenient.decode(bytes), notUtf8: `the body is not UTF-8: ${what}${claim}` };
  }
}
