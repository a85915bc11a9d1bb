// The glue between vitest and the conformance cases of src/cases: each planned case becomes one vitest
// test that sends its requests, judges the answers and hands the observations (and the exchanges) to
// the reporter through the test's meta. A test fails when a rule failed or could not be judged.
import { ALL_CASES } from '../cases/index.js';
import type { ConformanceCase, ExampleCase, PropertyCase } from '../cases/types.js';
import { pathFor, specOf, specOfSuite, type SuiteName } from '../operations.js';
import { INTERRUPTED_MESSAGE } from '../http/request-budget.js';
import { createHttpClient, createReplayClient, TransportError, type Exchange, type HttpClient } from '../http/index.js';
import { evidenceOf, evidenceOfRequest } from '../judges/evidence.js';
import { noneJudged, type Judgement } from '../judges/judge.js';
import { AnsweredOperations, type RefusedRequest } from '../judges/refusal.js';
import { judgeProperty } from '../properties/judge-property.js';
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
let sharedClient: { client: HttpClient; answered: AnsweredOperations } | undefined;
function clientFor(target: TargetContext): { client: HttpClient; answered: AnsweredOperations } {
  sharedClient ??= {
    client: target.replay ? createReplayClient(target.replay) : createHttpClient(target.http),
    answered: new AnsweredOperations(),
  };
  if (runInterrupted()) sharedClient.client.interrupt();
  return sharedClient;
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

function conformanceTest(target: TargetContext, candidate: ConformanceCase, planned: PlannedCaseData): void {
  test(candidate.name, async (context) => {
    const { client, answered } = clientFor(target);
    const requestsBefore = client.requestsSent;
    const exchanges: Exchange[] = [];
    const unanswered: UnansweredRequest[] = [];
    const notSent: UnansweredRequest[] = [];
    const record = (judgement: Judgement) => {
      context.task.meta.conformance = {
        operation: candidate.operation,
        ...judgement,
        exchanges: exchanges.map(forTheRecord),
        unanswered,
        notSent,
        requests: client.requestsSent - requestsBefore,
        ...(runInterrupted() ? { interrupted: true as const } : {}),
        ...(answered.block !== undefined ? { blocked: answered.block } : {}),
      };
    };
    if (planned.skipReason !== undefined) {
      record(
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
      record({ observations: [], facts: {} });
      context.skip(INTERRUPTED_MESSAGE);
      return;
    }
    // Each request is recorded with its test and place in it: `verify` hands the answer back to that test.
    const send = async (id: string) => {
      const sentBefore = client.requestsSent;
      const index = exchanges.length + unanswered.length + notSent.length;
      const startedAt = new Date().toISOString();
      const sentBy = () => ({ test: candidate.name, index, attempts: client.requestsSent - sentBefore });
      try {
        const exchange = await client.send({
          method: candidate.method,
          path: pathFor(specOf(candidate.operation), id),
          operation: candidate.operation,
          test: candidate.name,
        });
        exchanges.push({ ...exchange, sentBy: sentBy() });
        return exchange;
      } catch (error) {
        if (error instanceof TransportError) {
          const item = { request: error.request, error: error.message, code: error.code, sentBy: sentBy(), startedAt };
          (error.sent ? unanswered : notSent).push(item);
        }
        throw error;
      } finally {
        // The main thread's live progress shows what the client counted (every attempt), not the tests.
        tellRequestsSent(client.requestsSent);
      }
    };
    // What a refusal of this test's request says: sent after how many, and how to ask the target again.
    const refusalOf = async (subject: RequestSubject) => {
      const request: RefusedRequest = {
        sentBefore: (target.requestsBefore ?? 0) + client.requestsSent - 1,
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
    record(judgement);
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

function judgePlannedProperty(
  candidate: PropertyCase,
  target: TargetContext,
  planned: PlannedCaseData,
  send: (id: string) => Promise<Exchange>,
  refusalOf: RefusalOf,
): Promise<Judgement> {
  return judgeProperty({
    refusalOf,
    name: candidate.name,
    judge: candidate.judge,
    arbitrary: candidate.arbitrary(target.fixtures),
    examples: candidate.fixed(target.fixtures),
    act: async (value) => {
      const requestedId = candidate.idOf(value);
      return { exchange: await send(requestedId), requestedId };
    },
    runSeed: target.seed,
    numRuns: planned.runs,
    ignored: new Set(target.deselected),
  });
}
