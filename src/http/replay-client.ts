// A client that sends nothing: it answers each test's requests with what a run recorded for that test, in
// the order that test sent them (a run's exchanges.har, read back by `verify`). Everything else of the run
// (the plan, the judges, refusals and blocks, the report) is the run's own code, so a verdict judged again
// from a recording differs from the recorded one only where the answers or the rules do.
import { INTERRUPTED_MESSAGE } from './request-budget.js';
import { TransportError, type Exchange, type HttpClient, type RecordedSend, type SendOptions } from './types.js';

/** A run's requests by the name of the test that sent them, each test's in the order it sent them. */
export type Recording = Record<string, RecordedSend[]>;

/** The test sends a request the recording does not hold at that place: the recording is not of this plan. */
export class NotInRecording extends Error {
  override readonly name = 'NotInRecording';
}

export function createReplayClient(recording: Readonly<Recording>): HttpClient {
  const nextOfTest = new Map<string, number>();
  let requestsSent = 0;
  let interrupted = false;
  // Every request of a run goes to one base URL, which the recorded URLs begin with (as the client wrote it).
  let base: string | undefined;
  const sameTarget = (url: string, path: string) => {
    if (!url.endsWith(path)) return false;
    base ??= url.slice(0, url.length - path.length);
    return url === base + path;
  };

  async function send({ method, path, test = '', tally }: SendOptions): Promise<Exchange> {
    // Interrupted (a block, Ctrl-C), it takes nothing of the recording, as the run sent nothing: whether a later
    // test tried to send or was skipped depends on when the run's stop reached its thread, and either way its
    // rules are not run, and what was sent ahead for it is what it left over.
    if (interrupted)
      throw new TransportError('interrupted', INTERRUPTED_MESSAGE, { method, url: `${base ?? ''}${path}`, headers: {} }, { sent: false });
    const index = nextOfTest.get(test) ?? 0;
    nextOfTest.set(test, index + 1);
    const asked = `${method} ${path}`;
    const recorded = recording[test]?.[index];
    if (recorded === undefined)
      throw new NotInRecording(
        `test "${test}" sends ${asked} as its request ${index + 1}; the recording holds ${recording[test]?.length ?? 0} of its requests`,
      );
    const request = 'exchange' in recorded ? recorded.exchange.request : recorded.error.request;
    if (request.method !== method || !sameTarget(request.url, path))
      throw new NotInRecording(
        `test "${test}" sends ${asked} as its request ${index + 1}; the recording has ${request.method} ${request.url} there`,
      );
    if (tally && recorded.attempts > 0) Object.assign(tally, { attempts: recorded.attempts, sentBefore: requestsSent });
    requestsSent += recorded.attempts;
    if ('exchange' in recorded) return recorded.exchange;
    const { code, message, sent } = recorded.error;
    throw new TransportError(code, message, request, { sent });
  }

  return {
    send,
    // What a test's requests sent ahead left over (src/http/send-ahead.ts) was recorded after those it asked for.
    leftOver: async (test: string) => {
      const left = recording[test]?.slice(nextOfTest.get(test) ?? 0) ?? [];
      nextOfTest.set(test, recording[test]?.length ?? 0);
      for (const recorded of left) requestsSent += recorded.attempts;
      return left;
    },
    get requestsSent() {
      return requestsSent;
    },
    interrupt: () => {
      interrupted = true;
    },
    close: async () => {},
    destroy: async () => {},
  };
}
