// A watch session collects its heap whole once a run has ended (src/cli/watch/collect-garbage.ts).
import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../../../src/cli/watch/collect-garbage.js';

describe('collectGarbage', () => {
  it('frees what nothing holds any more, at once', () => {
    collectGarbage();
    const before = process.memoryUsage().heapUsed;
    // About 80 MB of objects that survive young-generation collections (they are held until the end of
    // the loop), then dropped: only a full collection frees them.
    let held: object[][] = [];
    for (let i = 0; i < 200; i += 1) held.push(Array.from({ length: 10_000 }, (_, n) => ({ n })));
    const grown = process.memoryUsage().heapUsed;
    expect(grown - before).toBeGreaterThan(40e6);
    held = [];
    collectGarbage();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(10e6);
    expect(held).toEqual([]);
  });

  it('can be called again and again', () => {
    for (let i = 0; i < 3; i += 1) expect(collectGarbage()).toBeUndefined();
  });
});
