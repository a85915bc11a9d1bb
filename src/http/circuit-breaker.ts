// Stop hammering a target that keeps refusing (design decision 16). One request that is still 429
// after its retries may be bad luck; several in a row mean the gateway has blocked the caller, and
// every further request would only prolong the block (the marketplace warns that persistent
// excess can make it permanent). From then on the client fails every send at once, without
// sending anything.

/** The whole message of a send refused by an open breaker: the same for every request, so a
 *  report groups them into one line, and the runner recognises it to stop the run. */
export const BLOCKED_MESSAGE = "blocked by the target's rate limit; retry later";

/** Requests in a row that ended `blocked` before the client stops sending. */
export const BLOCKED_SENDS_BEFORE_STOP = 3;

export interface CircuitBreaker {
  /** True once the target has blocked enough requests in a row: send nothing more. */
  readonly open: boolean;
  /** A complete answer arrived: the target is not blocking us (any more). */
  answered(): void;
  /** A request was still 429 after its retries. */
  blocked(): void;
}

export function createCircuitBreaker(threshold: number = BLOCKED_SENDS_BEFORE_STOP): CircuitBreaker {
  let blockedInARow = 0;
  return {
    get open() {
      return blockedInARow >= threshold;
    },
    answered() {
      // Once open it stays open: an answer can only come from a send that started before.
      if (blockedInARow < threshold) blockedInARow = 0;
    },
    blocked() {
      blockedInARow += 1;
    },
  };
}
