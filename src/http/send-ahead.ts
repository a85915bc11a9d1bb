// Requests in flight together, answers taken in the plan's order (--concurrency N). The run says ahead which
// requests each test will send; this client sends them up to N at a time, and hands each test its answers
// when it asks, so the tests still run one after another and judge exactly what a run one request at a time
// would have. A request the plan did not foresee (a shrinking step, a refusal's second look) is sent when
// asked, within the same N. At most N answers wait for their test: the run's memory does not grow with N.
import { TransportError, type Exchange, type HttpClient, type RecordedSend, type SendOptions, type SendTally } from './types.js';

/** One request a test will send: the test, by name, and what it sends, in the order it will ask. */
export interface ForeseenRequest {
  test: string;
  method: string;
  path: string;
  operation?: string;
}

interface Ahead {
  request: ForeseenRequest;
  tally: SendTally;
  /** Set once it is sent: what it came to, an answer or a transport error (anything else, a fault of the harness, rejects). */
  outcome?: Promise<RecordedSend>;
  taken: boolean;
}

/** A client that sends what the plan foresees ahead, and hands each answer to its test when it asks. */
export interface SendAheadClient extends HttpClient {
  /** Adds requests at the end of what is foreseen (each test's, in the order the tests will run). */
  foresee(requests: readonly ForeseenRequest[]): void;
  leftOver(test: string): Promise<RecordedSend[]>;
}

export function createSendAheadClient(client: HttpClient, concurrency: number): SendAheadClient {
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a whole number from 1, got ${concurrency}`);
  const foreseen: Ahead[] = [];
  const ofTest = new Map<string, Ahead[]>();
  /** Foreseen requests before this one are each taken, left over, or sent. */
  let nextToSend = 0;
  /** Requests on the wire: sent ahead and not answered yet, or sent when asked. */
  let inFlight = 0;
  /** Sent ahead and not yet taken by their test, answered or not: sending ahead stops while these and `live` make N. */
  let held = 0;
  /** Requests the plan did not foresee, in flight. */
  let live = 0;
  /** Those waiting for a free slot: they go before anything more is sent ahead. */
  const unforeseen: (() => void)[] = [];
  let stopped = false;

  /** A slot freed goes to an unforeseen request first, as it is: the count in flight does not dip to let another in. */
  const freeSlot = () => {
    const next = unforeseen.shift();
    if (next) next();
    else inFlight -= 1;
    pump();
  };
  // Bounded by those in flight only: answers held for later tests must not keep the test under way waiting.
  const slot = async () => {
    if (inFlight < concurrency) inFlight += 1;
    else await new Promise<void>((resolve) => unforeseen.push(resolve));
    live += 1;
  };
  const sendNow = async (options: SendOptions) => {
    await slot();
    try {
      return await client.send(options);
    } finally {
      live -= 1;
      freeSlot();
    }
  };

  function start(ahead: Ahead): Promise<RecordedSend> {
    inFlight += 1;
    held += 1;
    const { test, method, path, operation } = ahead.request;
    const outcome = client.send({ test, method, path, ...(operation ? { operation } : {}), tally: ahead.tally }).then(
      (exchange): RecordedSend => ({ exchange, attempts: ahead.tally.attempts }),
      (error: unknown): RecordedSend => {
        if (!(error instanceof TransportError)) throw error;
        const { code, message, request, sent } = error;
        return { error: { code, message, request, sent }, attempts: ahead.tally.attempts };
      },
    );
    ahead.outcome = outcome;
    outcome.then(freeSlot, freeSlot);
    return outcome;
  }

  function pump(): void {
    while (!stopped && unforeseen.length === 0 && held + live < concurrency && inFlight < concurrency && nextToSend < foreseen.length) {
      const ahead = foreseen[nextToSend++]!;
      if (!ahead.taken) start(ahead);
    }
  }

  /** The first foreseen request of `test` that is this very request and that nothing took yet. */
  const foreseenOf = (test: string, method: string, path: string) =>
    ofTest.get(test)?.find((ahead) => !ahead.taken && ahead.request.method === method && ahead.request.path === path);

  async function send(options: SendOptions): Promise<Exchange> {
    const ahead = foreseenOf(options.test ?? '', options.method, options.path);
    if (ahead) ahead.taken = true;
    // Not sent ahead yet (its test came first): it goes now, as a request not foreseen would.
    if (ahead?.outcome === undefined) return sendNow(options);
    let result: RecordedSend;
    try {
      result = await ahead.outcome;
    } finally {
      held -= 1;
      pump();
    }
    if (options.tally) Object.assign(options.tally, ahead.tally);
    if ('exchange' in result) return result.exchange;
    throw new TransportError(result.error.code, result.error.message, result.error.request, { sent: result.error.sent });
  }

  return {
    send,
    foresee(requests) {
      for (const request of requests) {
        const ahead: Ahead = { request, tally: { attempts: 0 }, taken: false };
        foreseen.push(ahead);
        const ofThisTest = ofTest.get(request.test);
        if (ofThisTest) ofThisTest.push(ahead);
        else ofTest.set(request.test, [ahead]);
      }
      pump();
    },
    async leftOver(test) {
      const left = (ofTest.get(test) ?? []).filter((ahead) => !ahead.taken);
      for (const ahead of left) ahead.taken = true;
      const sent = left.filter((ahead) => ahead.outcome !== undefined);
      try {
        return await Promise.all(sent.map((ahead) => ahead.outcome!));
      } finally {
        held -= sent.length;
        pump();
      }
    },
    get requestsSent() {
      return client.requestsSent;
    },
    interrupt() {
      stopped = true;
      client.interrupt();
    },
    close: () => client.close(),
    destroy: () => client.destroy(),
  };
}
