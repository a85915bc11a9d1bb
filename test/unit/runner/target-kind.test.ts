// What kind of target a run judges, and the defaults that follow (src/runner/target-kind.ts, decisions D12
// and D16): a loopback target is judged at full speed, a remote one politely, the embedded reference with
// its write probes.
import { describe, expect, it } from 'vitest';
import { DEFAULT_NUM_RUNS, DEFAULT_REMOTE_MAX_REQUESTS, DEFAULT_REMOTE_RATE } from '../../../src/config/options.js';
import { resolveOptions } from '../../../src/config/resolve.js';
import { politenessOf, randomSeed, targetKind } from '../../../src/runner/target-kind.js';

describe('targetKind', () => {
  it('is the embedded reference without a base URL', () => {
    expect(targetKind({ remote: false })).toBe('embedded');
    expect(targetKind({ remote: true })).toBe('embedded');
  });

  it.each(['http://localhost:8080', 'http://127.0.0.1', 'https://127.12.10.254:8443/base', 'http://[::1]:3000'])(
    'is loopback for %s, unless told it is remote',
    (baseUrl) => {
      expect(targetKind({ baseUrl, remote: false })).toBe('loopback');
      expect(targetKind({ baseUrl, remote: true })).toBe('remote');
    },
  );

  it.each([
    'https://api.example.com',
    'http://128.0.0.1',
    'http://10.0.0.1',
    'http://localhost.example.com',
    'http://127.0.0.1.nip.io',
    'http://[::2]',
  ])('is remote for %s', (baseUrl) => {
    expect(targetKind({ baseUrl, remote: false })).toBe('remote');
  });
});

describe('politenessOf', () => {
  const options = (flags: Record<string, unknown> = {}) => resolveOptions(flags, {});

  it('limits a remote target by default: its rate, a cap on requests, generated cases filling the cap, no write probes', () => {
    expect(politenessOf(options(), 'remote')).toEqual({
      ratePerSecond: DEFAULT_REMOTE_RATE,
      maxRequests: DEFAULT_REMOTE_MAX_REQUESTS,
      defaultNumRuns: DEFAULT_NUM_RUNS.remote,
      probeWrites: false,
    });
  });

  it('leaves a loopback target unlimited, and probes writes only on the embedded reference', () => {
    expect(politenessOf(options(), 'loopback')).toEqual({
      ratePerSecond: null,
      maxRequests: undefined,
      defaultNumRuns: DEFAULT_NUM_RUNS.loopback,
      probeWrites: false,
    });
    expect(politenessOf(options(), 'embedded')).toMatchObject({ ratePerSecond: null, probeWrites: true });
  });

  it('takes what the user set over the defaults; a rate of 0 is no limit', () => {
    expect(politenessOf(options({ rate: 2, maxRequests: 30, probeWrites: true }), 'remote')).toMatchObject({
      ratePerSecond: 2,
      maxRequests: 30,
      probeWrites: true,
    });
    expect(politenessOf(options({ rate: 0 }), 'remote').ratePerSecond).toBeNull();
    expect(politenessOf(options({ rate: 3 }), 'loopback').ratePerSecond).toBe(3);
    expect(politenessOf(options({ probeWrites: false }), 'embedded').probeWrites).toBe(false);
  });
});

describe('randomSeed', () => {
  it('is a whole number from 0 to 2^31 - 1', () => {
    const seeds = Array.from({ length: 200 }, randomSeed);
    expect(seeds.every((seed) => Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31)).toBe(true);
    expect(new Set(seeds).size).toBeGreaterThan(190);
  });
});
