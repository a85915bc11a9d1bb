// docs/architecture.md, "Worked example: adding a rule", followed with the rule it shows, defined exactly as
// shown (the first test holds the two texts equal), and with a second rule as a newcomer adds one: a SHOULD that
// the coupon's title is on one line, a field other rules read too, citing a decision of its own (the next, D<n>) written
// in docs/decisions.md. Both are added where the recipe adds them, to the coupon's rules in the catalogue, the
// decision to docs/decisions.md (here in memory): every module that reads the catalogue or the decisions is loaded
// afresh with them there, and each picks them up with no other edit: the found judge, validate, the traffic
// judge, the judge tables and the property tests with their generators, the `rules` command, the docs' tables and
// decision blocks, README's range of decisions, the catalogue's test and the kill matrix. Nothing else is needed
// but one fault each, which states only its defect; the matrix calls a rule unproven until then.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { show } from '../../../src/rules/describe.js';
import { isObject } from '../../../src/rules/json-values.js';
import { at } from '../../../src/rules/reads.js';
import { defineRule, type AnyRule } from '../../../src/rules/rule.js';
import { spec, type SourceLink } from '../../../src/rules/sources.js';
import { violation } from '../../../src/rules/violation.js';
import { decisionsOf } from '../../../scripts/docs-blocks.js';
import { anchorsOf } from '../../support/docs/anchors.js';
import { expectAllPassed, expectJudgement } from '../../support/judges/expect-judgement.js';
import { json } from '../../../src/rules/answer-changes.js';
import type { Fault } from '../../../src/rules/faults.js';
import { officialCoupon } from '../../support/samples.js';

const operation = 'GET_COUPON_BY_ID' as const;
const added = [
  // example:start
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
  }),
  // example:end
] as const;
const rule = added[0];

/** The fault the recipe adds to its rule: its defect, nothing its rule says. */
const fault: Fault = {
  // fault:start
  id: 'coupon-rate-percent-over-100',
  defect: 'a RATE discount of 150 (percent)',
  catches: 'coupon.policy.rate-percent',
  answers: 'found',
  change: json((c) => {
    c.couponPolicies[0].discount = 150;
  }),
  // fault:end
};

/** docs/decisions.md as the newcomer leaves it: a decision of their own at the end, its prose only. */
const decisionsText = readFileSync(fileURLToPath(new URL('../../../docs/decisions.md', import.meta.url)), 'utf8');
/** The next decision's number: D20 while docs/decisions.md ends at D19. */
const NEW = `D${decisionsOf(decisionsText).length + 1}`;
const NEW_HEADING = `${NEW}: White space around a coupon's title`;
const NEW_LINK = `docs/decisions.md#${NEW.toLowerCase()}-white-space-around-a-coupons-title`;
const newDecision = [
  `## ${NEW_HEADING}`,
  '',
  '- **Question.** The spec types the title as a string and says nothing of white space around it.',
  '- **Position.** A title has no leading or trailing white space (SHOULD): a client shows it as it is sent.',
  '',
].join('\n');
const decisionsWithNew = `${decisionsText}\n${newDecision}`;

/**
 * The newcomer's rule: it reads the title, which coupon.fields reports, narrows what a valid title is (the
 * generators draw line breaks), and cites the decision written above.
 */
const titleOneLine = (decision: Readonly<Record<string, SourceLink>>) =>
  defineRule({
    id: 'coupon.title.one-line',
    operation,
    subject: 'document',
    sources: [spec.coupon, decision[NEW]!],
    title: "SHOULD give a coupon's title on one line, with no line break",
    reads: { title: at('/title', 'string') },
    check: ({ title }) =>
      !/[\r\n\u2028\u2029]/.test(title.value)
        ? []
        : [
            violation('pattern', {
              at: title.at,
              message: 'the title has a line break',
              expected: 'a title on one line',
              actual: show(title.value),
            }),
          ],
  });

/** Its fault, as the newcomer adds it to its rule. */
const twoLines: Fault = {
  id: 'coupon-title-two-lines',
  defect: 'a line break in the title',
  catches: 'coupon.title.one-line',
  answers: 'found',
  change: json((c) => {
    c.title = `${c.title}\nsecond line`;
  }),
};

/**
 * Every module that reads the catalogue or the decisions, loaded afresh with the two rules among the coupon's, as
 * the recipe puts them there, and with docs/decisions.md's new decision in src/rules/decisions.ts, as `npm run gen:docs` writes it.
 */
async function loadedWithTheRules() {
  vi.resetModules();
  const headings = Object.fromEntries(decisionsOf(decisionsWithNew).map((d) => [d.name, [d.anchor, d.text]]));
  vi.doMock('../../../src/rules/decisions.js', () => ({ DECISION_HEADINGS: headings }));
  vi.doMock('../../../src/rules/catalogue/coupon/index.js', async (importOriginal) => {
    const original = await importOriginal<typeof import('../../../src/rules/catalogue/coupon/index.js')>();
    const { decision } = await import('../../../src/rules/sources.js');
    const rules: AnyRule[] = [titleOneLine(decision), ...added];
    return { ...original, coupon: { ...original.coupon, ...Object.fromEntries(rules.map((r) => [r.id, r])) } };
  });
  try {
    // The CLI loads its commands when it runs one: run them here, while the catalogue has the rules.
    const { runMain } = await import('../../support/cli/in-process.js');
    const rules = { json: await runMain(['rules', '--json']), table: await runMain(['rules']) };
    return {
      rules,
      catalogue: (await import('../../../src/rules/catalogue/index.js')).catalogue,
      sources: await import('../../../src/rules/sources.js'),
      judges: (await import('../../../src/judges/index.js')).JUDGES.GET_COUPON_BY_ID,
      aggregate: (await import('../../../src/report/aggregate.js')).aggregate,
      judgeBody: (await import('../../../src/offline/judge-body.js')).judgeBody,
      judgeHarEntries: (await import('../../../src/traffic/judge-har.js')).judgeHarEntries,
      docs: await import('../../../scripts/docs-blocks.js'),
      killMatrix: (await import('../../support/kill-matrix/proof-table.js')).killMatrix,
      renderMessages: (await import('../../support/kill-matrix/messages.js')).renderMessages,
      faults: { ...(await import('../../../src/rules/faults.js')), ...(await import('../../../src/reference/faulting.js')) },
      arbitraries: {
        ...(await import('../../support/arbitraries/coupon-documents.js')),
        ...(await import('../../support/arbitraries/violations.js')),
      },
      reference: await import('../../../src/reference/index.js'),
      operations: await import('../../../src/operations.js'),
    };
  } finally {
    // The unit files share their worker's modules (vitest.config.ts): the files after this one load the
    // catalogue and the decisions as they are, not this one's.
    vi.doUnmock('../../../src/rules/catalogue/coupon/index.js');
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

/** The official coupon with its second policy's discount, a rate in percent, at 150. */
const over = () => {
  const coupon = structuredClone(officialCoupon);
  coupon.couponPolicies[1].discount = 150;
  return coupon;
};
const theViolation = {
  instancePath: '/couponPolicies/1/discount',
  keyword: 'maximum',
  message: 'a RATE discount is not a percentage',
  expected: 'a percentage from 1 to 100',
  actual: '150',
};
/** What a server sends: the coupon as JSON, a 200 with application/json, to a GET of its id. */
function answer(coupon: unknown) {
  const body = JSON.stringify(coupon);
  const url = `http://127.0.0.1:8080${world.operations.pathFor(world.operations.COUPON, '11234224')}`;
  return {
    request: { method: 'GET', url, headers: {} },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body, bodyBytes: Buffer.byteLength(body) },
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 1,
  };
}
/** The answer a server with the fault gives to a GET of `path` (src/reference/faulting.ts, as `serve --fault` applies it). */
function servedWith(fault: Fault, dataset: ReturnType<typeof world.reference.buildDataset>, path: string) {
  const respond = (request: { method: string; path: string; headers: Record<string, string> }, vendorId: string) =>
    world.reference.respond(dataset, request, vendorId);
  const context = { dataset, request: { method: 'GET', path, headers: {} }, vendorId: dataset.defaultVendorId, respond };
  const usual = respond(context.request, context.vendorId);
  return world.faults.applying([fault]).answer(usual, context) ?? usual;
}
const judged = (coupon: unknown) => world.judges.found.judge({ exchange: answer(coupon), requestedId: '11234224' });
const observed = (coupon: unknown) => judged(coupon).observations.find((o) => o.rule === rule.id);

describe('adding a rule, as docs/architecture.md shows it', () => {
  it('defines the rule and its fault of the worked example exactly as the doc does', () => {
    const doc = readFileSync(file('docs/architecture.md'), 'utf8');
    const shown = [...doc.slice(doc.indexOf('## Worked example: adding a rule')).matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]!);
    const own = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const between = (name: string) =>
      own.slice(own.indexOf(`// ${name}:start`) + `// ${name}:start`.length, own.indexOf(`  // ${name}:end`));
    expect(shown.length).toBeGreaterThanOrEqual(2);
    expect(dedent(between('example'))).toBe(dedent(shown[0]!));
    expect(dedent(`{\n${between('fault')}\n},`)).toBe(dedent(shown[1]!));
  });

  it('is in the catalogue after the rules of its operation, and every id published before is kept (the catalogue test)', () => {
    const ids = world.catalogue.map((r) => r.id);
    const coupons = ids.filter((id) => id.startsWith('coupon.'));
    expect(coupons.slice(-2)).toEqual(['coupon.title.one-line', rule.id]);
    expect(ids.indexOf(rule.id)).toBe(coupons.length - 1);
    const published = (JSON.parse(readFileSync(file('test/unit/__snapshots__/catalogue.json'), 'utf8')) as { id: string }[]).map(
      (r) => r.id,
    );
    expect(ids.filter((id) => published.includes(id))).toEqual(published);
    expect(rule.level).toBe('SHOULD');
  });

  it('is judged by the found coupon judge, after the rules it names: a RATE discount of 150 warns, the official sample holds', () => {
    expect(world.judges.found.rules.at(-1)).toBe(rule);
    expect(observed(over())).toMatchObject({ status: 'warning', evidence: { violations: [theViolation] } });
    expect(observed(officialCoupon)).toEqual({ rule: rule.id, status: 'passed', message: 'held' });
    // A policy that cannot be read is not judged, naming the rule that reports it: one defect, one failed rule.
    const notJudged = (index: number) => ({
      rule: rule.id,
      status: 'skipped',
      message: `not judged: /couponPolicies/${index} is not a policy with a whole-number discount; see coupon.policy.fields`,
    });
    expect(observed({ ...officialCoupon, couponPolicies: ['x'] })).toEqual(notJudged(0));
    // A RATE discount of 0.5 is not a whole number (coupon.policy.fields), not a second defect of this rule.
    const fraction = structuredClone(officialCoupon);
    fraction.couponPolicies[1].discount = 0.5;
    expect(fraction.couponPolicies[1].typeOfDiscount).toBe('RATE');
    const judgement = judged(fraction);
    expect(judgement.observations.filter((o) => o.status !== 'passed').map((o) => [o.rule, o.status])).toEqual([
      ['coupon.policy.fields', 'failed'],
      [rule.id, 'skipped'],
    ]);
    expect(observed(fraction)).toEqual(notJudged(1));
  });

  it('is judged by validate, offline', () => {
    const offline = (coupon: unknown) =>
      world.judgeBody({ suite: 'coupon', answer: 'found', body: JSON.stringify(coupon) }).find((r) => r.rule === rule.id);
    expect(offline(over())).toMatchObject({ level: 'SHOULD', status: 'warning', evidence: { violations: [theViolation] } });
    expect(offline(officialCoupon)).toMatchObject({ status: 'passed' });
  });

  it('is judged in recorded traffic (validate --har, the proxy)', () => {
    const exchange = answer(over());
    const entry = {
      startedDateTime: exchange.startedAt,
      time: 1,
      request: { method: 'GET', url: exchange.request.url, headers: [] },
      response: {
        status: 200,
        headers: [{ name: 'content-type', value: 'application/json' }],
        content: { size: exchange.response.bodyBytes, mimeType: 'application/json', text: exchange.response.body },
      },
    };
    const report = world.judgeHarEntries({ log: { version: '1.2', creator: { name: 't', version: '1' }, entries: [entry] } }).report;
    expect(report.results.find((r) => r.rule === rule.id)).toMatchObject({ status: 'warning', answersJudged: 1 });
  });

  it('is judged by the property tests: every generated valid coupon holds it, and it is a rule of the body beside the families of violations', () => {
    fc.assert(
      fc.property(world.arbitraries.couponArbitrary(), (coupon) => {
        const { observations } = world.judges.found.judge({ exchange: answer(coupon), requestedId: String(coupon.couponId) });
        expect(observations.filter((o) => o.status !== 'passed')).toEqual([]);
      }),
      { numRuns: 100 },
    );
    const bodyRules = world.judges.found.rules.filter((r) => r.subject === 'document' || r.subject === 'tree').map((r) => r.id);
    expect(bodyRules).toContain(rule.id);
    expect(bodyRules).toEqual(expect.arrayContaining(world.arbitraries.COUPON_FAMILIES));
  });

  it('is listed by `rules`, with its level and its source', () => {
    expect(JSON.parse(world.rules.json.stdout)).toContainEqual({
      id: rule.id,
      level: 'SHOULD',
      operation,
      title: rule.title,
      sources: ['docs/spec.md#couponpolicy'],
    });
    expect(world.rules.table.stdout).toMatch(
      /^coupon\.policy\.rate-percent +SHOULD +GET_COUPON_BY_ID +spec: CouponPolicy +SHOULD give the discount of a RATE policy/m,
    );
  });

  it('is a row of the generated rule table (docs/rules.md), linked to a heading that exists', () => {
    const table = world.docs.ruleTable(world.catalogue);
    const coupons = world.catalogue.filter((r) => r.operation === operation).length;
    expect(table).toContain(`### GET_COUPON_BY_ID (${coupons} rules)`);
    expect(table).toContain(
      '| `coupon.policy.rate-percent` | SHOULD | SHOULD give the discount of a RATE policy as a percentage from 1 to 100 | ' +
        '[spec: CouponPolicy](spec.md#couponpolicy "CouponPolicy") |',
    );
    expect(anchorsOf(file('docs/spec.md')).has('couponpolicy')).toBe(true);
  });

  it('is unproven in the kill matrix (docs/proof.md) until a fault targets it, then a row of it', () => {
    const others = [...world.faults.FAULTS, twoLines];
    expect(world.killMatrix(world.catalogue, others)).toContain('(unproven): `coupon.policy.rate-percent`.');
    const proven = world.killMatrix(world.catalogue, [...others, fault]);
    expect(proven).toContain('(unproven): none.');
    expect(proven).toContain(
      '| `coupon-rate-percent-over-100` | a RATE discount of 150 (percent) | `coupon.policy.rate-percent` (with --strict) |',
    );
  });

  it("gives the golden messages file the fault's block, worded where every message is", () => {
    const dataset = world.reference.buildDataset();
    const { couponId } = dataset.fixtures;
    const path = world.operations.pathFor(world.operations.COUPON, couponId);
    const served = servedWith(fault, dataset, path);
    const exchange = { ...answer({}), request: { method: 'GET', url: `http://127.0.0.1:8080${path}`, headers: {} } };
    const sent = { ...exchange, response: { ...exchange.response, body: served.body, bodyBytes: Buffer.byteLength(served.body) } };
    const { observations } = world.judges.found.judge({ exchange: sent, requestedId: couponId });
    const results = world.aggregate(observations, { operations: [operation], strict: true, requireAll: false, partial: true });
    const row = {
      id: fault.id,
      defect: fault.defect,
      kind: 'fault' as const,
      exitCode: 1,
      detected: true,
      falseAlarms: [],
      failedRules: [],
    };
    expect(world.renderMessages([{ ...row, report: { results } as never, stderr: '' }])).toBe(
      [
        'coupon-rate-percent-over-100: a RATE discount of 150 (percent)',
        '  coupon.policy.rate-percent failed: /couponPolicies/0/discount: expected a percentage from 1 to 100, got 150',
        `    shown by GET ${path}`,
        '    /couponPolicies/0/discount: expected a percentage from 1 to 100 | got 150 | a RATE discount is not a percentage',
        '',
      ].join('\n'),
    );
  });
});

describe("a newcomer's rule on a field other rules read, with a decision of its own: no other edit", () => {
  const oneLine = () => world.catalogue.find((r) => r.id === 'coupon.title.one-line')!;
  const withTitle = (title: unknown) => ({ ...structuredClone(officialCoupon), title });
  const observedOn = (coupon: unknown) => judged(coupon).observations.find((o) => o.rule === 'coupon.title.one-line');

  it('cites its decision as docs/decisions.md heads it: the reports, the rule table, the rules under it and README name it, all generated', () => {
    expect(oneLine().sources).toEqual(['docs/spec.md#coupon', NEW_LINK]);
    expect(world.sources.sourceTitle(NEW_LINK)).toBe(NEW_HEADING);
    expect(world.sources.sourceLabel(NEW_LINK)).toBe(NEW);
    expect(world.docs.ruleTable(world.catalogue)).toContain(`[${NEW}](${NEW_LINK.replace(/^docs\//, '')} "${NEW_HEADING}") |`);
    const decisions = world.docs.withRulesOfDecisions(decisionsWithNew, world.catalogue);
    // The decisions before it keep their blocks (whether docs/decisions.md is current is gen:check's business).
    expect(decisions.startsWith(world.docs.withRulesOfDecisions(decisionsText, world.catalogue))).toBe(true);
    expect(decisions).toContain(`<!-- rules-of-${NEW}:start -->\n- **Rules.** \`coupon.title.one-line\`.\n<!-- rules-of-${NEW}:end -->\n`);
    const withNew = world.docs.decisionsOf(decisionsWithNew);
    expect(world.docs.decisionHeadings(withNew)).toContain(`${NEW}: ["${NEW_LINK.split('#')[1]}", "${NEW_HEADING}"],`);
    expect(world.docs.withDecisionRange(readFileSync(file('README.md'), 'utf8'), withNew)).toContain(`| D1 to ${NEW}: `);
  });

  it("reads the title that coupon.fields reports: the judge table's rows hold unchanged, the rule skipped naming coupon.fields", () => {
    const missing = structuredClone(officialCoupon) as Record<string, unknown>;
    delete missing['title'];
    const input = { exchange: answer(missing), requestedId: '11234224' };
    expectJudgement(world.judges.found, input, { fail: { 'coupon.fields': '/title' } });
    expect(observedOn(missing)).toEqual({
      rule: 'coupon.title.one-line',
      status: 'skipped',
      message: 'not judged: /title is absent; see coupon.fields',
    });
    expect(observedOn(withTitle(42))?.message).toBe('not judged: /title is not a string; see coupon.fields');
    expect(observedOn(withTitle('two\nlines'))).toMatchObject({
      status: 'warning',
      evidence: { violations: [{ instancePath: '/title', actual: '"two\\nlines"' }] },
    });
  });

  it('every generated valid coupon holds it, and each family of violations fails exactly its rule: the generators unedited', () => {
    fc.assert(
      fc.property(world.arbitraries.couponArbitrary(), (coupon) => {
        expectAllPassed(world.judges.found, { exchange: answer(coupon), requestedId: String(coupon.couponId) });
      }),
      { numRuns: 100 },
    );
    for (const family of world.arbitraries.COUPON_FAMILIES) {
      fc.assert(
        fc.property(world.arbitraries.violatedCouponArbitrary({ rules: [family] }), ({ document, violation: broken }) => {
          const input = { exchange: answer(broken.apply(document)), requestedId: String(document.couponId) };
          expectJudgement(world.judges.found, input, {
            fail: { [broken.rule]: broken.pointer },
            skippedFor: broken.rule,
            ...(broken.stopsJudgement ? { skippedAfter: broken.rule } : {}),
          });
        }),
        { numRuns: 10 },
      );
    }
  });

  it('holds on every coupon of the reference and on the official example: the conforming implementations stay conformant', () => {
    for (const coupon of [officialCoupon, ...Object.values(world.reference.buildDataset().coupons)])
      expectAllPassed(world.judges.found, { exchange: answer(coupon), requestedId: String(coupon.couponId) });
  });

  it('its fault states only its defect: the suite and --strict come from the rule, which alone fails', () => {
    expect(world.faults.suiteOf(twoLines)).toBe('coupon');
    expect(world.faults.strictOf(twoLines)).toBe(true);
    const dataset = world.reference.buildDataset();
    const { couponId } = dataset.fixtures;
    const path = world.operations.pathFor(world.operations.COUPON, couponId);
    const served = servedWith(twoLines, dataset, path);
    const exchange = answer(JSON.parse(served.body));
    const { observations } = world.judges.found.judge({ exchange, requestedId: couponId });
    const strict = world.faults.strictOf(twoLines);
    const results = world.aggregate(observations, { operations: [operation], strict, requireAll: false, partial: true });
    expect(results.filter((r) => r.status === 'failed').map((r) => r.rule)).toEqual(['coupon.title.one-line']);
    expect(world.killMatrix(world.catalogue, [...world.faults.FAULTS, twoLines, fault])).toContain(
      '| `coupon-title-two-lines` | a line break in the title | `coupon.title.one-line` (with --strict) |',
    );
  });
});
