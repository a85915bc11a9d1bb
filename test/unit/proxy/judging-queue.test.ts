// The proxy's judging queue (src/proxy/judging-queue.ts): judging comes after, on a later turn, a few at a
// time; past its bounds the queue asks requests to wait, and lets them go once it has room; nothing queued
// is dropped, and each item is judged once, in the order it came.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { JUDGING_BOUNDS, JudgingQueue } from '../../../src/proxy/judging-queue.js';

/** A judge whose judgings end when the test says so: what it was given, and how many are under way. */
function heldJudge() {
  const judged: number[] = [];
  const ends: (() => void)[] = [];
  let underWay = 0;
  const judge = (item: number) =>
    new Promise<void>((resolve) => {
      underWay += 1;
      judged.push(item);
      ends.push(() => {
        underWay -= 1;
        resolve();
      });
    });
  // The ended judging's promise settles in microtasks, which then queue the next judging for a later turn.
  const endOne = async () => {
    ends.shift()!();
    await nextTurn();
    await nextTurn();
  };
  return { judge, judged, ends, endOne, underWay: () => underWay };
}

describe('the judging queue', () => {
  it('judges nothing in the turn an item comes, then every item once, in order', async () => {
    const judged: number[] = [];
    const queue = new JudgingQueue(async (item: number) => void judged.push(item), { atOnce: 2, maxQueued: 100, maxQueuedBytes: 1e9 });
    for (let item = 0; item < 10; item += 1) queue.add(item, 10);
    expect(judged).toEqual([]);
    await queue.idle();
    expect(judged).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('judges at most `atOnce` at a time', async () => {
    const { judge, judged, endOne, underWay } = heldJudge();
    const queue = new JudgingQueue(judge, { atOnce: 2, maxQueued: 100, maxQueuedBytes: 1e9 });
    for (let item = 0; item < 5; item += 1) queue.add(item, 1);
    await nextTurn();
    expect({ judged: [...judged], underWay: underWay() }).toEqual({ judged: [0, 1], underWay: 2 });
    await endOne();
    expect({ judged: [...judged], underWay: underWay() }).toEqual({ judged: [0, 1, 2], underWay: 2 });
    for (let left = 4; left > 0; left -= 1) await endOne();
    await queue.idle();
    expect(judged).toEqual([0, 1, 2, 3, 4]);
    expect(queue.peaks.atOnce).toBe(2);
  });

  it.each([
    ['items', { atOnce: 1, maxQueued: 3, maxQueuedBytes: 1e9 }, 1],
    ['bytes', { atOnce: 1, maxQueued: 100, maxQueuedBytes: 300 }, 100],
  ])('asks requests to wait once it holds its most %s, and lets them all go when it has room', async (_what, bounds, bytes) => {
    const { judge, judged, endOne } = heldJudge();
    const queue = new JudgingQueue(judge, bounds);
    queue.add(0, bytes);
    queue.add(1, bytes);
    expect(queue.room()).toBeUndefined();
    queue.add(2, bytes);
    let released = 0;
    const waits = [queue.room(), queue.room()];
    for (const wait of waits) void wait?.then(() => (released += 1));
    expect(waits.every((wait) => wait instanceof Promise)).toBe(true);
    await nextTurn();
    expect(released).toBe(0);
    await endOne();
    expect(released).toBe(2);
    expect(queue.room()).toBeUndefined();
    await endOne();
    await endOne();
    await queue.idle();
    expect(judged).toEqual([0, 1, 2]);
    expect(queue.peaks).toMatchObject({ queued: 3, queuedBytes: 3 * bytes, held: 2 });
  });

  it('holds requests for as long as it is still full after a judging', async () => {
    const { judge, endOne } = heldJudge();
    const queue = new JudgingQueue(judge, { atOnce: 1, maxQueued: 2, maxQueuedBytes: 1e9 });
    // Past its bound by one: a held request that went brought its answer.
    for (let item = 0; item < 3; item += 1) queue.add(item, 1);
    let released = false;
    void queue.room()?.then(() => (released = true));
    await nextTurn();
    await endOne();
    expect(released).toBe(false);
    await endOne();
    expect(released).toBe(true);
    await endOne();
    await queue.idle();
  });

  it('has the bounds docs/performance.md gives: 8 judged at a time, 128 answers or 8 MiB of bodies waiting', () => {
    expect(JUDGING_BOUNDS).toEqual({ atOnce: 8, maxQueued: 128, maxQueuedBytes: 8 * 1024 * 1024 });
  });

  it('goes on after a judging that throws, and says so when asked whether it is done', async () => {
    const judged: number[] = [];
    const queue = new JudgingQueue(
      async (item: number) => {
        if (item === 1) throw new Error('judging 1 broke');
        judged.push(item);
      },
      { atOnce: 1, maxQueued: 100, maxQueuedBytes: 1e9 },
    );
    for (let item = 0; item < 3; item += 1) queue.add(item, 1);
    await expect(queue.idle()).rejects.toThrow('judging 1 broke');
    expect(judged).toEqual([0, 2]);
  });
});
