// Why a file named by the user could not be read, in a few words: the usual reasons named, Node's own
// message for the rest. (Run as root, a test cannot make a file unreadable, so the errors are built here.)
import { describe, expect, it } from 'vitest';
import { unreadableReason } from '../../../src/config/unreadable.js';

const failure = (code: string | undefined, message: string) => Object.assign(new Error(message), code === undefined ? {} : { code });

describe('unreadableReason', () => {
  it.each([
    ['ENOENT', 'no such file'],
    ['EISDIR', 'is a directory'],
    ['EACCES', 'not allowed to read it'],
  ])('names %s in a few words', (code, reason) => {
    expect(unreadableReason(failure(code, `${code}: open 'sac.json'`))).toBe(reason);
  });

  it('gives Node’s message for another error, or one without a code', () => {
    expect(unreadableReason(failure('EMFILE', 'EMFILE: too many open files'))).toBe('EMFILE: too many open files');
    expect(unreadableReason(failure(undefined, 'something odd'))).toBe('something odd');
  });
});
