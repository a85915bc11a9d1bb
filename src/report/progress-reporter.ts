// One line per finished suite file, as it finishes: which operation, how many tests, how its rules fared.
import type { Reporter, TestModule } from 'vitest/node';
import type { Writable } from 'node:stream';
import './test-meta.js';

export class ProgressReporter implements Reporter {
  constructor(private readonly out: Writable) {}

  onTestModuleEnd(testModule: TestModule): void {
    const counts = { passed: 0, failed: 0, warning: 0, skipped: 0, error: 0 };
    let tests = 0;
    let operation = testModule.relativeModuleId;
    for (const testCase of testModule.children.allTests()) {
      const meta = testCase.meta().conformance;
      if (!meta) continue;
      tests += 1;
      operation = meta.operation;
      for (const observation of meta.observations) counts[observation.status] += 1;
    }
    if (tests === 0) return; // every test of the file was filtered out (-t, --shard)
    const kind = /properties/.test(testModule.moduleId) ? 'properties' : 'examples';
    const seconds = ((testModule.diagnostic().duration ?? 0) / 1000).toFixed(1);
    const mark = counts.failed > 0 ? 'FAIL' : counts.error > 0 ? 'ERR ' : 'ok  ';
    this.out.write(
      `${mark} ${operation.padEnd(25)} ${kind.padEnd(10)} ${String(tests).padStart(3)} tests  checks: ${counts.passed} passed, ${counts.failed} failed, ${counts.warning} warnings, ${counts.skipped} skipped, ${counts.error} errors  (${seconds}s)\n`,
    );
  }
}
