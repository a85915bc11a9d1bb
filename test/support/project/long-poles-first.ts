// The order the project's test files start in. vitest orders them by the durations of the last run when it
// has them, and by size when it does not (a fresh clone, CI), one project after the other: the kill
// matrix, a small file, would then start late and run alone at the end, and the unit files, which compute,
// would all wait for the e2e files, which mostly wait on child processes. So the longest files start
// first, and the others alternate between the two projects, each project in vitest's order.
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Longest first, as measured (docs/performance.md): together they are most of the run's wall time. */
export const LONG_POLES = [
  'test/e2e/pack.test.ts',
  'test/e2e/robustness/remote.test.ts',
  'test/e2e/robustness/politeness.test.ts',
  'test/e2e/kill-matrix.test.ts',
  'test/e2e/same-verdict.test.ts',
  'test/e2e/cli/live-progress.test.ts',
  'test/e2e/action.test.ts',
  'test/e2e/robustness/interrupt.test.ts',
  'test/e2e/cli/run.test.ts',
  'test/e2e/robustness/closed-output.test.ts',
  'test/e2e/watch.test.ts',
  'test/e2e/other-tools.test.ts',
];

/** a1, b1, a2, b2, … and then the rest of the longer list. */
function alternate<T>(lists: T[][]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => lists.flatMap((list) => (index < list.length ? [list[index]!] : []))).flat();
}

export class LongPolesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => LONG_POLES.indexOf(relative(this.ctx.config.root, spec.moduleId));
    const poles = sorted.filter((spec) => rank(spec) !== -1).sort((a, b) => rank(a) - rank(b));
    const rest = sorted.filter((spec) => rank(spec) === -1);
    const projects = [...new Set(rest.map((spec) => spec.project.name))];
    return [...poles, ...alternate(projects.map((name) => rest.filter((spec) => spec.project.name === name)))];
  }
}
