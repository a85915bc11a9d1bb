// How long the mock's timed answers take. The defaults are the real gateway's (shared/spec/real-world-notes.md)
// and what docs/clients.md documents; a test of a client that meets them many times a day may shorten them
// (startReferenceServer's `timings`), and the project's own tests do, so that none of them waits seconds.

export interface MockTimings {
  /** The gateway's timeout, unless a request's X-EXTENDED-TIMEOUT sets another. */
  gatewayTimeoutMs: number;
  /** How late the backend's answer to `answer=slow` is, behind the gateway. */
  slowAnswerMs: number;
  /** `answer=dribble`: the time between two pieces of the body. */
  dribbleEveryMs: number;
}

export const MOCK_TIMINGS: Readonly<MockTimings> = { gatewayTimeoutMs: 3_000, slowAnswerMs: 4_000, dribbleEveryMs: 25 };

/** The timings a server keeps: each one given, else its default. */
export function timingsOf(given: Partial<MockTimings> = {}): MockTimings {
  return {
    gatewayTimeoutMs: given.gatewayTimeoutMs ?? MOCK_TIMINGS.gatewayTimeoutMs,
    slowAnswerMs: given.slowAnswerMs ?? MOCK_TIMINGS.slowAnswerMs,
    dribbleEveryMs: given.dribbleEveryMs ?? MOCK_TIMINGS.dribbleEveryMs,
  };
}
