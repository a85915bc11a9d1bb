// The reachability probe: any complete answer proves the target is there; a transport failure says it cannot be
// judged, but for a rate limit (a target that is there); what it sent is recorded under its own name.
import { describe, expect, it } from 'vitest';
import type { HttpClientOptions } from '../../../src/http/index.js';
import { probeReachability } from '../../../src/runner/reachability-probe.js';
import { closedPort } from '../../support/cli/servers.js';
import { localServer } from '../../support/robustness/local.js';

/** The name exchanges.har records the probe under, as users' tools read it. */
const REACHABILITY_PROBE = 'reachability probe';

const http = (baseUrl: string): HttpClientOptions => ({
  baseUrl,
  timeoutMs: 5_000,
  maxBodyBytes: 1024 * 1024,
  headers: {},
  ratePerSecond: null,
  maxRetriesOn429: 0,
  secrets: [],
});

describe('probeReachability', () => {
  it('takes an answer of any status as the target being there, recorded as the first request of the probe', async () => {
    const target = await localServer((_req, res) => res.writeHead(404, { 'content-type': 'text/plain' }).end('no'));
    const probe = await probeReachability(http(target.origin));
    expect(target.seen.map((seen) => `${seen.method} ${seen.url}`)).toEqual(['GET /']);
    expect(Object.keys(probe)).toEqual(['exchange']);
    expect(probe.exchange).toMatchObject({
      request: { method: 'GET', url: `${target.origin}/` },
      response: { status: 404, body: 'no' },
      sentBy: { test: REACHABILITY_PROBE, index: 0, attempts: 1 },
    });
  });

  it('closes its connection once answered', async () => {
    let closed = false;
    const target = await localServer((req, res) => {
      req.socket.once('close', () => (closed = true));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await probeReachability(http(target.origin));
    await expect.poll(() => closed).toBe(true);
  });

  it('names a target that refuses the connection unreachable, its request among the unanswered', async () => {
    const port = await closedPort();
    const before = new Date().toISOString();
    const probe = await probeReachability(http(`http://127.0.0.1:${port}`));
    const message = `GET http://127.0.0.1:${port}/: connection refused`;
    expect(probe).toEqual({
      unreachable: message,
      unanswered: {
        request: expect.objectContaining({ method: 'GET', url: `http://127.0.0.1:${port}/` }),
        error: message,
        code: 'refused',
        sentBy: { test: REACHABILITY_PROBE, index: 0, attempts: 1 },
        startedAt: expect.any(String),
      },
    });
    expect(probe.unanswered!.startedAt! >= before).toBe(true);
  });

  it('takes a rate limit as the target being there: not unreachable, its request among the unanswered', async () => {
    const target = await localServer((_req, res) => res.writeHead(429, { 'content-type': 'text/plain' }).end('slow down'));
    const probe = await probeReachability(http(target.origin));
    expect(probe.unreachable).toBeUndefined();
    expect(probe.unanswered).toMatchObject({ code: 'blocked', sentBy: { test: REACHABILITY_PROBE, attempts: 1 } });
    expect(target.seen).toHaveLength(1);
  });

  it('records a probe the client would not send (the cap spent) as not sent, and the target as unreachable', async () => {
    const target = await localServer((_req, res) => res.end());
    const probe = await probeReachability({ ...http(target.origin), maxRequests: 0 });
    expect(target.seen).toEqual([]);
    expect(probe.notSent).toMatchObject({ code: 'budget', sentBy: { test: REACHABILITY_PROBE, index: 0, attempts: 0 } });
    expect(probe.unanswered).toBeUndefined();
    expect(probe.unreachable).toBe(probe.notSent!.error);
  });

  it('answers from a recording, and says when the recording has no answer for it', async () => {
    const target = await localServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const { exchange } = await probeReachability(http(target.origin));
    const replayed = await probeReachability(http(target.origin), { [REACHABILITY_PROBE]: [{ exchange: exchange!, attempts: 1 }] });
    expect(replayed.exchange?.response.status).toBe(200);
    expect(target.seen).toHaveLength(1);
    await expect(probeReachability(http(target.origin), {})).rejects.toMatchObject({ name: 'NotInRecording' });
  });
});
