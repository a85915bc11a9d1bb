// Faults of the harness in the suites' thread reach the report as vitest's own run reported them: a test
// that failed without a judgement by its full name and its error's stack, an error nobody caught as
// "unhandled:" and its stack, each error serialised by vitest's own functions (src/runner/suite-tasks.ts).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConformanceReporter } from '../../dist/report/conformance-reporter.js';
import { RunStop } from '../../dist/runner/interrupt.js';
import { SuiteThread } from '../../dist/runner/suite-thread.js';
import type { TargetContext } from '../../src/runner/target-context.js';

const FAULTY = fileURLToPath(new URL('../fixtures/faulty-suite.test.mjs', import.meta.url));
const target = { http: { baseUrl: 'http://127.0.0.1:1' }, fixtures: {}, seed: 1, plan: [], deselected: [] } as unknown as TargetContext;

describe("faults in the suites' thread", () => {
  it('are harness faults: the failed test by its full name and stack, the stray rejection as unhandled', async () => {
    const reporter = new ConformanceReporter();
    await new SuiteThread().run({ request: { target, files: [FAULTY] }, reporters: [reporter], stop: new RunStop() });
    const [thrown, unhandled, ...others] = reporter.harnessFaults;
    expect(others).toEqual([]);
    expect(thrown).toMatch(/^faulty > throws: TypeError: a bug of the harness\n {4}at .*faulty-suite\.test\.mjs/);
    expect(unhandled).toMatch(/^unhandled: RangeError: nobody caught this\n {4}at .*faulty-suite\.test\.mjs/);
  });
});
