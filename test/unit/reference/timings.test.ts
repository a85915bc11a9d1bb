// The mock's timed answers: the real gateway's timings unless a server is given others. The other tests of the
// mock shorten them; this one proves the defaults are the documented ones and are what a server without
// `timings` waits, by the timers it sets (a request is not held for seconds to show it).
import { afterEach, describe, expect, it, vi } from 'vitest';

import { COUPON, pathFor } from '../../../src/operations.js';
import { NAMED_ANSWERS } from '../../../src/reference/prefer.js';
import { startReferenceServer } from '../../../src/reference/server.js';
import { MOCK_TIMINGS, timingsOf } from '../../../src/reference/timings.js';

afterEach(() => vi.restoreAllMocks());

describe('the mock timings', () => {
  it("default to the real gateway's, as docs/clients.md documents them", () => {
    expect(MOCK_TIMINGS).toEqual({ gatewayTimeoutMs: 3_000, slowAnswerMs: 4_000, dribbleEveryMs: 25 });
    expect(NAMED_ANSWERS.slow).toBe("the gateway's 504 at its 3 s timeout, the usual answer being 4 s late (X-EXTENDED-TIMEOUT waits)");
    expect(NAMED_ANSWERS.dribble).toBe('the body 16 bytes at a time, 25 ms apart, for its first 640 bytes; then the rest');
  });

  it('take each timing given, and the default of each one not given', () => {
    expect(timingsOf()).toEqual(MOCK_TIMINGS);
    expect(timingsOf({ slowAnswerMs: 7 })).toEqual({ ...MOCK_TIMINGS, slowAnswerMs: 7 });
    expect(timingsOf({ gatewayTimeoutMs: 0, dribbleEveryMs: 1 })).toEqual({ ...MOCK_TIMINGS, gatewayTimeoutMs: 0, dribbleEveryMs: 1 });
  });

  it('are what a server given none waits: the gateway gives up at 3 s, a dribble is 25 ms a piece', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    const intervals = vi.spyOn(globalThis, 'setInterval');
    const server = await startReferenceServer();
    try {
      const url = server.baseUrl + pathFor(COUPON, server.fixtures.couponId);
      // Other timers come and go (the client's, the socket's): the server's is among those set while a request is under way.
      const setWhileAsked = async (prefer: string, extended: string | undefined, spy: typeof timeouts | typeof intervals, ms: number) => {
        const before = spy.mock.calls.length;
        const stop = new AbortController();
        const headers: Record<string, string> = { prefer, ...(extended === undefined ? {} : { 'x-extended-timeout': extended }) };
        const asked = fetch(url, { headers, signal: stop.signal }).then((answer) => answer.body?.cancel());
        try {
          await vi.waitFor(() => expect(spy.mock.calls.slice(before).map((call) => call[1])).toContain(ms), { timeout: 5_000 });
        } finally {
          // Given up on: its connection's close clears the server's timer.
          stop.abort();
          await asked.catch(() => undefined);
        }
      };
      await setWhileAsked('answer=slow', undefined, timeouts, 3_000); // the gateway gives up first
      await setWhileAsked('answer=slow', '5000', timeouts, 4_000); // the backend answers 4 s late
      await setWhileAsked('answer=dribble', undefined, intervals, 25);
    } finally {
      await server.close();
    }
  });
});
