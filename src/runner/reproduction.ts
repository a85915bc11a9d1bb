// What a report must carry for `verify` to judge its run again from exchanges.har alone: the kind of target
// and the ids the plan used, and every option that changes which requests are sent or how the results make
// the verdict. The rest (the rate, timeouts, headers, TLS files) shapes how the answers came, which the
// recording holds.
import { createHash } from 'node:crypto';
import type { ExpectedFailures } from '../config/expected-failures.js';
import type { RunOptions } from '../config/options.js';
import type { Fixtures } from '../fixtures.js';
import type { ConformanceReport } from '../types/report.js';
import type { TargetKind } from './target-kind.js';

export type Reproduction = NonNullable<ConformanceReport['reproduction']>;
type ReproducedOptions = Reproduction['options'];

/** The options of RunOptions that `verify` gives the run again; the others cannot change its verdict. */
const VERDICT_OPTIONS = [
  'suites',
  'only',
  'skip',
  'testNamePattern',
  'shard',
  'numRuns',
  'maxRequests',
  'probeWrites',
  'strict',
  'requireAll',
  'minJudged',
] as const satisfies readonly (keyof RunOptions & keyof ReproducedOptions)[];

export function reproductionOf(
  options: RunOptions,
  kind: TargetKind,
  fixtures: Partial<Fixtures>,
  expectedFailures: ExpectedFailures | undefined,
): Reproduction {
  const given = VERDICT_OPTIONS.filter((key) => options[key] !== undefined).map((key) => [key, options[key]]);
  return {
    kind,
    fixtures: { ...fixtures },
    options: Object.fromEntries(given) as ReproducedOptions,
    ...(expectedFailures
      ? {
          expectedFailures: {
            file: expectedFailures.file,
            ...(expectedFailures.sha256 ? { sha256: expectedFailures.sha256 } : {}),
            entries: expectedFailures.entries.map(({ inputs, ...entry }) => ({ ...entry, ...(inputs ? { inputs: [...inputs] } : {}) })),
          },
        }
      : {}),
    // Filled as the report files are written: each is the digest of a file conformance.json is written with.
    digests: {},
  };
}

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
