// Which cases a run judges: the suites, the rules (--only, --skip), the -t pattern and the shard the user chose. Done here, before
// anything is sent, rather than by vitest: a selection that leaves nothing to judge must be an error
// at once, and the plan must count exactly the tests that will run.
import type { SuiteName } from '../config/options.js';
import { UsageError } from '../config/usage-error.js';
import type { ConformanceCase } from '../cases/types.js';

interface Selection {
  suites: readonly SuiteName[];
  /** Rules left out: a test whose rules (those it aims at) are all left out is not run (its requests serve no selected rule). */
  deselected?: ReadonlySet<string>;
  testNamePattern?: string;
  /** "I/N": the I-th of N shards (already checked to be well-formed). */
  shard?: string;
}

/** What -t is matched against: the operation and the test name, as vitest names the test. */
export const fullNameOf = (candidate: ConformanceCase) => `${candidate.operation} ${candidate.name}`;

function testNameRegExp(pattern: string): RegExp {
  try {
    return new RegExp(pattern);
  } catch (error) {
    throw new UsageError(
      `--test-name-pattern: ${JSON.stringify(pattern)} is not a valid regular expression ` +
        `(${(error as Error).message.replace(/^Invalid regular expression: /, '')})`,
    );
  }
}

export function selectCases(cases: readonly ConformanceCase[], selection: Selection): ConformanceCase[] {
  const pattern = selection.testNamePattern === undefined ? undefined : testNameRegExp(selection.testNamePattern);
  const judgesASelectedRule = (c: ConformanceCase) => (c.judge.aims ?? c.judge.rules).some((rule) => !selection.deselected?.has(rule.id));
  const chosen = cases.filter(
    (c) => selection.suites.includes(c.suite) && judgesASelectedRule(c) && (pattern === undefined || pattern.test(fullNameOf(c))),
  );
  if (selection.shard === undefined) return chosen;
  const [index, count] = selection.shard.split('/').map(Number) as [number, number];
  if (count > chosen.length) {
    throw new UsageError(
      `--shard ${selection.shard}: only ${chosen.length} tests are selected, ` +
        `so at most ${chosen.length} shards (--shard I/${chosen.length})`,
    );
  }
  // Round robin: every shard gets a share of each operation and of the heavier property tests.
  return chosen.filter((_, position) => position % count === index - 1);
}
