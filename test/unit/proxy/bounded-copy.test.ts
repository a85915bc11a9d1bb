// The copy of a body the proxy keeps for judging (src/proxy/bounded-copy.ts): the whole body up to the cap,
// nothing past it, and the count of bytes that went through either way.
import { describe, expect, it } from 'vitest';
import { BoundedCopy } from '../../../src/proxy/bounded-copy.js';

const copyOf = (cap: number, ...chunks: string[]) => {
  const copy = new BoundedCopy(cap);
  for (const chunk of chunks) copy.add(Buffer.from(chunk));
  return copy;
};

describe('BoundedCopy', () => {
  it('keeps a body of any number of chunks, in order', () => {
    const copy = copyOf(10, 'ab', 'cd', 'e');
    expect(copy.bytes()?.toString()).toBe('abcde');
    expect(copy.seen).toBe(5);
  });

  it('keeps a body of exactly the cap', () => {
    const copy = copyOf(4, 'ab', 'cd');
    expect(copy.bytes()?.toString()).toBe('abcd');
    expect(copy.seen).toBe(4);
  });

  it('drops the copy one byte past the cap, and still counts every byte that went through', () => {
    const copy = copyOf(4, 'ab', 'cde', 'fg');
    expect(copy.bytes()).toBeUndefined();
    expect(copy.seen).toBe(7);
  });

  it('keeps an empty body as an empty buffer, not as none', () => {
    const copy = copyOf(4);
    expect(copy.bytes()).toEqual(Buffer.alloc(0));
    expect(copy.seen).toBe(0);
  });
});
