// The glue between vitest tests and judges: send requests, judge the answers, hand the observations
// (and the exchanges) to the reporter through the test's meta, and fail the test when a rule failed.
import type fc from 'fast-check';
import { inject, test } from 'vitest';
import { FIXTURE_FLAGS } from '../src/config/fixture-flags.js';
import { createHttpClient } from '../src/http/index.js';
import { TransportError, type Exchange, type HttpClient } from '../src/http/types.js';
import { evidenceOf, evidenceOfRequest } from '../src/judges/evidence.js';
import type { Judge, Verdicts } from '../src/judges/judge.js';
import { refusalOf } from '../src/judges/refusal.js';
import { judgeProperty } from '../src/properties/judge-property.js';
import type { Fixtures } from '../src/reference/types.js';
import type { Fixture, Observation } from '../src/rules/types.js';
import { forTheRecord } from '../src/report/recorded-exchange.js';
import type { UnansweredRequest } from '../src/report/test-meta.js';
import type { TargetContext } from '../src/runner/target.js';

export interface Tools {
  send(method: string, path: string): Promise<Exchange>;
  fixtures: Fixtures;
}

export interface CheckOptions {
  /** Test name; the judge's name by default. */
  name?: string;
  /** Fixtures the test needs; without them its rules are skipped with the reason. */
  needs?: Fixture[];
}

class ConformanceFailure extends Error {
  override readonly name = 'ConformanceFailure';
  constructor(observations: Observation[]) {
    super(observations.map((o) => `${o.rule} ${o.status}: ${o.message}`).join('\n'));
  }
}

const unjudged = (judge: Judge<never>, status: 'skipped' | 'error', message: string, extra: Partial<Observation> = {}): Verdicts => ({
  observations: judge.rules.map((rule) => ({ rule: rule.id, status, message, ...extra })),
  facts: {},
});

// The runner loads the suites without per-file isolation, so this module, and the one client it makes,
// serve every suite file of a worker: one pool of connections and one rate limit for the whole run.
// The client is closed when its worker ends.
let sharedClient: { key: string; client: HttpClient } | undefined;
function clientFor(options: TargetContext['http']): HttpClient {
  const key = JSON.stringify(options);
  if (sharedClient?.key !== key) {
    void sharedClient?.client.close();
    sharedClient = { key, client: createHttpClient(options) };
  }
  return sharedClient.client;
}

export function useTarget() {
  const target = inject('target');
  const http = () => clientFor(target.http);

  /** A vitest test that judges with `judge`: `body` sends through `tools` and returns the verdicts. */
  function conformanceTest<Input extends { exchange: Exchange }>(name: string, judge: Judge<Input>, needs: readonly Fixture[], body: (tools: Tools) => Promise<Verdicts>): void {
    test(name, async (context) => {
      const exchanges: Exchange[] = [];
      const unanswered: UnansweredRequest[] = [];
      const record = (verdicts: Verdicts) => {
        context.task.meta.conformance = { operation: judge.operation, ...verdicts, exchanges: exchanges.map(forTheRecord), unanswered };
      };
      const missing = needs.filter((fixture) => target.fixtures[fixture] === undefined);
      if (missing.length > 0) {
        const reason = `needs ${missing.map((fixture) => FIXTURE_FLAGS[fixture]).join(' and ')}`;
        record(unjudged(judge as Judge<never>, 'skipped', reason, { missingFixture: missing[0]! }));
        context.skip(reason);
        return;
      }
      const send = async (method: string, path: string) => {
        try {
          const exchange = await http().send({ method, path });
          exchanges.push(exchange);
          return exchange;
        } catch (error) {
          if (error instanceof TransportError) unanswered.push({ request: error.request, error: error.message });
          throw error;
        }
      };
      let verdicts: Verdicts;
      try {
        verdicts = await body({ send, fixtures: target.fixtures as Fixtures });
      } catch (error) {
        // No complete answer: the rules cannot be judged. Anything else is a fault of the harness.
        if (!(error instanceof TransportError)) throw error;
        verdicts = unjudged(judge as Judge<never>, 'error', `could not judge: ${error.message}`, { evidence: evidenceOfRequest(error.request) });
      }
      record(verdicts);
      const broken = verdicts.observations.filter((o) => o.status === 'failed' || o.status === 'error');
      if (broken.length > 0) throw new ConformanceFailure(broken);
    });
  }

  /** An example: one request, one judgement. */
  function check<Input extends { exchange: Exchange }>(judge: Judge<Input>, options: CheckOptions, act: (tools: Tools) => Promise<Input>): void {
    conformanceTest(options.name ?? judge.name, judge, options.needs ?? [], async (tools) => {
      const input = await act(tools);
      const refusal = refusalOf(input.exchange);
      return refusal ? unjudged(judge as Judge<never>, 'error', refusal, { evidence: evidenceOf(input.exchange) }) : judge.judge(input);
    });
  }

  /** A property: every value the arbitrary generates (numRuns of them, from the run's seed) is sent and judged. */
  function property<Value, Input extends { exchange: Exchange }>(
    judge: Judge<Input>,
    options: CheckOptions & { name: string; arbitrary: fc.Arbitrary<Value> },
    act: (value: Value, tools: Tools) => Promise<Input>,
  ): void {
    conformanceTest(`property: ${options.name}`, judge, options.needs ?? [], (tools) =>
      judgeProperty({ name: options.name, judge, arbitrary: options.arbitrary, act: (value) => act(value, tools), runSeed: target.seed, numRuns: target.numRuns }),
    );
  }

  return { check, property, fixtures: target.fixtures };
}
