// What a report carries for `verify` to judge its run again: the options that change the verdict, as given, and
// the expected failures the run was judged with, copied.
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/config/resolve.js';
import { reproductionOf, sha256 } from '../../../src/runner/reproduction.js';

describe('reproductionOf', () => {
  it('keeps only the verdict options that were given, and leaves out the rest (the rate, headers, timeouts)', () => {
    const options = resolveOptions({ seed: 7, strict: true, numRuns: 12, rate: 3, timeoutMs: 900, headers: ['X-A: 1'] }, {});
    const { kind, fixtures, options: kept, digests } = reproductionOf(options, 'loopback', { couponId: '11234224' }, undefined);
    expect(kind).toBe('loopback');
    expect(fixtures).toStrictEqual({ couponId: '11234224' });
    // Those resolveOptions always sets, and the two given; not the seed (the report names it apart), the rate or the rest.
    expect(kept).toStrictEqual({
      suites: ['coupon', 'categories', 'inquiry'],
      only: [],
      skip: [],
      numRuns: 12,
      strict: true,
      requireAll: false,
    });
    expect(digests).toStrictEqual({});
  });

  it('copies the expected failures with their digest and inputs, and no input list where an entry had none', () => {
    const inputs = ['GET /v2/coupons/1'];
    const reproduction = reproductionOf(
      resolveOptions({}, {}),
      'embedded',
      {},
      {
        file: 'expected.yaml',
        sha256: 'ab'.repeat(32),
        entries: [
          { rule: 'coupon.found.status', reason: 'known', inputs, line: 2 },
          { rule: 'inquiry.*', reason: 'later', until: '2027-01-31', line: 6 },
        ],
      },
    );
    expect(reproduction.expectedFailures).toStrictEqual({
      file: 'expected.yaml',
      sha256: 'ab'.repeat(32),
      entries: [
        { rule: 'coupon.found.status', reason: 'known', inputs: ['GET /v2/coupons/1'], line: 2 },
        { rule: 'inquiry.*', reason: 'later', until: '2027-01-31', line: 6 },
      ],
    });
    expect(reproduction.expectedFailures!.entries[0]!.inputs).not.toBe(inputs);
  });

  it('names no digest for expected failures given without a file text, and none at all where there were none', () => {
    const options = resolveOptions({}, {});
    expect(reproductionOf(options, 'remote', {}, { file: 'x.yaml', entries: [] }).expectedFailures).toStrictEqual({
      file: 'x.yaml',
      entries: [],
    });
    expect(reproductionOf(options, 'remote', {}, undefined)).not.toHaveProperty('expectedFailures');
  });
});

describe('sha256', () => {
  it('is the hex SHA-256 of the text', () => {
    expect(sha256('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });
});
