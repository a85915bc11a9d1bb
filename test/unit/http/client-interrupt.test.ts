// An interrupted run's client (Ctrl-C): nothing more goes on the wire, and requestsSent stays what the
// target received: a request waiting for its turn under the rate limit fails at once, neither sent nor counted, while
// the answer to one already sent is still read. The turns are the test's to give (a held clock), so the
// interrupt comes between the first request reaching the target and the second's turn on any machine.
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { TransportError, type RateLimiterClock } from '../../../src/http/index.js';
import { localClient, localServer } from '../../support/robustness/local.js';

/** The rate limit's clock with time standing still: a request's turn comes only when the test lets it. */
function heldClock(): RateLimiterClock & { letNextTurnCome(): Promise<void> } {
  const waiting: (() => void)[] = [];
  let asked: (() => void) | undefined;
  return {
    now: () => 0,
    sleep: () =>
      new Promise<void>((resolve) => {
        waiting.push(resolve);
        asked?.();
      }),
    async letNextTurnCome() {
      while (waiting.length === 0) await new Promise<void>((resolve) => (asked = resolve));
      waiting.shift()!();
    },
  };
}

describe('HttpClient.interrupt', () => {
  it('sends nothing more, and counts only what the target received', async () => {
    let received!: (res: ServerResponse) => void;
    const firstReceived = new Promise<ServerResponse>((resolve) => (received = resolve));
    // The first request's answer is held until after the interrupt; any other is answered at once.
    const server = await localServer((_req, res, count) => (count === 1 ? received(res) : res.end('{}')));
    const clock = heldClock();
    // Rate-limited: each request waits for its turn, the first one too.
    const http = localClient({ baseUrl: server.origin, ratePerSecond: 5, clock });
    const first = http.send({ method: 'GET', path: '/first' });
    const second = http.send({ method: 'GET', path: '/second' }).catch((error: unknown) => error);
    await clock.letNextTurnCome(); // the first's
    const firstAnswer = await firstReceived;
    http.interrupt();
    firstAnswer.end('{}');
    // The second's turn never comes (the clock stands still): waiting for it, the request fails at once.

    expect((await first).response.status).toBe(200); // on the wire before the interrupt: its answer is read
    const refused = await second;
    expect(refused).toBeInstanceOf(TransportError);
    expect(refused).toMatchObject({ code: 'interrupted', sent: false });
    const later = await http.send({ method: 'GET', path: '/later' }).catch((error: unknown) => error);
    expect(later).toMatchObject({ code: 'interrupted', sent: false });
    expect(server.seen.map((seen) => seen.url)).toEqual(['/first']);
    expect(http.requestsSent).toBe(1);
  });
});
