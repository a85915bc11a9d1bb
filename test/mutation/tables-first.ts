// Under mutation only: the tests that pin whole tables (the rule catalogue's snapshot, the generated docs,
// the usage text) run before the rest. A mutant of a module-level table (a rule's title, an option's help)
// is "static": no test can be traced to it, so Stryker runs every test against it and stops at the first
// failure. Run first, the test that pins the table kills it in seconds instead of after ~900 others.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const TABLE_PINNING = [
  'test/unit/rules/catalogue/index.test.ts',
  'test/unit/docs/generated-docs.test.ts',
  'test/unit/cli/main.test.ts',
  'test/unit/cli/commands/rules.test.ts',
];

const rank = (spec: TestSpecification) => {
  const at = TABLE_PINNING.findIndex((file) => spec.moduleId.endsWith(file));
  return at === -1 ? TABLE_PINNING.length : at;
};

export class TablesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return sorted
      .map((spec, index) => ({ spec, index }))
      .sort((a, b) => rank(a.spec) - rank(b.spec) || a.index - b.index)
      .map(({ spec }) => spec);
  }
}
