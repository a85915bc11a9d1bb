// The glue between vitest and the conformance cases of src/cases: each planned case becomes one vitest
// test that sends its requests, judges the answers and hands the observations (and the exchanges) to
// the reporter through the test's meta. A test fails when a rule failed or could not be judged.
import { ALL_CASES } from '../cases/index.js';
import type { ConformanceCase, ExampleCase, PropertyCase } from '../cases/types.js';
import { pathFor, specOf, specOfSuite, type SuiteName } from '../operations.js';
import { INTERRUPTED_MESSAGE } from '../http/request-budget.js';
import {
  createHttpClient,
  createReplayClient,
  createSendAheadClient,
  TransportError,
  type Exchange,
  type ForeseenRequest,
  type HttpClient,
  type RecordedSend,
  type SendTally,
} from '../http/index.js';
import { evidenceOf, evidenceOfRequest } from '../judges/evidence.js';
import { noneJudged, type Judgement } from '../judges/judge.js';
import { AnsweredOperations, type RefusedRequest } from '../judges/refusal.js';
import type { Fixtures } from '../fixtures.js';
import { forTheRecord } from '../report/recorded-exchange.js';
import type { UnansweredRequest } from '../report/test-meta.js';
import { couldNotJudge } from '../rules/messages.js';
import type { Observation } from '../rules/observation.js';
import type { RequestSubject } from '../rules/subjects.js';
import {
  inject,
  loadVitestRunner,
  onInterrupt,
  runInterrupted,
  tellRequestsSent,
  type PlannedCaseData,
  type TargetContext,
} from '../runner/for-the-suites.js';

// describe and test are vitest's own, from @vitest/runner as vitest resolves it: 'vitest' re-exports them
// from there, so they are the very functions `import { describe, test } from 'vitest'` gives, under vitest
// and in the suites' thread alike. 'vitest' itself is not imported: its entry loads chai, expect, snapshots,
// spies and vite's module runner, none of which a suite uses, about 25 ms of CPU in the suites' thread before
// its first request (docs/performance.md, "Where a run's time goes").
const { describe, test } = await loadVitestRunner();
// The properties' judging, and fast-check with it, is loaded when a property first runs: the example suites
// run first, and their first request need not wait for it (docs/performance.md).
const properties = () => import('../properties/judge-property.js');

class ConformanceFailure extends Error {
  override readonly name = 'ConformanceFailure';
  constructor(observations: Observation[]) {
    super(observations.map((o) => `${o.rule} ${o.status}: ${o.message}`).join('\n'));
  }
}

// The runner loads the suites without per-file isolation, so this module, and the one client it makes,
// serve every suite file of a worker: one pool of connections, one rate limit, one request budget and
// one record of stopped operations for the whole run. The client is ended when the run ends (endRun,
// from the worker's teardown), and the worker's next run, if it has one, makes its own.
// With the client goes what its credentials have been answered: a refusal before any 2xx of an operation
// is about the credentials, one after it is the target's answer (see AnsweredOperations).
// With --concurrency N, the client sends ahead what the tests registered will ask, in the order they run.
let sharedClient: { client: HttpClient; answered: AnsweredOperations; foreseen?: Map<string, Promise<void>> } | undefined;
/** The run's tests as registered, in the order they run, each with the requests it will send (--concurrency only). */
let toForesee: { candidate: ConformanceCase; planned: PlannedCaseData }[] = [];
async function clientFor(target: TargetContext, test: string): Promise<{ client: HttpClient; answered: AnsweredOperations }> {
  if (!sharedClient) {
    const ahead = !target.replay && (target.concurrency ?? 1) > 1 ? foreseeing(target, target.concurrency!) : undefined;
    sharedClient = {
      client: ahead?.client ?? (target.replay ? createReplayClient(target.replay) : createHttpClient(target.http)),
      answered: new AnsweredOperations(),
      ...(ahead ? { foreseen: ahead.foreseen } : {}),
    };
  }
  if (runInterrupted()) sharedClient.client.interrupt();
  // A test sends nothing before its own requests are foreseen: sent when asked, they would be sent ahead again.
  await sharedClient.foreseen?.get(test);
  return sharedClient;
}

/**
 * The client that sends ahead, and when each test's requests are foreseen: one test after another, each
 * computed (a property's values) while the requests already foreseen go out, so the first goes at once.
 */
function foreseeing(target: TargetContext, concurrency: number) {
  const client = createSendAheadClient(createHttpClient(target.http), concurrency);
  const tests = toForesee.splice(0);
  const foreseen = new Map<string, Promise<void>>();
  let chain = Promise.resolve();
  for (const { candidate, planned } of tests) {
    chain = chain.then(async () => {
      client.foresee(await requestsOf(target, candidate, planned));
      // The sockets get their turn: a property's values are computed in microtasks, which would hold them back.
      await new Promise((resolve) => setImmediate(resolve));
    });
    // A fault of the harness here fails the test that waits for it; the tests after it are not left unheard.
    chain.catch(() => {});
    foreseen.set(candidate.name, chain);
  }
  return { client, foreseen };
}
// An interrupted run sends nothing more; the test under way records what it judged (see run-interruption.ts).
onInterrupt(() => sharedClient?.client.interrupt());

/**
 * Ends the run's client: its connections, its rate limit, its request budget, what it was answered. Every
 * test has ended by now; a request still under way (none is expected) is aborted, not waited for.
 */
export async function endRun(): Promise<void> {
  const ending = sharedClient;
  sharedClient = undefined;
  toForesee = [];
  await ending?.client.destroy();
}

const casesByName = new Map(ALL_CASES.map((candidate) => [candidate.name, candidate]));

/** Registers the planned cases of one suite file: `kind` picks the examples or the properties. */
export function conformanceSuite(suite: SuiteName, kind: ConformanceCase['kind']): void {
  const target = inject('target');
  const planned = target.plan.filter((p) => {
    const candidate = casesByName.get(p.name);
    return candidate?.suite === suite && candidate.kind === kind;
  });
  const { operation } = specOfSuite(suite);
  describe(kind === 'property' ? `${operation} properties` : operation, () => {
    for (const p of planned) conformanceTest(target, casesByName.get(p.name)!, p);
  });
}

/** The requests a planned test will send, in order: its id, or each value its property asks about. */
async function requestsOf(target: TargetContext, candidate: ConformanceCase, planned: PlannedCaseData): Promise<ForeseenRequest[]> {
  if (planned.skipReason !== undefined) return [];
  const requestOf = (id: string): ForeseenRequest => ({
    test: candidate.name,
    method: candidate.method,
    path: pathFor(specOf(candidate.operation), id),
    operation: candidate.operation,
  });
  if (candidate.kind === 'example') return [requestOf(candidate.id(target.fixtures as Fixtures))];
  const { valuesToAsk } = await properties();
  const values = await valuesToAsk({ ...(await propertyOf(candidate, target, planned)), name: candidate.name });
  return values.map((value) => requestOf(candidate.idOf(value)));
}

function conformanceTest(target: TargetContext, candidate: ConformanceCase, planned: PlannedCaseData): void {
  if ((target.concurrency ?? 1) > 1) toForesee.push({ candidate, planned });
  test(candidate.name, async (context) => {
    const { client, answered } = await clientFor(target, candidate.name);
    let requests = 0;
    const exchanges: Exchange[] = [];
    const unanswered: UnansweredRequest[] = [];
    const notSent: UnansweredRequest[] = [];
    /** What sent each answer's request: a refusal says how many requests went before it. */
    const tallies = new WeakMap<Exchange, SendTally>();
    const record = async (judgement: Judgement) => {
      // Requests sent ahead for this test that it did not ask for (it stopped early) were sent all the same.
      for (const left of (await client.leftOver?.(candidate.name)) ?? []) {
        const sentBy = { test: candidate.name, index: exchanges.length + unanswered.length + notSent.length, attempts: left.attempts };
        requests += left.attempts;
        if ('exchange' in left) exchanges.push({ ...left.exchange, sentBy });
        else (left.error.sent ? unanswered : notSent).push({ ...unansweredOf(left), sentBy });
      }
      tellRequestsSent(client.requestsSent, true);
      context.task.meta.conformance = {
        operation: candidate.operation,
        ...judgement,
        exchanges: exchanges.map(forTheRecord),
        unanswered,
        notSent,
        requests,
        ...(runInterrupted() ? { interrupted: true as const } : {}),
        ...(answered.block !== undefined ? { blocked: answered.block } : {}),
      };
    };
    if (planned.skipReason !== undefined) {
      await record(
        noneJudged(
          candidate.judge,
          'skipped',
          planned.skipReason,
          planned.missingFixture ? { missingFixture: planned.missingFixture } : {},
        ),
      );
      context.skip(planned.skipReason);
      return;
    }
    // Started after an interrupt: nothing is sent, nothing judged ("not run"), and the run ends by itself.
    if (runInterrupted()) {
      await record({ observations: [], facts: {} });
      context.skip(INTERRUPTED_MESSAGE);
      return;
    }
    // Each request is recorded with its test and place in it: `verify` hands the answer back to that test.
    const send = async (id: string) => {
      const index = exchanges.length + unanswered.length + notSent.length;
      const startedAt = new Date().toISOString();
      const tally: SendTally = { attempts: 0 };
      const sentBy = () => ({ test: candidate.name, index, attempts: tally.attempts });
      try {
        const exchange = await client.send({
          method: candidate.method,
          path: pathFor(specOf(candidate.operation), id),
          operation: candidate.operation,
          test: candidate.name,
          tally,
        });
        exchanges.push({ ...exchange, sentBy: sentBy() });
        tallies.set(exchange, tally);
        return exchange;
      } catch (error) {
        if (error instanceof TransportError) {
          const item = { request: error.request, error: error.message, code: error.code, sentBy: sentBy(), startedAt };
          (error.sent ? unanswered : notSent).push(item);
        }
        throw error;
      } finally {
        requests += tally.attempts;
        // The main thread's live progress shows what the client counted (every attempt), not the tests.
        tellRequestsSent(client.requestsSent);
      }
    };
    // What a refusal of this test's request says: sent after how many, and how to ask the target again.
    const refusalOf = async (subject: RequestSubject) => {
      const tally = tallies.get(subject.exchange);
      // Before its last attempt (a 429 retried is refused on the last): requests in flight together were sent in another order.
      const sentBefore = tally?.sentBefore === undefined ? client.requestsSent - 1 : tally.sentBefore + tally.attempts - 1;
      const request: RefusedRequest = {
        sentBefore: (target.requestsBefore ?? 0) + sentBefore,
        requestedId: subject.requestedId,
        // The request the operation answered before, sent again (and recorded): a block refuses it too.
        answeredAgain: async (id) => {
          const { status } = (await send(id)).response;
          return status >= 200 && status <= 299;
        },
      };
      const refusal = await answered.refusalOf(subject.exchange, candidate.operation, request);
      if (answered.block === undefined) return refusal;
      // A block of the caller: nothing more goes on the wire, and the test ends as an interrupt ends it, with
      // what it judged before; the main thread stops the run (RunStop), its other rules "not run: blocked ...".
      client.interrupt();
      throw new TransportError('interrupted', INTERRUPTED_MESSAGE, subject.exchange.request, { sent: true });
    };
    let judgement: Judgement;
    try {
      judgement =
        candidate.kind === 'example'
          ? await judgeExample(candidate, target.fixtures as Fixtures, send, refusalOf)
          : await judgePlannedProperty(candidate, target, planned, send, refusalOf);
    } catch (error) {
      // No complete answer: the rules cannot be judged. Anything else is a fault of the harness.
      if (!(error instanceof TransportError)) throw error;
      // Interrupted before its request went: nothing judged, its rules are "not run".
      if (error.code === 'interrupted') judgement = { observations: [], facts: {} };
      else judgement = noneJudged(candidate.judge, 'error', couldNotJudge(error.message), { evidence: evidenceOfRequest(error.request) });
    }
    await record(judgement);
    const broken = judgement.observations.filter((o) => o.status === 'failed' || o.status === 'error');
    if (broken.length > 0) throw new ConformanceFailure(broken);
  });
}

type RefusalOf = (subject: RequestSubject) => Promise<string | undefined>;

async function judgeExample(
  candidate: ExampleCase,
  fixtures: Fixtures,
  send: (id: string) => Promise<Exchange>,
  refusalOf: RefusalOf,
): Promise<Judgement> {
  const requestedId = candidate.id(fixtures);
  const subject = { exchange: await send(requestedId), requestedId };
  const refusal = await refusalOf(subject);
  return refusal
    ? noneJudged(candidate.judge, 'error', refusal, { evidence: evidenceOf(subject.exchange) })
    : candidate.judge.judge(subject);
}

async function judgePlannedProperty(
  candidate: PropertyCase,
  target: TargetContext,
  planned: PlannedCaseData,
  send: (id: string) => Promise<Exchange>,
  refusalOf: RefusalOf,
): Promise<Judgement> {
  const { judgeProperty } = await properties();
  return judgeProperty({
    ...(await propertyOf(candidate, target, planned)),
    refusalOf,
    name: candidate.name,
    judge: candidate.judge,
    act: async (value) => {
      const requestedId = candidate.idOf(value);
      return { exchange: await send(requestedId), requestedId };
    },
    ignored: new Set(target.deselected),
  });
}

/** What a property generates, the same when it is judged and when its requests are foreseen. */
const propertyOf = async (candidate: PropertyCase, target: TargetContext, planned: PlannedCaseData) => ({
  arbitrary: await candidate.arbitrary(target.fixtures),
  examples: candidate.fixed(target.fixtures),
  runSeed: target.seed,
  numRuns: planned.runs,
});

/** A request sent ahead that came to no answer, as the test records one it sent itself. */
function unansweredOf(left: Extract<RecordedSend, { error: unknown }>): UnansweredRequest {
  return { request: left.error.request, error: left.error.message, code: left.error.code };
}
