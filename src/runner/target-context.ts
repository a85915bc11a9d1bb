// What the runner hands to the suites (read with vitest's `inject('target')`, in the suites' thread): client settings,
// fixtures, seed and the planned cases, built from the resolved options.
import type { RunOptions } from '../config/options.js';
import { readTlsMaterial } from '../config/tls-files.js';
import type { Plan } from '../plan/plan.js';
import { parseHeaders, secretsOf, signingOf } from './credentials.js';
import { politenessOf, type TargetKind } from './target-kind.js';
import { ruleSelectionOf } from './plan-run.js';
import type { HttpClientOptions, Recording } from '../http/index.js';
import type { Fixtures } from '../fixtures.js';
import type { Fixture } from '../rules/observation.js';

/** One case of the plan, as it crosses to the suites (plain data: the case itself is looked up by name). */
export interface PlannedCaseData {
  name: string;
  /** Requests it may send (for a property: its number of cases, fixed values included). */
  runs: number;
  /** Set when it sends nothing: the reason its rules are skipped. */
  skipReason?: string;
  missingFixture?: Fixture;
}

export interface TargetContext {
  /** The client settings, baseUrl included; header values are secrets and never leave the process in a report. */
  http: HttpClientOptions;
  /** The ids the user gave (or the embedded reference's); a rule needing a missing one is skipped. */
  fixtures: Partial<Fixtures>;
  seed: number;
  /** The selected cases, in run order; the suites register exactly these. */
  plan: PlannedCaseData[];
  /** Rules left out with --only/--skip: a property judges them but never fails or shrinks on them. */
  deselected: string[];
  /** Requests the run sent before the suites (the reachability probe): a block names how many were answered in all. */
  requestsBefore?: number;
  /** Set when the run is judged again from its recording (`verify`): the suites' client answers from it, sending nothing. */
  replay?: Recording;
  /** Requests in flight together (--concurrency); the tests still take their answers one after another. */
  concurrency?: number;
}

declare module 'vitest' {
  interface ProvidedContext {
    target: TargetContext;
  }
}

const MAX_RETRIES_ON_429 = 3;

export function targetContext(
  options: RunOptions,
  baseUrl: string,
  kind: TargetKind,
  fixtures: Partial<Fixtures>,
  plan: Plan,
  seed: number,
): TargetContext {
  const headers = parseHeaders(options.headers);
  const { ratePerSecond, maxRequests } = politenessOf(options, kind);
  const signing = signingOf(options);
  const vendorId = options.vendorId?.trim();
  // Checked when the options were resolved; read again here, into memory only (the key is a secret).
  const tls = readTlsMaterial(options);
  const http: HttpClientOptions = {
    baseUrl,
    timeoutMs: options.timeoutMs,
    maxBodyBytes: Math.round(options.maxBodyMb * 1024 * 1024),
    headers,
    ratePerSecond,
    maxRetriesOn429: MAX_RETRIES_ON_429,
    // The secret key whatever its length: unlike a header value it is a secret by definition.
    secrets: signing ? [...secretsOf(headers), signing.secretKey] : secretsOf(headers),
    ...(signing ? { signing } : {}),
    ...(vendorId ? { vendorId } : {}),
    ...(maxRequests !== undefined ? { maxRequests } : {}),
    ...(tls ? { tls } : {}),
  };
  const planned = plan.cases.map((p) => ({
    name: p.case.name,
    runs: p.runs,
    ...(p.skipReason !== undefined ? { skipReason: p.skipReason } : {}),
    ...(p.missingFixture !== undefined ? { missingFixture: p.missingFixture } : {}),
  }));
  return {
    http,
    fixtures,
    seed,
    plan: planned,
    deselected: [...ruleSelectionOf(options).deselected],
    ...(options.concurrency > 1 ? { concurrency: options.concurrency } : {}),
  };
}
