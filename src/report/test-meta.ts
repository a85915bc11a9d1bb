// How a conformance test hands its observations to the reporter: through the test's meta, which
// the suites' thread posts to the main thread with the test (src/runner/suite-tasks.ts), as vitest would.
import type { Exchange, RecordedRequest } from '../http/index.js';
import type { Facts, Observation } from '../rules/observation.js';
import type { Operation } from '../rules/rule.js';

/** A request that got no complete answer (for the HAR: it was sent, nothing usable came back). */
export interface UnansweredRequest {
  request: RecordedRequest;
  error: string;
}

export interface ConformanceMeta {
  operation: Operation;
  observations: Observation[];
  facts: Facts;
  /** Everything the test sent and received, already redacted by the client. */
  exchanges: Exchange[];
  unanswered: UnansweredRequest[];
  /** Requests the test sent (every attempt: retries and redirect hops count). */
  requests: number;
  /** The run was interrupted while the test ran: it recorded what it had judged, perhaps not all it planned. */
  interrupted?: true;
  /** The target blocked the caller partway through the run (docs/robustness.md): why, in one line; the run stops. */
  blocked?: string;
}

// TaskMeta is declared by @vitest/runner (vitest only re-exports it), so that is the module to augment.
declare module '@vitest/runner' {
  interface TaskMeta {
    conformance?: ConformanceMeta;
  }
}
