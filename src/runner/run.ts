// One conformance run: start the embedded reference when no target is given, plan the requests, have the
// suites' thread probe whether the target answers at all and run the planned cases, and hand what the tests
// observed to src/report/report-of-run.ts, which turns it into the report. This thread sends nothing.
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { RunOptions } from '../config/options.js';
import { headersLine } from '../config/headers.js';
import type { Exchange, HttpClientOptions } from '../http/types.js';
import type { Recording } from '../http/replay-client.js';
import type { Fixtures } from '../fixtures.js';
import type { UnansweredRequest } from '../report/test-meta.js';
import { packageRoot } from '../package-info.js';
import type { ReferenceServer } from '../reference/index.js';
import type { ExpectedFailures } from '../config/expected-failures.js';
import { ConformanceReporter } from '../report/conformance-reporter.js';
import type { RunOutcome } from '../report/report-of-run.js';
import { ProgressReporter } from '../report/progress-reporter.js';
import type { RequestProgress } from '../report/live-progress.js';
import { targetUnreachable } from '../rules/messages.js';
import type { Observation } from '../rules/observation.js';
import { catalogue } from '../rules/catalogue/index.js';
import type { Plan } from '../plan/plan.js';
import { neverSentObservations, planRun, ruleSelectionOf, suiteFilesOf, userFixtures } from './plan-run.js';
import { specOfSuite } from '../operations.js';
import { targetContext, type TargetContext } from './target-context.js';
import { randomSeed, targetKind, type TargetKind } from './target-kind.js';
import { SuiteThread } from './suite-thread.js';
import type { ReachabilityProbe } from './reachability-probe.js';
import { reproductionOf } from './reproduction.js';
import { INTERRUPTED, notRunObservations, RunStop } from './interrupt.js';
import { cutShortByInterrupt } from './interrupted-run.js';

/** Hears the count of requests the suites have sent (their client's, in the suites' thread). */
type OnRequestsSent = (count: number) => void;

/** The report's modules, loaded while the suites run. */
const loadReportOfRun = () => import('../report/report-of-run.js');

/** How the run hears the suites' thread: the count of requests its suites sent, and what the reachability probe left. */
interface SuiteListeners {
  onRequestsSent: OnRequestsSent;
  onProbe: (probe: ReachabilityProbe) => void;
}

/** Runs the planned suite files in the suites' thread, the probe first if asked; what its tests left comes back through the reporter. */
async function runSuites(
  plan: Plan,
  target: TargetContext,
  probe: HttpClientOptions | undefined,
  out: Writable,
  stop: RunStop,
  thread: SuiteThread,
  listeners: SuiteListeners,
) {
  const conformance = new ConformanceReporter(plan.cases.map((p) => p.case.name));
  if (stop.reason !== undefined) return conformance;
  const files = suiteFilesOf(plan).map((file) => join(packageRoot, file));
  const request = { target, files, ...(probe ? { probe } : {}) };
  await thread.run({ request, reporters: [conformance, new ProgressReporter(out), stop], stop, ...listeners });
  return conformance;
}

/**
 * `stop` ends the run early (Ctrl-C, a target that blocks us); what was judged is still reported.
 * `thread` is the suites' thread, started as early as the caller could (it loads them on the other core
 * while this one plans); the run disposes of it: kept for the process's next run, or ended.
 * `progress` hears how many of the planned requests have been sent, from the first to the last.
 */
export type { RunOutcome };

/**
 * A run judged again from its recording (`verify`): nothing is sent and no reference started; each test
 * gets back the answers it was recorded with, and the run is otherwise the one its options describe.
 */
export interface Replay {
  recording: Recording;
  kind: TargetKind;
  baseUrl: string;
  fixtures: Partial<Fixtures>;
  /** When the recorded run started: an expected failure expires as it did for that run. */
  startedAt: Date;
  /** The recorded run's expected failures, as it read them from its file. */
  expectedFailures?: ExpectedFailures;
}

export async function runConformance(
  options: RunOptions,
  out: Writable,
  stop: RunStop = new RunStop(),
  thread: SuiteThread = new SuiteThread(),
  progress?: RequestProgress,
  replay?: Replay,
): Promise<RunOutcome> {
  try {
    return await runAgainstTarget(options, out, stop, thread, progress, replay);
  } finally {
    await thread.dispose();
  }
}

async function runAgainstTarget(
  options: RunOptions,
  out: Writable,
  stop: RunStop,
  thread: SuiteThread,
  progress: RequestProgress | undefined,
  replay: Replay | undefined,
): Promise<RunOutcome> {
  const startedAt = new Date();
  const started = performance.now();
  const kind = replay?.kind ?? targetKind(options);
  // Read before anything is started or sent: a malformed file is a usage error (exit 2), not a late surprise.
  // Its module (and the YAML parser, about 70 ms) loads only for a run that names such a file.
  const expectedFailures: ExpectedFailures | undefined = replay
    ? replay.expectedFailures
    : options.expectedFailures === undefined
      ? undefined
      : (await import('../config/expected-failures.js')).readExpectedFailures(options.expectedFailures);
  // A fault of the embedded reference is reported with the progress, never on the host's own streams.
  const reference: ReferenceServer | undefined =
    kind === 'embedded' && !replay
      ? await (await import('../reference/index.js')).startReferenceServer({ log: (line) => out.write(line) })
      : undefined;
  try {
    const baseUrl = replay?.baseUrl ?? options.baseUrl ?? reference!.baseUrl;
    const fixtures = replay?.fixtures ?? { ...reference?.fixtures, ...userFixtures(options) };
    const plan = planRun(options, kind, fixtures);
    const seed = options.seed ?? randomSeed();
    const target = {
      ...targetContext(options, baseUrl, kind, fixtures, plan, seed),
      ...(replay ? { replay: replay.recording } : {}),
    };
    const operations = options.suites.map((suite) => specOfSuite(suite).operation);
    const judged = replay ? `the recording of ${baseUrl}` : reference ? `the embedded reference at ${baseUrl}` : baseUrl;
    out.write(`seller-api-conformance: judging ${judged} (seed ${seed}), up to ${plan.total} requests\n`);
    const headers = headersLine(options);
    if (headers) out.write(`${headers}\n`);

    let observations: Observation[] = [];
    let facts = {};
    let harnessFaults: readonly string[] = [];
    let exchanges: readonly Exchange[] = [];
    let unanswered: readonly UnansweredRequest[] = [];
    let notSent: readonly UnansweredRequest[] = [];
    let finished: ReadonlySet<string> = new Set();
    let requests = 0;
    progress?.begin(plan.total);
    if (!plan.reachabilityProbe) progress?.sent(0);
    // The suites' thread sends the probe first (reachability-probe.ts), with the whole cap and no retry of a 429;
    // the suites have what it leaves of the cap.
    const probeHttp = plan.reachabilityProbe ? { ...target.http, maxRetriesOn429: 0 } : undefined;
    const before = plan.reachabilityProbe ? 1 : 0;
    const suiteTarget = {
      ...target,
      requestsBefore: before,
      ...(target.http.maxRequests === undefined ? {} : { http: { ...target.http, maxRequests: target.http.maxRequests - before } }),
    };
    let probe: ReachabilityProbe = {};
    const onProbe = (probed: ReachabilityProbe) => {
      probe = probed;
      requests += 1;
      progress?.sent(requests);
    };
    const onRequestsSent = (count: number) => progress?.sent(before + count);
    const suites = runSuites(plan, suiteTarget, probeHttp, out, stop, thread, { onRequestsSent, onProbe });
    // The report's own modules load while the suites run on their thread, not before the first request
    // (a failure to load is the report's to say, below).
    loadReportOfRun().catch(() => undefined);
    const collected = await suites;
    const { unreachable } = probe;
    if (unreachable) {
      // Rules that were never going to be sent keep their own reason (needs --coupon-id, ...).
      const neverSent = neverSentObservations(plan);
      const message = targetUnreachable(unreachable);
      observations = [
        ...neverSent,
        ...catalogue
          .filter((rule) => operations.includes(rule.operation) && !neverSent.some((o) => o.rule === rule.id))
          .map((rule): Observation => ({ rule: rule.id, status: 'error', message })),
      ];
    } else {
      ({ observations, facts, harnessFaults, exchanges, unanswered, notSent, finished } = collected);
      requests += collected.requests;
    }
    // exchanges.har holds every request the run sent, the reachability probe first.
    if (probe.exchange) exchanges = [probe.exchange, ...exchanges];
    if (probe.unanswered) unanswered = [probe.unanswered, ...unanswered];
    if (probe.notSent) notSent = [probe.notSent, ...notSent];
    let interrupted: ReadonlySet<string> | undefined;
    if (stop.reason === INTERRUPTED) ({ observations, rules: interrupted } = cutShortByInterrupt(plan, observations, finished));
    if (stop.reason !== undefined) {
      // The tests that would have said "needs --coupon-id" may not have started: their rules keep that reason.
      observations = [...observations, ...neverSentObservations(plan)];
      observations = [...observations, ...notRunObservations(observations, operations, stop.reason)];
    }
    const durationMs = performance.now() - started;
    const { reportOfRun } = await loadReportOfRun();
    return reportOfRun({
      options,
      baseUrl,
      embedded: reference !== undefined,
      userFixtures: userFixtures(options),
      secrets: target.http.secrets,
      startedAt,
      durationMs,
      seed,
      plan,
      operations,
      deselected: ruleSelectionOf(options).deselected,
      observations,
      facts,
      harnessFaults,
      exchanges,
      unanswered,
      notSent,
      requests,
      ...(replay ? { judgedOn: replay.startedAt } : {}),
      reproduction: reproductionOf(options, kind, fixtures, expectedFailures),
      ...(expectedFailures ? { expectedFailures } : {}),
      ...(interrupted ? { interrupted } : {}),
    });
  } finally {
    // The live line goes before the final lines, which replace it.
    progress?.end();
    await reference?.close();
  }
}
