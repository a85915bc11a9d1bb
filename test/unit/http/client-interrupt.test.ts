// An interrupted run's client (Ctrl-C): nothing more goes on the wire, and requestsSent stays what the
// target received: a request waiting for its turn under the rate limit is neither sent nor counted, while
// the answer to one already sent is still read.
import { describe, expect, it } from 'vitest';
import { TransportError } from '../../../src/http/index.js';
import { localClient, localServer } from '../../support/robustness/local.js';

describe('HttpClient.interrupt', () => {
  it('sends nothing more, and counts only what the target received', async () => {
    const server = await localServer((_req, res) => setTimeout(() => res.end('{}'), 150));
    // 5 requests/s: the second waits 200 ms for its turn, after the first went.
    const http = localClient({ baseUrl: server.origin, ratePerSecond: 5 });
    const first = http.send({ method: 'GET', path: '/first' });
    const second = http.send({ method: 'GET', path: '/second' }).catch((error: unknown) => error);
    while (server.seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    http.interrupt();

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
