// A reporter of the run's finished tests (the part of vitest's Reporter a run uses) that collects the
// observations the conformance tests leave in their meta.
// A test that failed without leaving any is a fault of the harness, never a verdict on the target.
import type { SerializedError } from 'vitest';
import type { FinishedModule, FinishedTest, TaskReporter } from './finished-tasks.js';
import type { Exchange } from '../http/index.js';
import { withTimeShares, type Facts, type Observation } from '../rules/observation.js';
import type { ConformanceMeta, UnansweredRequest } from './test-meta.js';

export class ConformanceReporter implements TaskReporter {
  readonly facts: Facts = {};
  readonly harnessFaults: string[] = [];
  readonly exchanges: Exchange[] = [];
  readonly unanswered: UnansweredRequest[] = [];
  readonly notSent: UnansweredRequest[] = [];
  requests = 0;
  /** The tests that judged all they planned: every test that recorded its meta, except one the run's interrupt cut short. */
  readonly finished = new Set<string>();
  readonly #byTest: { name: string; meta: ConformanceMeta }[] = [];
  /** vitest reports a test again when a cancelled run ends its module: each test's meta counts once. */
  readonly #seen = new Set<string>();

  /** @param order the test names in the order of the plan: results never depend on which file finished first. */
  constructor(private readonly order: readonly string[] = []) {}

  /** Every observation, test by test in the order of the plan (ties between observations of a rule keep that order). */
  get observations(): Observation[] {
    const rank = new Map(this.order.map((name, index) => [name, index]));
    const position = (name: string) => rank.get(name) ?? Number.MAX_SAFE_INTEGER;
    return [...this.#byTest].sort((a, b) => position(a.name) - position(b.name)).flatMap((entry) => entry.meta.observations);
  }

  onTestCaseResult(testCase: FinishedTest): void {
    if (this.#seen.has(testCase.id)) return;
    this.#seen.add(testCase.id);
    const meta = testCase.meta().conformance;
    if (meta) {
      // The test's time, shared among the rules it judged: junit.xml gives each rule its real time.
      // Each carries its test: the rule's result names the tests whose recorded answers judged it.
      const timed = withTimeShares(meta.observations, testCase.diagnostic()?.duration ?? 0);
      const observations = timed.map((observation) => ({ ...observation, test: testCase.name }));
      this.#byTest.push({ name: testCase.name, meta: { ...meta, observations } });
      this.exchanges.push(...meta.exchanges);
      this.unanswered.push(...meta.unanswered);
      this.notSent.push(...(meta.notSent ?? []));
      this.requests += meta.requests;
      Object.assign(this.facts, meta.facts);
      if (!meta.interrupted) this.finished.add(testCase.name);
      return;
    }
    const result = testCase.result();
    if (result.state === 'failed') {
      const error = result.errors?.[0];
      this.harnessFaults.push(`${testCase.fullName}: ${error?.stack ?? error?.message ?? 'failed without an error'}`);
    }
  }

  onTestModuleEnd(testModule: FinishedModule): void {
    for (const error of testModule.errors()) this.harnessFaults.push(`${testModule.moduleId}: ${withCauses(error)}`);
  }

  onTestRunEnd(_modules: readonly FinishedModule[], unhandledErrors: readonly SerializedError[]): void {
    for (const error of unhandledErrors) this.harnessFaults.push(`unhandled: ${withCauses(error)}`);
  }
}

/** An error's stack, and those of what caused it: vitest's "Failed to start … worker" says why only in its cause. */
function withCauses(error: SerializedError): string {
  const lines = [error.stack ?? error.message];
  const seen = new Set<unknown>([error]);
  for (
    let cause = error.cause as SerializedError | undefined;
    cause && !seen.has(cause);
    cause = cause.cause as SerializedError | undefined
  ) {
    seen.add(cause);
    lines.push(`caused by: ${cause.stack ?? cause.message ?? String(cause)}`);
  }
  return lines.join('\n');
}
