// The one-line message of the UsageError a call throws: what a user reads for a bad option or file.
import { expect } from 'vitest';
import { UsageError } from '../../../src/config/usage-error.js';

/** The message of the UsageError `fn` throws; fails the test when it throws nothing, or something else. */
export function usageErrorOf(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error('expected a UsageError, got none');
}
