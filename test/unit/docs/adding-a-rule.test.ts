// docs/architecture.md, "Worked example: adding a rule", followed for each kind of rule it shows, each defined
// exactly as shown (the first test holds the texts equal): a rule of the coupon document, a rule of the category
// tree citing a decision of its own (the next D<n>, written into docs/decisions.md here in memory), and a rule that
// needs the id requested. Each is added where the recipe adds it, to its family module, with its faults and
// examples: every module that reads the catalogue or the decisions is loaded afresh with them there, and each
// picks them up with no other edit: the judges, validate, the traffic judge, the generic proofs (faults, examples,
// what a rule needs), the generators, `rules`, the docs' tables and decision blocks, README's range of decisions,
// the kill matrix. A documented wording is the fourth kind: test/unit/rules/checks/added-wording.test.ts.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { json, nodesAtDepth } from '../../../src/rules/answer-changes.js';
import { show } from '../../../src/rules/describe.js';
import { fails, notJudged, passes } from '../../../src/rules/example.js';
import { isObject } from '../../../src/rules/json-values.js';
import { at } from '../../../src/rules/reads.js';
import { defineRule, eachNode, type AnyRule } from '../../../src/rules/rule.js';
import { spec, type SourceLink } from '../../../src/rules/sources.js';
import { violation } from '../../../src/rules/violation.js';
import { decisionsOf } from '../../../scripts/decision-headings.js';

type Decisions = Readonly<Record<string, SourceLink>>;

const documentRule = () =>
  // document:start
  defineRule({
    id: 'coupon.policy.rate-percent',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy],
    title: 'SHOULD give the discount of a RATE policy as a percentage from 1 to 100',
    reads: {
      policies: at('/couponPolicies/*', {
        what: 'a policy with a whole-number discount',
        test: (value): value is { typeOfDiscount?: unknown; discount: number } => isObject(value) && Number.isInteger(value.discount),
      }),
    },
    check: ({ policies }) =>
      policies.flatMap(({ at: policy, value: { typeOfDiscount, discount } }) =>
        typeOfDiscount !== 'RATE' || (discount >= 1 && discount <= 100)
          ? []
          : [
              violation(discount > 100 ? 'maximum' : 'minimum', {
                at: `${policy}/discount`,
                message: 'a RATE discount is not a percentage',
                expected: 'a percentage from 1 to 100',
                actual: show(discount),
              }),
            ],
      ),
    faults: [
      {
        id: 'coupon-rate-percent-over-100',
        defect: 'a RATE discount of 150 (percent)',
        answers: 'found',
        change: json((c) => {
          c.couponPolicies[0].discount = 150;
        }),
      },
    ],
    examples: [
      passes(
        'a RATE discount of 100: the whole price',
        json((c) => {
          c.couponPolicies[0].discount = 100;
        }),
      ),
      fails(
        'a RATE discount of 0',
        json((c) => {
          c.couponPolicies[0].discount = 0;
        }),
        { at: '/couponPolicies/0/discount' },
      ),
      notJudged(
        'a discount of 0.5, not a whole number, which coupon.policy.fields reports',
        json((c) => {
          c.couponPolicies[0].discount = 0.5;
        }),
        { at: '/couponPolicies/0', see: 'coupon.policy.fields' },
      ),
    ],
  });
// document:end

const treeRule = (decision: Decisions) =>
  // tree:start
  defineRule({
    id: 'categories.sibling-names',
    operation,
    subject: 'tree',
    sources: [spec.displayCategory, decision[NEW]!],
    title: 'SHOULD give the children of one node names of their own',
    check: eachNode(() => {
      // Each node's name, among the names of its siblings seen so far: one map per child array.
      const namesOf = new Map<readonly unknown[], Map<string, number>>();
      return (here) => {
        const { name } = here.node;
        if (typeof name !== 'string') return undefined;
        const names = namesOf.get(here.siblings) ?? new Map<string, number>();
        namesOf.set(here.siblings, names);
        const first = names.get(name);
        if (first === undefined) return void names.set(name, here.index);
        return [
          violation('unique', {
            at: `${here.pointer()}/name`,
            message: 'two children of one node share a name',
            expected: `a name no sibling has (child ${first} has it)`,
            actual: show(name),
          }),
        ];
      };
    }),
    faults: [
      {
        id: 'categories-sibling-names-twice',
        defect: 'two top-level categories share a name',
        answers: 'found',
        change: json((b) => {
          const [first, second] = nodesAtDepth(b.data, 1);
          second.name = first.name;
        }),
      },
    ],
    examples: [
      passes("the reference's tree"),
      fails(
        'the second top-level category named as the first',
        json((b) => {
          b.data.child[1].name = b.data.child[0].name;
        }),
        { at: '/data/child/1/name' },
      ),
    ],
  });
// tree:end

const idRule = () =>
  // id:start
  defineRule({
    id: 'inquiry.order-id.own',
    operation,
    subject: 'document',
    needs: ['requestedId'],
    sources: [spec.inquiry],
    title: "SHOULD give the order's own number as orderId, not the inquiryId requested",
    reads: { orderId: at('/data/orderId', 'integer') },
    check: ({ orderId, requestedId }) =>
      String(orderId.value) !== requestedId
        ? []
        : [
            violation('id-echo', {
              at: orderId.at,
              message: 'the orderId is the inquiryId requested',
              expected: `an order number other than ${requestedId}`,
              actual: show(orderId.value),
            }),
          ],
    faults: [
      {
        id: 'inquiry-order-id-is-inquiry-id',
        defect: 'orderId set to the inquiryId',
        answers: 'found',
        change: json((b) => {
          b.data.orderId = b.data.inquiryId;
        }),
      },
    ],
    examples: [
      passes("the reference's inquiry: an order number of its own"),
      fails(
        'orderId equal to the inquiryId requested',
        json((b) => {
          b.data.orderId = b.data.inquiryId;
        }),
        { at: '/data/orderId' },
      ),
    ],
  });
// id:end

/** docs/decisions.md as the newcomer leaves it: a decision of their own at the end, its prose only. */
const decisionsText = readFileSync(fileURLToPath(new URL('../../../docs/decisions.md', import.meta.url)), 'utf8');
/** The next decision's number: D20 while docs/decisions.md ends at D19. */
const NEW = `D${decisionsOf(decisionsText).length + 1}`;
const NEW_HEADING = `${NEW}: Names of sibling categories`;
const NEW_LINK = `docs/decisions.md#${NEW.toLowerCase()}-names-of-sibling-categories`;
const decisionsWithNew = [
  decisionsText,
  `## ${NEW_HEADING}`,
  '',
  '- **Question.** The spec does not say whether two children of one category may share a name.',
  '- **Position.** They should not (SHOULD): a seller picks a category by its name among its siblings.',
  '',
].join('\n');

// `operation` as each family module has it: the rules above are written as they are there.
let operation: 'GET_COUPON_BY_ID' & 'LIST_DISPLAY_CATEGORIES' & 'GET_ORIGIN_INQUIRY_BY_ID';

/** The ids of the copies of the worked rules that a newcomer's module had already, each replaced by the worked rule. */
const replaced: string[] = [];

/** Where the recipe adds each: the family module, and the list it exports. */
const FAMILIES = [
  { kind: 'document', module: '../../../src/rules/catalogue/coupon/policies.js', list: 'policyRules', operation: 'GET_COUPON_BY_ID' },
  { kind: 'tree', module: '../../../src/rules/catalogue/categories/nodes.js', list: 'nodeRules', operation: 'LIST_DISPLAY_CATEGORIES' },
  {
    kind: 'id',
    module: '../../../src/rules/catalogue/inquiry/inquiry-values.js',
    list: 'inquiryValueRules',
    operation: 'GET_ORIGIN_INQUIRY_BY_ID',
  },
] as const;
type Kind = (typeof FAMILIES)[number]['kind'];

function ruleOf(kind: Kind, decision: Decisions): AnyRule {
  const family = FAMILIES.find((candidate) => candidate.kind === kind)!;
  operation = family.operation as typeof operation;
  return { document: documentRule, tree: () => treeRule(decision), id: idRule }[kind]() as AnyRule;
}

/**
 * Every module that reads the catalogue or the decisions, loaded afresh with each rule at the end of its family
 * module, as the recipe puts it there, and with docs/decisions.md's new decision in src/rules/decisions.ts, as
 * `npm run gen:docs` writes it.
 */
async function loadedWithTheRules() {
  vi.resetModules();
  const headings = Object.fromEntries(decisionsOf(decisionsWithNew).map((d) => [d.name, [d.anchor, d.text]]));
  vi.doMock('../../../src/rules/decisions.js', () => ({ DECISION_HEADINGS: headings }));
  for (const family of FAMILIES)
    vi.doMock(family.module, async (importOriginal) => {
      const original = await importOriginal<Record<string, AnyRule[]>>();
      const { decision } = await import('../../../src/rules/sources.js');
      const worked = ruleOf(family.kind, decision);
      // A newcomer who followed the recipe to the letter has this very rule in the module already, under an id of
      // their own: the worked rule takes its place, rather than the two breaking on each other's faults.
      const copies = original[family.list]!.filter((rule) => rule.title === worked.title);
      replaced.push(...copies.map((rule) => rule.id));
      const others = original[family.list]!.filter((rule) => !copies.includes(rule));
      return { ...original, [family.list]: [...others, worked] };
    });
  try {
    // The CLI loads its commands when it runs one: run them here, while the catalogue has the rules.
    const { runMain } = await import('../../support/cli/in-process.js');
    const rules = { json: await runMain(['rules', '--json']), table: await runMain(['rules']) };
    const catalogue = await import('../../../src/rules/catalogue/index.js');
    return {
      rules,
      catalogue: catalogue.catalogue,
      added: Object.fromEntries(FAMILIES.map((f) => [f.kind, catalogue.catalogue.find((r) => r.id === ruleOf(f.kind, {}).id)!])) as Record<
        Kind,
        AnyRule
      >,
      faults: await import('../../../src/rules/faults.js'),
      proofs: await import('../../support/proof/proofs.js'),
      offline: await import('../../support/proof/offline.js'),
      judges: (await import('../../../src/judges/index.js')).JUDGES,
      judgeBody: (await import('../../../src/offline/judge-body.js')).judgeBody,
      judgeHarEntries: (await import('../../../src/traffic/judge-har.js')).judgeHarEntries,
      docs: { ...(await import('../../../scripts/docs-blocks.js')), ...(await import('../../../scripts/decision-headings.js')) },
      sources: await import('../../../src/rules/sources.js'),
      killMatrix: (await import('../../support/kill-matrix/proof-table.js')).killMatrix,
      arbitraries: {
        ...(await import('../../support/arbitraries/coupon-documents.js')),
        ...(await import('../../support/arbitraries/category-documents.js')),
        ...(await import('../../support/arbitraries/inquiry-documents.js')),
        ...(await import('../../support/arbitraries/holding-the-rules.js')),
      },
      reference: await import('../../../src/reference/index.js'),
    };
  } finally {
    // The unit files share their worker's modules (vitest.config.ts): the files after this one load the
    // catalogue and the decisions as they are, not this one's.
    for (const family of FAMILIES) vi.doUnmock(family.module);
    vi.doUnmock('../../../src/rules/decisions.js');
    vi.resetModules();
  }
}

let world: Awaited<ReturnType<typeof loadedWithTheRules>>;
beforeAll(async () => {
  world = await loadedWithTheRules();
}, 60_000);

const file = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));
const dedent = (text: string) => {
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  const indent = Math.min(...lines.map((line) => /^ */.exec(line)![0].length));
  return lines.map((line) => line.slice(indent)).join('\n');
};
const KINDS = FAMILIES.map((family) => family.kind);

describe('adding a rule, as docs/architecture.md shows each kind', () => {
  it('defines each rule exactly as the doc does', () => {
    const doc = readFileSync(file('docs/architecture.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Worked example: adding a rule'), doc.indexOf('## Develop'));
    const shown = [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => dedent(m[1]!));
    const own = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const between = (name: string) => own.slice(own.indexOf(`// ${name}:start`) + `// ${name}:start`.length, own.indexOf(`// ${name}:end`));
    for (const kind of KINDS) expect(shown, kind).toContain(dedent(between(kind)).replace(/\);$/, '),'));
  });

  it.each(KINDS)('%s: in the catalogue after the rules of its family, and every id published before is kept', (kind) => {
    const ids = world.catalogue.map((r) => r.id);
    const family = FAMILIES.find((f) => f.kind === kind)!;
    const { id } = world.added[kind];
    expect(ids).toContain(id);
    expect(world.catalogue.find((r) => r.id === id)?.operation).toBe(family.operation);
    const published = (
      JSON.parse(readFileSync(file('test/unit/rules/catalogue/__snapshots__/catalogue.json'), 'utf8')) as { id: string }[]
    ).map((r) => r.id);
    expect(ids.filter((one) => published.includes(one))).toEqual(published.filter((one) => !replaced.includes(one)));
  });

  it.each(KINDS)('%s: each of its faults is caught by it on the planned requests, with no false alarm', (kind) => {
    const rule = world.added[kind];
    const faults = world.faults.FAULTS.filter((fault) => fault.catches === rule.id);
    expect(faults.length).toBeGreaterThan(0);
    for (const fault of faults) expect(world.proofs.faultProblems(fault), fault.id).toEqual([]);
  });

  it.each(KINDS)('%s: holds, fails and is not judged on its examples as each says', (kind) => {
    const rule = world.added[kind];
    expect(rule.examples?.length).toBeGreaterThan(1);
    for (const example of rule.examples!) expect(world.proofs.exampleProblem(rule, example), example.why).toBeUndefined();
  });

  it.each(KINDS)("%s: holds on the reference's found answers, so the conforming implementations stay conformant", (kind) => {
    const rule = world.added[kind];
    const planned = world.offline
      .plannedRequests(rule.operation)
      .filter((one) => world.offline.kindOf(one) === 'found' && one.case.judge.rules.includes(rule));
    expect(planned.length).toBeGreaterThan(0);
    for (const one of planned) {
      const observation = world.offline.judged(one, world.offline.usualAnswer(one)).observations.find((o) => o.rule === rule.id);
      expect(observation?.status, one.request.path).toBe('passed');
    }
  });

  it('the kill matrix calls each rule unproven without its faults, then gives each fault a row (docs/proof.md)', () => {
    const added = Object.values(world.added);
    const theirs = (fault: { catches: string }) => added.some((rule) => rule.id === fault.catches);
    expect(
      world.killMatrix(
        world.catalogue,
        world.faults.FAULTS.filter((fault) => !theirs(fault)),
      ),
    ).toMatch(/\(unproven\): `coupon\.policy\.rate-percent`, `categories\.sibling-names`, `inquiry\.order-id\.own`\./);
    const table = world.killMatrix(world.catalogue, world.faults.FAULTS);
    expect(table).toContain('(unproven): none.');
    expect(table).toContain(
      '| `coupon-rate-percent-over-100` | a RATE discount of 150 (percent) | `coupon.policy.rate-percent` (with --strict) |',
    );
    expect(table).toContain(
      '| `categories-sibling-names-twice` | two top-level categories share a name | `categories.sibling-names` (with --strict) |',
    );
  });

  it('`rules` lists each, with its level and sources; the rule table of docs/rules.md has its row', () => {
    const listed = JSON.parse(world.rules.json.stdout) as { id: string; level: string; sources: string[] }[];
    expect(listed.find((r) => r.id === 'coupon.policy.rate-percent')).toMatchObject({
      level: 'SHOULD',
      sources: ['docs/spec.md#couponpolicy'],
    });
    expect(listed.find((r) => r.id === 'categories.sibling-names')?.sources).toEqual(['docs/spec.md#displaycategory', NEW_LINK]);
    expect(listed.find((r) => r.id === 'inquiry.order-id.own')).toMatchObject({ level: 'SHOULD' });
    expect(world.rules.table.stdout).toMatch(/^coupon\.policy\.rate-percent +SHOULD +GET_COUPON_BY_ID +spec: CouponPolicy +SHOULD give/m);
    const table = world.docs.ruleTable(world.catalogue);
    expect(table).toContain(
      '| `coupon.policy.rate-percent` | SHOULD | SHOULD give the discount of a RATE policy as a percentage from 1 to 100 |',
    );
    expect(table).toContain(`[${NEW}](${NEW_LINK.replace(/^docs\//, '')} "${NEW_HEADING}")`);
  });

  it('the tree rule cites its decision as docs/decisions.md heads it: the rules under it and README name it, all generated', () => {
    expect(world.sources.sourceTitle(NEW_LINK)).toBe(NEW_HEADING);
    const decisions = world.docs.withRulesOfDecisions(decisionsWithNew, world.catalogue);
    expect(decisions).toContain(
      `<!-- rules-of-${NEW}:start -->\n- **Rules.** \`categories.sibling-names\`.\n<!-- rules-of-${NEW}:end -->\n`,
    );
    const withNew = world.docs.decisionsOf(decisionsWithNew);
    expect(world.docs.decisionHeadings(withNew)).toContain(`${NEW}: ["${NEW_LINK.split('#')[1]}", "${NEW_HEADING}"],`);
    expect(world.docs.withDecisionRange(readFileSync(file('README.md'), 'utf8'), withNew)).toContain(`| D1 to ${NEW}: `);
  });

  it('the document rule is judged by validate and in recorded traffic (validate --har, the proxy)', () => {
    const coupon = structuredClone(world.reference.buildDataset().coupons[world.reference.buildDataset().fixtures.couponId]!) as {
      couponPolicies: { discount: number }[];
    };
    coupon.couponPolicies[0]!.discount = 150;
    const body = JSON.stringify(coupon);
    const offline = world.judgeBody({ suite: 'coupon', answer: 'found', body }).find((r) => r.rule === 'coupon.policy.rate-percent');
    expect(offline).toMatchObject({ level: 'SHOULD', status: 'warning' });
    const entry = {
      startedDateTime: '2026-01-01T00:00:00.000Z',
      time: 1,
      request: { method: 'GET', url: `http://127.0.0.1:8080/v2/providers/marketplace_openapi/apis/api/v1/coupons/1`, headers: [] },
      response: {
        status: 200,
        headers: [{ name: 'content-type', value: 'application/json' }],
        content: { size: Buffer.byteLength(body), mimeType: 'application/json', text: body },
      },
    };
    const report = world.judgeHarEntries({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries: [entry] } }).report;
    expect(report.results.find((r) => r.rule === 'coupon.policy.rate-percent')).toMatchObject({ status: 'warning', answersJudged: 1 });
  });

  it('the id rule is not judged offline without the id requested, and judged with it', () => {
    const { inquiries, fixtures } = world.reference.buildDataset();
    const envelope = { code: 200, message: 'OK', data: { ...inquiries[fixtures.inquiryId]!.inquiry, orderId: Number(fixtures.inquiryId) } };
    const body = JSON.stringify(envelope);
    const without = world.judgeBody({ suite: 'inquiry', answer: 'found', body }).find((r) => r.rule === 'inquiry.order-id.own');
    expect(without).toMatchObject({ status: 'skipped', message: 'not judged offline: needs the id that was requested (--id)' });
    const withId = world.judgeBody({ suite: 'inquiry', answer: 'found', body, requestedId: fixtures.inquiryId });
    expect(withId.find((r) => r.rule === 'inquiry.order-id.own')).toMatchObject({ status: 'warning' });
  });

  it('every generated valid coupon and category list holds the new rules of its body: the generators unedited', () => {
    fc.assert(
      fc.property(world.arbitraries.couponArbitrary(), (coupon) => {
        const exchange = world.offline.recorded(world.offline.plannedRequests('GET_COUPON_BY_ID')[0]!, {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(coupon),
        });
        const { observations } = world.judges.GET_COUPON_BY_ID.found.judge({ exchange, requestedId: String(coupon.couponId) });
        expect(observations.find((o) => o.rule === 'coupon.policy.rate-percent')?.status).toBe('passed');
      }),
      { numRuns: 100 },
    );
    fc.assert(
      fc.property(world.arbitraries.categoryListArbitrary(), (list) => {
        const planned = world.offline.plannedRequests('LIST_DISPLAY_CATEGORIES')[0]!;
        const exchange = world.offline.recorded(planned, {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(list),
        });
        const { observations } = world.judges.LIST_DISPLAY_CATEGORIES.found.judge({ exchange, requestedId: '' });
        expect(observations.find((o) => o.rule === 'categories.sibling-names')?.status).toBe('passed');
      }),
      { numRuns: 50 },
    );
  });

  it('the generators hold the id rule too, judged with the id each document carries: a generated inquiry never gives it as orderId', () => {
    expect(world.arbitraries.checkedOnTheDocument('GET_ORIGIN_INQUIRY_BY_ID')).toContain(world.added.id);
    fc.assert(
      fc.property(world.arbitraries.inquiryEnvelopeArbitrary(), ({ data }) => String(data.orderId) !== String(data.inquiryId)),
      { numRuns: 200 },
    );
  });
});
