// One line per finished suite file, as it finishes: which operation and how its tests fared. It counts
// tests, not rules: a rule is judged across files (the no-5xx rule in every one), so only the closing
// total can count rules; a skipped test names why, as the closing list of skipped rules does.
import type { FinishedModule, TaskReporter } from './finished-tasks.js';
import type { Writable } from 'node:stream';
import { STATUS_RANK, type Observation, type Status } from '../rules/observation.js';
import './test-meta.js';

/** How a test is counted: its status, or "not run" when the run stopped before it judged anything. */
type Counted = Status | 'not run';

/** What a test did: the worst of its observations (skipped only when every one was); none at all, it did not run. */
function testStatus(observations: readonly Observation[]): Counted {
  if (observations.length === 0) return 'not run';
  return observations.reduce<Status>((worst, o) => (STATUS_RANK[o.status] > STATUS_RANK[worst] ? o.status : worst), 'skipped');
}

const COUNTED = [
  ['passed', 'passed'],
  ['warning', 'with warnings'],
  ['failed', 'failed'],
  ['error', 'could not judge'],
  ['skipped', 'skipped'],
  ['not run', 'not run'],
] as const;

const noTests = (): Record<Counted, number> => ({ passed: 0, failed: 0, warning: 0, skipped: 0, error: 0, 'not run': 0 });

/** "12 passed, 5 skipped (needs --coupon-id)": the counts that are not 0 (passed always); the total names no reason (the summary does). */
const tallyText = (counts: Record<Counted, number>, skipReasons?: ReadonlySet<string>) =>
  COUNTED.filter(([status]) => counts[status] > 0 || status === 'passed')
    .map(
      ([status, words]) =>
        `${counts[status]} ${words}${status === 'skipped' && skipReasons ? ` (${[...skipReasons].sort().join('; ')})` : ''}`,
    )
    .join(', ');

export class ProgressReporter implements TaskReporter {
  /** Every file's tests, for the total line: it is the sum of the lines above it. */
  readonly #total = noTests();

  constructor(private readonly out: Writable) {}

  onTestRunEnd(): void {
    const tests = Object.values(this.#total).reduce((sum, n) => sum + n, 0);
    if (tests > 0) this.out.write(`${' '.repeat(5)}${'in all'.padEnd(36)} ${String(tests).padStart(3)} tests: ${tallyText(this.#total)}\n`);
  }

  onTestModuleEnd(testModule: FinishedModule): void {
    const counts = noTests();
    const skipReasons = new Set<string>();
    let tests = 0;
    let operation = testModule.relativeModuleId;
    for (const testCase of testModule.children.allTests()) {
      const meta = testCase.meta().conformance;
      if (!meta) continue;
      tests += 1;
      operation = meta.operation;
      const status = testStatus(meta.observations);
      counts[status] += 1;
      if (status === 'skipped' && meta.observations[0]) skipReasons.add(meta.observations[0].message);
    }
    if (tests === 0) return; // every test of the file was filtered out (-t, --shard)
    const kind = /properties/.test(testModule.moduleId) ? 'properties' : 'examples';
    const seconds = ((testModule.diagnostic().duration ?? 0) / 1000).toFixed(1);
    const mark = counts.failed > 0 ? 'FAIL' : counts.error > 0 ? 'ERR ' : 'ok  ';
    for (const status of Object.keys(counts) as Counted[]) this.#total[status] += counts[status];
    this.out.write(
      `${mark} ${operation.padEnd(25)} ${kind.padEnd(10)} ${String(tests).padStart(3)} ${tests === 1 ? 'test: ' : 'tests:'} ` +
        `${tallyText(counts, skipReasons)}  (${seconds}s)\n`,
    );
  }
}
