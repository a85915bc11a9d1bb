// One conformance run: start the embedded reference when no target is given, check the target
// answers at all, run the suites with vitest, and turn what the tests observed into the report.
import type { Writable } from 'node:stream';
import { createVitest } from 'vitest/node';
import type { RunOptions } from '../config/options.js';
import { createHttpClient } from '../http/index.js';
import { TransportError, type Exchange } from '../http/types.js';
import type { UnansweredRequest } from '../report/test-meta.js';
import { packageRoot } from '../package-info.js';
import { startReferenceServer } from '../reference/index.js';
import type { ReferenceServer } from '../reference/types.js';
import { aggregate } from '../report/aggregate.js';
import { buildReport } from '../report/build-report.js';
import { redactDeep } from '../report/redaction.js';
import { ConformanceReporter } from '../report/conformance-reporter.js';
import { ProgressReporter } from '../report/progress-reporter.js';
import type { Observation } from '../rules/types.js';
import { catalogue } from '../rules/catalogue/index.js';
import type { ConformanceReport } from '../types/report.js';
import { SUITE_OPERATION } from './suite-operations.js';
import type { TargetContext } from './target.js';
import { targetContext } from './target-context.js';
import { notRunObservations, RunStop, withoutSignalListenersAddedBy } from './interrupt.js';

export interface RunOutcome {
  report: ConformanceReport;
  /** Stacks of tests that broke for a reason of the harness's own (they make the run inconclusive). */
  harnessFaults: readonly string[];
  /** Every exchange of the run, redacted, in the order the tests finished (for exchanges.har). */
  exchanges: readonly Exchange[];
  unanswered: readonly UnansweredRequest[];
}

/** A complete answer of any kind proves the target is there; only transport failures stop the run early. */
async function unreachableReason(target: TargetContext): Promise<string | undefined> {
  const client = createHttpClient({ ...target.http, maxRetriesOn429: 0 });
  try {
    await client.send({ method: 'GET', path: '/' });
    return undefined;
  } catch (error) {
    if (error instanceof TransportError && error.code !== 'blocked') return error.message;
    return undefined;
  } finally {
    await client.close();
  }
}

async function runSuites(options: RunOptions, target: TargetContext, out: Writable, stop: RunStop) {
  const conformance = new ConformanceReporter();
  const vitest = await withoutSignalListenersAddedBy(() => createVitest(
    'test',
    {
      config: false,
      root: packageRoot,
      include: options.suites.map((suite) => `suites/${suite}/**/*.test.ts`),
      watch: false,
      reporters: [conformance, new ProgressReporter(out), stop],
      provide: { target },
      // A rate limit is per process: against a rate-limited target, one worker sends everything.
      // One process, and modules loaded once for all suite files: a run is about twice as fast, and
      // its peak memory is that of one process. The suites keep no state between files.
      pool: 'threads',
      isolate: false,
      fileParallelism: target.http.ratePerSecond === null,
      testTimeout: Math.max(60_000, target.http.timeoutMs * 5),
      ...(options.testNamePattern ? { testNamePattern: options.testNamePattern } : {}),
      ...(options.shard ? { shard: options.shard } : {}),
    },
    { logLevel: 'error', cacheDir: undefined },
  ));
  stop.attach(vitest);
  try {
    if (stop.reason === undefined) await vitest.start();
  } finally {
    stop.detach();
    await vitest.close();
  }
  return conformance;
}

/** `stop` ends the run early (Ctrl-C, a target that blocks us); what was judged is still reported. */
export async function runConformance(options: RunOptions, out: Writable, stop: RunStop = new RunStop()): Promise<RunOutcome> {
  const startedAt = new Date();
  const started = performance.now();
  let reference: ReferenceServer | undefined;
  if (!options.baseUrl) reference = await startReferenceServer();
  try {
    const baseUrl = options.baseUrl ?? reference!.baseUrl;
    const userFixtures = Object.fromEntries(
      (['couponId', 'inquiryId', 'foreignInquiryId'] as const).filter((k) => options[k] !== undefined).map((k) => [k, options[k]]),
    );
    const target = targetContext(options, baseUrl, { ...reference?.fixtures, ...userFixtures });
    const operations = options.suites.map((suite) => SUITE_OPERATION[suite]);
    out.write(`seller-api-conformance: judging ${reference ? `the embedded reference at ${baseUrl}` : baseUrl} (seed ${target.seed})\n`);

    let observations: Observation[];
    let facts = {};
    let harnessFaults: readonly string[] = [];
    let exchanges: readonly Exchange[] = [];
    let unanswered: readonly UnansweredRequest[] = [];
    const unreachable = await unreachableReason(target);
    if (unreachable) {
      const message = `could not judge: target unreachable: ${unreachable}`;
      observations = catalogue.filter((rule) => operations.includes(rule.operation)).map((rule) => ({ rule: rule.id, status: 'error', message }));
    } else {
      const collected = await runSuites(options, target, out, stop);
      ({ observations, facts, harnessFaults, exchanges, unanswered } = collected);
    }
    if (stop.reason !== undefined) observations = [...observations, ...notRunObservations(observations, operations, stop.reason)];
    const partial = options.testNamePattern !== undefined || options.shard !== undefined;
    const results = aggregate(observations, { operations, strict: options.strict, requireAll: options.requireAll, partial });
    const report = buildReport({ baseUrl, embedded: reference !== undefined, startedAt, durationMs: performance.now() - started, seed: target.seed, results, facts, harnessFaults });
    // A last pass with the client's secrets: a server can echo one in a spelling the client's own
    // redaction cannot see (a JSON escape), which the judges then decode into messages.
    return redactDeep({ report, harnessFaults, exchanges, unanswered }, target.http.secrets);
  } finally {
    await reference?.close();
  }
}
