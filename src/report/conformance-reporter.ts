// A vitest Reporter that collects the observations the conformance tests leave in their meta.
// A test that failed without leaving any is a fault of the harness, never a verdict on the target.
import type { SerializedError } from 'vitest';
import type { Reporter, TestCase, TestModule } from 'vitest/node';
import type { Exchange } from '../http/types.js';
import type { Facts } from '../judges/judge.js';
import type { Observation, Operation } from '../rules/types.js';
import type { UnansweredRequest } from './test-meta.js';

export class ConformanceReporter implements Reporter {
  readonly observations: Observation[] = [];
  readonly facts: Facts = {};
  readonly harnessFaults: string[] = [];
  readonly operationsSeen = new Set<Operation>();
  readonly exchanges: Exchange[] = [];
  readonly unanswered: UnansweredRequest[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const meta = testCase.meta().conformance;
    if (meta) {
      this.observations.push(...meta.observations);
      this.exchanges.push(...meta.exchanges);
      this.unanswered.push(...meta.unanswered);
      Object.assign(this.facts, meta.facts);
      this.operationsSeen.add(meta.operation);
      return;
    }
    const result = testCase.result();
    if (result.state === 'failed') {
      const error = result.errors?.[0];
      this.harnessFaults.push(`${testCase.fullName}: ${error?.stack ?? error?.message ?? 'failed without an error'}`);
    }
  }

  onTestModuleEnd(testModule: TestModule): void {
    for (const error of testModule.errors()) this.harnessFaults.push(`${testModule.moduleId}: ${error.stack ?? error.message}`);
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    for (const error of unhandledErrors) this.harnessFaults.push(`unhandled: ${error.stack ?? error.message}`);
  }
}
