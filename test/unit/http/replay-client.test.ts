import { describe, expect, it } from 'vitest';
import { createReplayClient, NotInRecording, TransportError, type Exchange, type Recording } from '../../../src/http/index.js';

const BASE = 'http://127.0.0.1:9/api';
const request = (path: string, method = 'GET') => ({ method, url: `${BASE}${path}`, headers: {} });
const exchange = (path: string, status: number): Exchange => ({
  request: request(path),
  response: { status, headers: {}, body: `${status}`, bodyBytes: 3 },
  startedAt: '2026-11-28T00:00:00.000Z',
  durationMs: 1,
});

const recording: Recording = {
  first: [
    { exchange: exchange('/a/1', 200), attempts: 1 },
    { exchange: exchange('/a/2', 404), attempts: 3 },
  ],
  second: [
    { error: { code: 'timeout', message: 'timed out', request: request('/b/1'), sent: true }, attempts: 1 },
    { error: { code: 'stopped', message: 'not sent', request: request('/b/2'), sent: false }, attempts: 0 },
  ],
};

describe('createReplayClient', () => {
  it("gives each test its own requests' answers, in the order it sends them, whatever the order of the tests", async () => {
    const client = createReplayClient(recording);
    await expect(client.send({ method: 'GET', path: '/b/1', test: 'second' })).rejects.toMatchObject({ code: 'timeout', sent: true });
    expect((await client.send({ method: 'GET', path: '/a/1', test: 'first' })).response.status).toBe(200);
    expect((await client.send({ method: 'GET', path: '/a/2', test: 'first' })).response.status).toBe(404);
    const notSent = await client.send({ method: 'GET', path: '/b/2', test: 'second' }).catch((error: unknown) => error);
    expect(notSent).toBeInstanceOf(TransportError);
    expect(notSent).toMatchObject({ code: 'stopped', message: 'not sent', sent: false, request: request('/b/2') });
    // Every attempt the run counted (retries, redirect hops) is counted again.
    expect(client.requestsSent).toBe(5);
  });

  it('refuses a request the recording does not hold at that place, naming the test, the request and what is there', async () => {
    const client = createReplayClient(recording);
    await expect(client.send({ method: 'GET', path: '/a/2', test: 'first' })).rejects.toThrow(
      new NotInRecording(`test "first" sends GET /a/2 as its request 1; the recording has GET ${BASE}/a/1 there`),
    );
    await expect(client.send({ method: 'POST', path: '/a/2', test: 'first' })).rejects.toThrow(/sends POST \/a\/2 as its request 2/);
    await expect(client.send({ method: 'GET', path: '/a/3', test: 'first' })).rejects.toThrow(
      'test "first" sends GET /a/3 as its request 3; the recording holds 2 of its requests',
    );
    await expect(client.send({ method: 'GET', path: '/c', test: 'third' })).rejects.toThrow('the recording holds 0 of its requests');
  });

  it('takes every recorded URL to be one base URL and the path: a path that only ends the same is not the request', async () => {
    const client = createReplayClient({
      t: [
        { exchange: exchange('/a/1', 200), attempts: 1 },
        { exchange: exchange('/x/a/1', 200), attempts: 1 },
      ],
    });
    await client.send({ method: 'GET', path: '/a/1', test: 't' });
    await expect(client.send({ method: 'GET', path: '/a/1', test: 't' })).rejects.toBeInstanceOf(NotInRecording);
  });

  it('sends nothing more once interrupted, as the HTTP client', async () => {
    const client = createReplayClient(recording);
    client.interrupt();
    await expect(client.send({ method: 'GET', path: '/a/1', test: 'first' })).rejects.toMatchObject({ code: 'interrupted', sent: false });
    expect(client.requestsSent).toBe(0);
  });

  it("takes nothing of a test's recording once interrupted: a test the run skipped, or one that went ahead, gets the same", async () => {
    const client = createReplayClient(recording);
    await client.send({ method: 'GET', path: '/a/1', test: 'first' });
    client.interrupt();
    // Not recorded at all (the run skipped this test before it sent): interrupted, not "not in the recording".
    await expect(client.send({ method: 'GET', path: '/c', test: 'third' })).rejects.toMatchObject({ code: 'interrupted' });
    await expect(client.send({ method: 'GET', path: '/b/1', test: 'second' })).rejects.toMatchObject({ code: 'interrupted' });
    // What the run sent ahead for a test is its own still, whether that test tried to send or not.
    expect(await client.leftOver!('second')).toEqual(recording['second']);
    expect(await client.leftOver!('first')).toEqual(recording['first']!.slice(1));
    expect(client.requestsSent).toBe(1 + 1 + 3);
  });
});
