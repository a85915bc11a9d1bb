// The family of every node of the category tree (src/rules/catalogue/categories/nodes.ts): its checks walked
// on hand-built trees (what each finds, where, and its budget of 1000), and a rule of the tree added the way a
// newcomer adds one, in this family's module alone, judged and held by the generated trees with no other edit.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { categories } from '../../../../../src/rules/catalogue/index.js';
import { MAX_TREE_PROBLEMS, walkCategoryTree } from '../../../../../src/rules/checks/category-tree.js';
import { show } from '../../../../../src/rules/describe.js';
import { isObject } from '../../../../../src/rules/json-values.js';
import { defineRule, eachNode, type AnyRule, type TreeCheck } from '../../../../../src/rules/rule.js';
import { decision } from '../../../../../src/rules/sources.js';
import { violation } from '../../../../../src/rules/violation.js';
import { exchange } from '../../../../support/judges/exchange.js';
import { observationOf } from '../../../../support/judges/expect-judgement.js';

/** A category node; `child` [] makes a leaf. */
const node = (code: unknown, child: unknown[] = [], status: unknown = 'ACTIVE') => ({
  displayItemCategoryCode: code,
  name: `category ${String(code)}`,
  status,
  child,
});
const checkOf = (id: 'categories.codes-unique' | 'categories.status-values'): TreeCheck => categories[id].check!;
/** What the rule's check finds in the tree, walked as a judge walks it. */
const found = (id: 'categories.codes-unique' | 'categories.status-values', tree: unknown) =>
  walkCategoryTree(tree, '/data', [checkOf(id)]).found.get(checkOf(id))!;
const pointers = (count: number, at: (index: number) => string) => Array.from({ length: count }, (_, index) => at(index));

describe('categories.status-values', () => {
  it('reports a status that is not one of the documented values', () => {
    expect(found('categories.status-values', node(0, [node(1, [], 'HIDDEN')]))).toStrictEqual([
      {
        instancePath: '/data/child/0/status',
        keyword: 'enum',
        message: 'status is not one of the documented values',
        expected: 'one of "ACTIVE", "READY" or "DISABLED"',
        actual: '"HIDDEN"',
      },
    ]);
  });

  it('leaves a status that is no string to the node schema', () => {
    const walk = walkCategoryTree(node(0, [node(1, [], 7)]), '/data', [checkOf('categories.status-values')]);
    expect(walk.found.get(checkOf('categories.status-values'))).toStrictEqual([]);
    expect(walk.nodeErrors.map(({ instancePath, keyword }) => ({ instancePath, keyword }))).toStrictEqual([
      { instancePath: '/data/child/0/status', keyword: 'type' },
    ]);
  });
});

describe('categories.codes-unique', () => {
  it('reports a code used twice where it is used again, naming where it was first', () => {
    expect(found('categories.codes-unique', node(0, [node(1, [node(2)]), node(2)]))).toStrictEqual([
      {
        instancePath: '/data/child/1/displayItemCategoryCode',
        keyword: 'unique',
        message: 'category code used twice',
        expected: 'a code not used elsewhere (also at /data/child/0/child/0)',
        actual: '2',
      },
    ]);
  });

  it('compares only codes that are numbers (the node schema speaks of the others)', () => {
    const { displayItemCategoryCode: _, ...codeless } = node(1);
    expect(found('categories.codes-unique', node(0, [node('7'), node('7'), codeless, codeless]))).toStrictEqual([]);
  });
});

describe(`each rule keeps at most ${MAX_TREE_PROBLEMS} problems, the first in document order, and the walk goes on`, () => {
  const tooMany = MAX_TREE_PROBLEMS + 1;

  it('unusual statuses, without hiding a duplicate code', () => {
    const hidden = Array.from({ length: tooMany }, (_, index) => node(index + 1, [], 'HIDDEN'));
    const checks = [checkOf('categories.status-values'), checkOf('categories.codes-unique')];
    const walk = walkCategoryTree(node(0, [...hidden, node(1)]), '/data', checks);
    expect(walk.found.get(checks[0]!)!.map((v) => v.instancePath)).toStrictEqual(
      pointers(MAX_TREE_PROBLEMS, (index) => `/data/child/${index}/status`),
    );
    expect(walk.found.get(checks[1]!)!.map((v) => v.instancePath)).toStrictEqual([`/data/child/${tooMany}/displayItemCategoryCode`]);
  });

  it('duplicate codes', () => {
    const tree = node(
      5,
      Array.from({ length: tooMany }, () => node(5)),
    );
    expect(found('categories.codes-unique', tree).map((v) => v.instancePath)).toStrictEqual(
      pointers(MAX_TREE_PROBLEMS, (index) => `/data/child/${index}/displayItemCategoryCode`),
    );
  });
});

// A newcomer's rule of the tree, written as one writes it in nodes.ts: a rule of the subject 'tree' whose check
// looks at each node with its siblings. Added there and nowhere else, the found judge judges it and the
// generated trees hold it.
const siblingNamesUnique = defineRule({
  id: 'categories.sibling-names-unique',
  operation: 'LIST_DISPLAY_CATEGORIES',
  subject: 'tree',
  sources: [decision.D6],
  title: 'SHOULD give the children of one node different names',
  check: eachNode(() => (here) => {
    const { name } = here.node;
    const earlier = here.siblings.slice(0, here.index).findIndex((sibling) => isObject(sibling) && sibling.name === name);
    if (typeof name !== 'string' || earlier < 0) return undefined;
    return [
      violation('unique', {
        at: `${here.pointer()}/name`,
        message: 'two children of one node share a name',
        expected: `a name no sibling has (also child ${earlier})`,
        actual: show(name),
      }),
    ];
  }),
});

/** The modules that read the catalogue, loaded afresh with the rule added to the family's module. */
async function loadedWithTheRule() {
  vi.resetModules();
  vi.doMock('../../../../../src/rules/catalogue/categories/nodes.js', async (importOriginal) => {
    const original = await importOriginal<typeof import('../../../../../src/rules/catalogue/categories/nodes.js')>();
    return { ...original, nodeRules: [...original.nodeRules, siblingNamesUnique] };
  });
  try {
    return {
      catalogue: (await import('../../../../../src/rules/catalogue/index.js')).catalogue as readonly AnyRule[],
      judges: (await import('../../../../../src/judges/categories.js')).categoryJudges,
      lists: await import('../../../../support/arbitraries/category-documents.js'),
    };
  } finally {
    // The unit files share their worker's modules (vitest.config.ts): the files after this one load the catalogue as it is.
    vi.doUnmock('../../../../../src/rules/catalogue/categories/nodes.js');
    vi.resetModules();
  }
}

describe('a rule of the tree added in its family module alone', () => {
  const list = (children: unknown[]) => ({ code: 'SUCCESS', message: '', data: node(0, children) });
  const judged = (judges: Awaited<ReturnType<typeof loadedWithTheRule>>['judges'], body: unknown) =>
    judges.found.judge({ exchange: exchange({ body: JSON.stringify(body) }), requestedId: '' });

  it('is in the catalogue and judged by the found judge on each node, at its pointer', async () => {
    const { catalogue, judges } = await loadedWithTheRule();
    const ids = catalogue.map((rule) => rule.id);
    expect(ids.indexOf(siblingNamesUnique.id)).toBe(ids.indexOf('categories.status-values') + 1); // in its family's place
    expect(judges.found.rules).toContain(siblingNamesUnique);

    const holds = judged(judges, list([node(1, [node(3)]), node(2, [node(4)])]));
    expect(observationOf(holds, siblingNamesUnique.id).status).toBe('passed');

    const twins = list([node(1, [node(3), { ...node(4), name: 'category 3' }]), node(2)]);
    const warns = observationOf(judged(judges, twins), siblingNamesUnique.id);
    expect(warns.status).toBe('warning');
    expect(warns.evidence?.violations?.[0]).toMatchObject({
      instancePath: '/data/child/0/child/1/name',
      expected: 'a name no sibling has (also child 0)',
    });
  }, 60_000);

  it('is held by every generated category list, by its own check, with no edit to the generator', async () => {
    const { judges, lists } = await loadedWithTheRule();
    fc.assert(
      fc.property(lists.categoryListArbitrary({ maxDepth: 3 }), (body) => {
        expect(observationOf(judged(judges, body), siblingNamesUnique.id).status).toBe('passed');
      }),
      { numRuns: 100 },
    );
    // Drafts the rule narrows exist: some draw two siblings of one name.
    const twins = fc
      .sample(lists.categoryListDraftArbitrary({ maxDepth: 3 }), { numRuns: 2000, seed: 1 })
      .filter((draft) => observationOf(judged(judges, draft), siblingNamesUnique.id).status === 'warning');
    expect(twins.length).toBeGreaterThan(0);
  }, 60_000);
});
