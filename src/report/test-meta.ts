// How a conformance test hands its observations to the reporter: through the test's meta, which
// vitest serializes from the worker to the main process (and which other reporters can read too).
import type { Facts } from '../judges/judge.js';
import type { Observation, Operation } from '../rules/types.js';

export interface ConformanceMeta {
  operation: Operation;
  observations: Observation[];
  facts: Facts;
}

// TaskMeta is declared by @vitest/runner (vitest only re-exports it), so that is the module to augment.
declare module '@vitest/runner' {
  interface TaskMeta {
    conformance?: ConformanceMeta;
  }
}
