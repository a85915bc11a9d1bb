// The caller's credentials as a run's client gets them (src/runner/credentials.ts): the headers it sends,
// the values scrubbed from every recording, and the gateway's keys, both or neither.
import { describe, expect, it } from 'vitest';
import { UsageError } from '../../../src/config/usage-error.js';
import { parseHeaders, secretsOf, signingOf } from '../../../src/runner/credentials.js';

describe('parseHeaders', () => {
  it('names each header in lower case, split at the first colon, both sides trimmed', () => {
    expect(parseHeaders([' X-Trace : a:b ', 'Authorization:Bearer t'])).toEqual({ 'x-trace': 'a:b', authorization: 'Bearer t' });
  });
});

describe('secretsOf', () => {
  it('hides the values of credential-like headers, and the token of a scheme and token too', () => {
    expect(
      secretsOf({
        authorization: 'Bearer abcdef123',
        'x-api-key': 'k3y-value',
        cookie: 'session=abcdef',
        'x-session-id': '123456',
        'x-signature': 'sig-value',
        'x-password': 'hunter22',
        'x-access-token': 'tok-value',
        'x-client-secret': 'shh-value',
        'x-trace': 'not-a-secret-at-all',
      }),
    ).toEqual([
      'Bearer abcdef123',
      'abcdef123',
      'k3y-value',
      'session=abcdef',
      '123456',
      'sig-value',
      'hunter22',
      'tok-value',
      'shh-value',
    ]);
  });

  it('leaves values shorter than 6 characters, which would match ordinary text, and a token that short', () => {
    expect(secretsOf({ authorization: '12345', 'x-token': '123456' })).toEqual(['123456']);
    expect(secretsOf({ authorization: 'Bearer abc' })).toEqual(['Bearer abc']);
  });

  it('hides the last word of a value of several, and a token of exactly 6 characters', () => {
    expect(secretsOf({ authorization: 'Digest realm abcdefgh' })).toEqual(['Digest realm abcdefgh', 'abcdefgh']);
    expect(secretsOf({ authorization: 'Bearer abcdef' })).toEqual(['Bearer abcdef', 'abcdef']);
  });

  it('knows a credential header whatever the case of its name', () => {
    expect(secretsOf({ 'X-AUTH-Value': 'abcdefgh' })).toEqual(['abcdefgh']);
  });
});

describe('signingOf', () => {
  it('is nothing without keys, blank ones included', () => {
    expect(signingOf({})).toBeUndefined();
    expect(signingOf({ accessKey: ' ', secretKey: '' })).toBeUndefined();
  });

  it('is both keys, trimmed', () => {
    expect(signingOf({ accessKey: ' ak ', secretKey: ' sk ' })).toEqual({ accessKey: 'ak', secretKey: 'sk' });
  });

  it.each([
    [{ accessKey: 'ak' }, '--secret-key'],
    [{ secretKey: 'sk-very-secret' }, '--access-key'],
    [{ accessKey: 'ak', secretKey: '  ' }, '--secret-key'],
  ])('refuses one key without the other (%j), naming the missing one and never a key', (keys, missing) => {
    let thrown: unknown;
    try {
      signingOf(keys);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(UsageError);
    expect((thrown as Error).message).toBe(
      `--access-key and --secret-key (SAC_ACCESS_KEY, SAC_SECRET_KEY) go together: ${missing} is missing`,
    );
  });
});
