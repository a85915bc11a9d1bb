// What the CLI hands to the suites (vitest `provide`, read with `inject('target')`).
import type { HttpClientOptions } from '../http/types.js';
import type { Fixtures } from '../reference/types.js';

export interface TargetContext {
  /** The client settings, baseUrl included; header values are secrets and never leave the process in a report. */
  http: HttpClientOptions;
  /** The ids the user gave (or the embedded reference's); a rule needing a missing one is skipped. */
  fixtures: Partial<Fixtures>;
  seed: number;
  numRuns: number;
}

declare module 'vitest' {
  interface ProvidedContext {
    target: TargetContext;
  }
}
