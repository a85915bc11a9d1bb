// The run's cap on requests (--max-requests; 120 by default against a remote target). Every attempt
// counts: first tries, retries after a 429 and redirect hops, since each reaches the target.

export interface RequestBudget {
  /** Counts one attempt; false when the cap is reached (nothing may be sent). */
  take(): boolean;
  /** Attempts counted so far. */
  readonly sent: number;
}

export function createRequestBudget(maxRequests: number | undefined): RequestBudget {
  let sent = 0;
  return {
    take() {
      if (maxRequests !== undefined && sent >= maxRequests) return false;
      sent += 1;
      return true;
    },
    get sent() {
      return sent;
    },
  };
}

export const budgetSpentMessage = (maxRequests: number | undefined) =>
  `not sent: the request budget is spent (--max-requests ${maxRequests})`;
