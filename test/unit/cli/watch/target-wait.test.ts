// Before a run of a watch session judges, it waits for the target to answer (a server restarting on save),
// up to a time-out; and the target answering again is a run of its own only when no run judged it already
// (src/cli/watch/target-wait.ts).
import { afterEach, describe, expect, it } from 'vitest';

import { addressOf } from '../../../../src/cli/watch/target-probe.js';
import { TargetRestarts, waitForTarget, type TargetWaitOptions } from '../../../../src/cli/watch/target-wait.js';
import { tcpPorts } from '../../../support/watch/tcp-ports.js';

const { listen, closedPort, closeAll } = tcpPorts();
afterEach(closeAll);

const options = (waiting: string[], more: Partial<TargetWaitOptions> = {}): TargetWaitOptions => ({
  everyMs: 20,
  probeTimeoutMs: 1000,
  timeoutMs: 30_000,
  onWaiting: (reason) => waiting.push(reason),
  stopped: () => false,
  ...more,
});

describe('waitForTarget', () => {
  it('says nothing and goes on at once when the target answers', async () => {
    const port = await listen();
    const waiting: string[] = [];
    expect(await waitForTarget(addressOf(`http://127.0.0.1:${port}`), options(waiting))).toMatchObject({ answers: true });
    expect(waiting).toEqual([]);
  });

  it('says once that it waits, and goes on when the restarted target listens again', async () => {
    const port = await closedPort();
    const waiting: string[] = [];
    const wait = waitForTarget(addressOf(`http://127.0.0.1:${port}`), {
      ...options(waiting),
      // Listens again once it has been asked a few times (a server that restarted).
      onWaiting: (reason) => {
        waiting.push(reason);
        setTimeout(() => void listen(port), 100);
      },
    });
    expect(await wait).toMatchObject({ answers: true });
    expect(waiting).toEqual(['connection refused']);
  });

  it('gives up after its time-out, with why', async () => {
    const port = await closedPort();
    let now = 0;
    const wait = await waitForTarget(addressOf(`http://127.0.0.1:${port}`), options([], { timeoutMs: 1000, now: () => (now += 300) }));
    expect(wait).toEqual({ answers: false, reason: 'connection refused', stopped: false });
  });

  it('stops waiting when the session ends', async () => {
    const port = await closedPort();
    const wait = await waitForTarget(addressOf(`http://127.0.0.1:${port}`), options([], { stopped: () => true }));
    expect(wait).toEqual({ answers: false, reason: 'connection refused', stopped: true });
  });
});

describe('TargetRestarts', () => {
  it('is news when the target was down after the last run began judging, and while no run waits for it', () => {
    const restarts = new TargetRestarts();
    expect(restarts.isNews(1000)).toBe(true); // no run judged it yet
    restarts.waiting(true);
    expect(restarts.isNews(2000)).toBe(false); // the run waiting for it will judge it
    restarts.answered(3000);
    restarts.waiting(false);
    expect(restarts.isNews(2900)).toBe(false); // down before the run found it back: that run judged the restart
    expect(restarts.isNews(3100)).toBe(true); // down again since: a restart of its own
  });
});
