// How a conformance test hands its observations to the reporter: through the test's meta, which
// the suites' thread posts to the main thread with the test (src/runner/suite-tasks.ts), as vitest would.
import type { Exchange, RecordedRequest, SentBy, TransportErrorCode } from '../http/index.js';
import type { Facts, Observation } from '../rules/observation.js';
import type { Operation } from '../rules/rule.js';

/** A request that got no complete answer (for the HAR: it was sent, nothing usable came back). */
export interface UnansweredRequest {
  request: RecordedRequest;
  error: string;
  /** The transport error's kind, its test and place (what `verify` gives that test back); absent in traffic's records. */
  code?: TransportErrorCode;
  sentBy?: SentBy;
  /** When it was sent (absent in traffic's records). */
  startedAt?: string;
}

export interface ConformanceMeta {
  operation: Operation;
  observations: Observation[];
  facts: Facts;
  /** Everything the test sent and received, already redacted by the client. */
  exchanges: Exchange[];
  unanswered: UnansweredRequest[];
  /** Requests the client did not send (a spent budget, a stopped operation, a block): their place in the test, for `verify`. */
  notSent: UnansweredRequest[];
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
