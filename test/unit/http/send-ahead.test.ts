import { describe, expect, it } from 'vitest';
import {
  createSendAheadClient,
  TransportError,
  type Exchange,
  type ForeseenRequest,
  type HttpClient,
  type SendOptions,
  type SendTally,
} from '../../../src/http/index.js';

/** A client whose answers come when the test says: what is on the wire at each moment is known exactly. */
function heldClient() {
  const onWire: { options: SendOptions; answer: (status: number) => void; fail: (code: 'timeout' | 'reset') => void }[] = [];
  const sent: string[] = [];
  let interrupted = false;
  const client: HttpClient = {
    send: (options) => {
      const request = { method: options.method, url: options.path, headers: {} };
      if (interrupted) return Promise.reject(new TransportError('interrupted', 'not sent', request, { sent: false }));
      sent.push(`${options.test} ${options.path}`);
      if (options.tally) Object.assign(options.tally, { attempts: 1, sentBefore: sent.length - 1 });
      return new Promise<Exchange>((resolve, reject) =>
        onWire.push({
          options,
          answer: (status) => resolve({ request, response: { status, headers: {}, body: '', bodyBytes: 0 }, startedAt: '', durationMs: 0 }),
          fail: (code) => reject(new TransportError(code, `${code} of ${options.path}`, request)),
        }),
      );
    },
    get requestsSent() {
      return sent.length;
    },
    interrupt: () => {
      interrupted = true;
    },
    close: async () => {},
    destroy: async () => {},
  };
  /** Answers the requests on the wire for these paths (in any order), then lets the client move on. */
  const answer = async (...paths: string[]) => {
    await settle();
    for (const path of paths) {
      const at = onWire.findIndex((request) => request.options.path === path);
      if (at < 0) throw new Error(`${path} is not on the wire: ${onWire.map((r) => r.options.path).join(', ')}`);
      onWire.splice(at, 1)[0]!.answer(200);
    }
    await settle();
  };
  const fail = async (path: string, code: 'timeout' | 'reset') => {
    await settle();
    const at = onWire.findIndex((request) => request.options.path === path);
    if (at < 0) throw new Error(`${path} is not on the wire: ${onWire.map((r) => r.options.path).join(', ')}`);
    onWire.splice(at, 1)[0]!.fail(code);
    await settle();
  };
  return { client, sent, answer, fail, onWire: () => onWire.map((request) => request.options.path) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const requests = (test: string, ...paths: string[]): ForeseenRequest[] =>
  paths.map((path) => ({ test, method: 'GET', path, operation: 'OP' }));
const ask = (client: HttpClient, test: string, path: string, tally?: SendTally) =>
  client.send({ test, method: 'GET', path, ...(tally ? { tally } : {}) });

describe('createSendAheadClient', () => {
  it('sends up to N foreseen requests at once, in the order foreseen, and one more as each answer is taken', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 3);
    client.foresee([...requests('a', '/1', '/2'), ...requests('b', '/3', '/4', '/5')]);
    expect(held.onWire()).toEqual(['/1', '/2', '/3']);
    // Answered but not taken: the answers wait for their tests, and nothing more is sent.
    await held.answer('/2', '/3');
    expect(held.onWire()).toEqual(['/1']);
    expect(held.sent).toHaveLength(3);
    const first = ask(client, 'a', '/1');
    await held.answer('/1');
    expect((await first).request.url).toBe('/1');
    expect(held.onWire()).toEqual(['/4']);
    await ask(client, 'a', '/2');
    await ask(client, 'b', '/3');
    expect(held.onWire()).toEqual(['/4', '/5']);
    expect(held.sent).toEqual(['a /1', 'a /2', 'b /3', 'b /4', 'b /5']);
  });

  it('hands each test its own answers whatever order they came in, with the tally of the request that went', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 4);
    client.foresee([...requests('a', '/x'), ...requests('b', '/x')]);
    await held.answer('/x');
    await held.answer('/x');
    const tally: SendTally = { attempts: 0 };
    await ask(client, 'b', '/x', tally);
    expect(tally).toEqual({ attempts: 1, sentBefore: 1 });
    await ask(client, 'a', '/x', tally);
    expect(tally).toEqual({ attempts: 1, sentBefore: 0 });
  });

  it('sends a request it did not foresee when asked (a shrinking step), first among those waiting for a slot', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 2);
    client.foresee(requests('a', '/1', '/2', '/3'));
    expect(held.onWire()).toEqual(['/1', '/2']);
    // Both slots are on the wire: the unforeseen request waits for one, then goes before /3.
    const shrinking = ask(client, 'a', '/shrunk');
    await settle();
    expect(held.onWire()).toEqual(['/1', '/2']);
    await held.answer('/1');
    expect(held.onWire()).toEqual(['/2', '/shrunk']);
    await held.answer('/shrunk');
    await shrinking;
    expect(held.onWire()).toEqual(['/2']);
    await ask(client, 'a', '/1');
    expect(held.onWire()).toEqual(['/2', '/3']);
  });

  it('never keeps the test under way waiting on answers held for later tests', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 2);
    client.foresee(requests('later', '/1', '/2'));
    await held.answer('/1', '/2');
    const now = ask(client, 'first', '/0');
    await settle();
    expect(held.onWire()).toEqual(['/0']);
    await held.answer('/0');
    expect((await now).request.url).toBe('/0');
  });

  it('sends a foreseen request its test asks for before its turn came, once, and never again ahead', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 1);
    client.foresee(requests('a', '/1', '/2'));
    const second = ask(client, 'a', '/2');
    await held.answer('/1');
    await settle();
    expect(held.onWire()).toEqual(['/2']);
    await held.answer('/2');
    await second;
    await ask(client, 'a', '/1');
    expect(held.sent).toEqual(['a /1', 'a /2']);
  });

  it('asks again for a request already taken: sent again, as one at a time would', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 2);
    client.foresee(requests('a', '/1'));
    await held.answer('/1');
    await ask(client, 'a', '/1');
    const again = ask(client, 'a', '/1');
    await held.answer('/1');
    await again;
    expect(held.sent).toEqual(['a /1', 'a /1']);
  });

  it('gives a transport error to its test as the client gave it, with what it says of the request', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 2);
    client.foresee(requests('a', '/1'));
    await held.fail('/1', 'reset');
    await expect(ask(client, 'a', '/1')).rejects.toMatchObject({ code: 'reset', message: 'reset of /1', sent: true });
  });

  it('gives back what a test left over: those sent, once settled (answers and errors), and never sends the rest', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 3);
    client.foresee([...requests('a', '/1', '/2', '/3', '/4'), ...requests('b', '/5')]);
    await held.answer('/1');
    await ask(client, 'a', '/1');
    expect(held.onWire()).toEqual(['/2', '/3', '/4']);
    const left = client.leftOver('a');
    await held.answer('/2');
    await held.fail('/3', 'timeout');
    await held.answer('/4');
    expect(await left).toEqual([
      { exchange: expect.objectContaining({ request: expect.objectContaining({ url: '/2' }) }), attempts: 1 },
      { error: expect.objectContaining({ code: 'timeout', sent: true }), attempts: 1 },
      { exchange: expect.objectContaining({ request: expect.objectContaining({ url: '/4' }) }), attempts: 1 },
    ]);
    expect(held.onWire()).toEqual(['/5']);
    expect(await client.leftOver('a')).toEqual([]);
    const leftOfB = client.leftOver('b');
    await held.answer('/5');
    expect(await leftOfB).toHaveLength(1);
    expect(held.sent).toEqual(['a /1', 'a /2', 'a /3', 'a /4', 'b /5']);
  });

  it('drops what a test left over before it was sent: it never goes', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 1);
    client.foresee([...requests('a', '/1', '/2'), ...requests('b', '/3')]);
    const left = client.leftOver('a');
    await held.answer('/1');
    expect(await left).toHaveLength(1);
    expect(held.onWire()).toEqual(['/3']);
    expect(held.sent).toEqual(['a /1', 'b /3']);
  });

  it('sends nothing more ahead once interrupted; what is on the wire is still answered', async () => {
    const held = heldClient();
    const client = createSendAheadClient(held.client, 2);
    client.foresee(requests('a', '/1', '/2', '/3'));
    client.interrupt();
    await held.answer('/1');
    await ask(client, 'a', '/1');
    expect(held.onWire()).toEqual(['/2']);
    await expect(ask(client, 'a', '/3')).rejects.toMatchObject({ code: 'interrupted', sent: false });
  });

  it('refuses a concurrency that is not a whole number from 1', () => {
    expect(() => createSendAheadClient(heldClient().client, 0)).toThrow(RangeError);
    expect(() => createSendAheadClient(heldClient().client, 1.5)).toThrow(RangeError);
  });
});
