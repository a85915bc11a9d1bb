// Whether the target is there, asked with a bare TCP connection: a target that stops answering is said
// once, with why, and one that answers again after that is a restart (a reason to judge again).
import { afterEach, describe, expect, it } from 'vitest';

import { addressOf, TargetLiveness } from '../../../../src/cli/watch/target-liveness.js';
import { tcpPorts } from '../../../support/watch/tcp-ports.js';

const { listen, closeLast, closeAll } = tcpPorts();
let liveness: TargetLiveness | undefined;
afterEach(async () => {
  liveness?.close();
  await closeAll();
});

/** Hang guard: each wait here ends within a few probes (tens of ms on a quiet machine); this only ends a test that would hang. */
const HANG_GUARD_MS = 10_000;

const until = async (condition: () => boolean) => {
  const giveUpAt = performance.now() + HANG_GUARD_MS;
  while (!condition() && performance.now() < giveUpAt) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition(), 'hang guard').toBe(true);
};

describe('TargetLiveness', () => {
  it('says once that the target stopped answering, and when it answers again', async () => {
    const port = await listen();
    const events: string[] = [];
    liveness = new TargetLiveness(`http://127.0.0.1:${port}/api`, {
      everyMs: 20,
      timeoutMs: 500,
      onDown: (reason) => events.push(`down: ${reason}`),
      onBack: () => events.push('back'),
    });
    await until(() => liveness!.answers === true);
    expect(events).toEqual([]); // there from the start: nothing to say
    await closeLast();
    await until(() => events.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 100)); // asked again meanwhile: said once
    expect(events).toEqual(['down: connection refused']);
    await listen(port);
    await until(() => events.length === 2);
    expect(events).toEqual(['down: connection refused', 'back']);
  });

  it('does not call a target that answered down because this thread was busy past the time-out', async () => {
    const port = await listen();
    const events: string[] = [];
    liveness = new TargetLiveness(`http://127.0.0.1:${port}`, {
      everyMs: 1000,
      timeoutMs: 50,
      onDown: (reason) => events.push(`down: ${reason}`),
      onBack: () => events.push('back'),
    });
    // A turn of 300 ms (a run's work): the connection is made meanwhile, its time-out is due when the turn ends.
    const busyUntil = Date.now() + 300;
    while (Date.now() < busyUntil);
    await until(() => liveness!.answers !== undefined);
    expect(liveness.answers).toBe(true);
    expect(events).toEqual([]);
  });

  it('says a target that does not answer the first time is down, and hands back when it last was', async () => {
    const port = await listen();
    await closeLast();
    const events: string[] = [];
    const backAt: number[] = [];
    const before = Date.now();
    liveness = new TargetLiveness(`http://127.0.0.1:${port}`, {
      everyMs: 20,
      timeoutMs: 500,
      onDown: (reason) => events.push(`down: ${reason}`),
      onBack: (downAt) => backAt.push(downAt),
    });
    await until(() => events.length === 1);
    expect(events).toEqual(['down: connection refused']);
    expect(liveness.answers).toBe(false);
    expect(liveness.downAt).toBeGreaterThanOrEqual(before);
    await listen(port);
    await until(() => backAt.length === 1);
    // When the last question it did not answer was asked: before it answered again, after the first.
    expect(backAt[0]).toBe(liveness.downAt);
    expect(liveness.downAt).toBeGreaterThanOrEqual(before);
    expect(liveness.downAt).toBeLessThanOrEqual(Date.now());
  });

  it('asks nothing more once closed, and says nothing of what it finds after', async () => {
    const port = await listen();
    const events: string[] = [];
    liveness = new TargetLiveness(`http://127.0.0.1:${port}`, {
      everyMs: 20,
      timeoutMs: 500,
      onDown: (reason) => events.push(`down: ${reason}`),
      onBack: () => events.push('back'),
    });
    await until(() => liveness!.answers === true);
    liveness.close();
    await closeLast();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(events).toEqual([]);
    expect(liveness.answers).toBe(true);
    expect(liveness.downAt).toBe(0);
  });

  it('finds the port of a base URL, or its scheme’s', () => {
    expect(addressOf('http://127.0.0.1:8080/gateway')).toEqual({ host: '127.0.0.1', port: 8080 });
    expect(addressOf('https://api.example.test')).toEqual({ host: 'api.example.test', port: 443 });
    expect(addressOf('http://[::1]/')).toEqual({ host: '::1', port: 80 });
  });
});
