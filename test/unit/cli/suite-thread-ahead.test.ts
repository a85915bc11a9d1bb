// Which command lines the bin starts the suites' thread ahead for (src/cli/suite-thread-ahead.ts): a run,
// named or the default, unless it only prints (help, version, the plan). test/e2e/suite-thread.test.ts shows
// the run taking that thread.
import { describe, expect, it } from 'vitest';
import { asksForARun } from '../../../src/cli/suite-thread-ahead.js';

describe('asksForARun', () => {
  it.each([
    [[]],
    [['run']],
    [['run', '--suite', 'categories', '--seed', '1']],
    [['--base-url', 'http://localhost:8080']],
    [['run', '--watch']],
  ])('is true for %j', (argv) => {
    expect(asksForARun(argv)).toBe(true);
  });

  it.each([
    [['run', '--help']],
    [['-h']],
    [['--version']],
    [['-v']],
    [['run', '--plan']],
    [['serve']],
    [['validate', 'coupon', 'body.json']],
    [['compare', 'a.json', 'b.json']],
    [['rules']],
    [['runs']],
  ])('is false for %j', (argv) => {
    expect(asksForARun(argv)).toBe(false);
  });
});
