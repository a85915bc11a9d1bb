// The run's cap on requests (--max-requests; 120 by default against a remote target). Every attempt
// counts: first tries, retries after a 429 and redirect hops, since each reaches the target.

interface RequestBudget {
  /** Counts one attempt; false when the cap is reached (nothing may be sent). */
  take(): boolean;
  /** Uncounts an attempt that was counted but never sent (the run was interrupted while it waited for its turn). */
  giveBack(): void;
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
    giveBack() {
      sent -= 1;
    },
    get sent() {
      return sent;
    },
  };
}

export const budgetSpentMessage = (maxRequests: number | undefined) =>
  `not sent: the request budget is spent (--max-requests ${maxRequests})`;

export const INTERRUPTED_MESSAGE = 'not sent: the run was interrupted';
