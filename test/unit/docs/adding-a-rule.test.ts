// docs/architecture.md, "Worked example: adding a rule", followed with the rule it shows, defined exactly as
// shown (the first test holds the two texts equal). The rule is added where the recipe adds it, to the
// coupon's object of the catalogue: every module that reads the catalogue is loaded afresh with it there,
// and each of them picks it up with no other edit: the found judge, validate, the traffic judge, the
// property tests, the `rules` command, the docs' tables, the catalogue's test and the kill matrix's golden
// messages. Nothing else but one faulty implementation is needed, and the matrix calls it unproven until then.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { show } from '../../../src/rules/describe.js';
import { at } from '../../../src/rules/reads.js';
import { defineRule } from '../../../src/rules/rule.js';
import { spec } from '../../../src/rules/sources.js';
import { violation } from '../../../src/rules/violation.js';
import { couponArbitrary } from '../../support/arbitraries/coupon-documents.js';
import { anchorsOf } from '../../support/docs/anchors.js';
import { faulty, json } from '../../support/mutants/faults.js';
import type { Variant } from '../../support/mutants/variants.js';
import { officialCoupon } from '../../support/samples.js';

const operation = 'GET_COUPON_BY_ID' as const;
const added = {
  // example:start
  ratePercent: defineRule({
    id: 'coupon.policy.rate-percent',
    operation,
    subject: 'document',
    sources: [spec.couponPolicy],
    title: 'SHOULD give the discount of a RATE policy as a percentage from 1 to 100',
    reads: { policies: at('/couponPolicies/*', 'object') },
    check: ({ policies }) =>
      policies.flatMap(({ at: policy, value: { typeOfDiscount, discount } }) =>
        typeOfDiscount !== 'RATE' || typeof discount !== 'number' || (discount >= 1 && discount <= 100)
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
};
const rule = added.ratePercent;

/** The faulty implementation the recipe adds to test/support/mutants/variants.ts. */
const variant: Variant = {
  id: 'coupon-rate-percent-over-100',
  defect: 'a RATE discount of 150 (percent)',
  catches: rule.id,
  suite: 'coupon',
  strict: true,
  respond: faulty(
    'coupon-found',
    json((c) => {
      c.couponPolicies[0].discount = 150;
    }),
  ),
};

/** Every module that reads the catalogue, loaded afresh with the rule in the coupon's object, as the recipe puts it there. */
async function loadedWithTheRule() {
  vi.resetModules();
  vi.doMock('../../../src/rules/catalogue/coupon.js', async (importOriginal) => {
    const original = await importOriginal<typeof import('../../../src/rules/catalogue/coupon.js')>();
    return { ...original, coupon: { ...original.coupon, ...added } };
  });
  try {
    // The CLI loads its commands when it runs one: run them here, while the catalogue has the rule.
    const { runMain } = await import('../../support/cli/in-process.js');
    const rules = { json: await runMain(['rules', '--json']), table: await runMain(['rules']) };
    return {
      rules,
      catalogue: (await import('../../../src/rules/catalogue/index.js')).catalogue,
      judges: (await import('../../../src/judges/index.js')).JUDGES.GET_COUPON_BY_ID,
      aggregate: (await import('../../../src/report/aggregate.js')).aggregate,
      judgeBody: (await import('../../../src/offline/judge-body.js')).judgeBody,
      judgeHarEntries: (await import('../../../src/traffic/judge-har.js')).judgeHarEntries,
      ruleTable: (await import('../../../scripts/docs-blocks.js')).ruleTable,
      killMatrix: (await import('../../support/mutants/proof-table.js')).killMatrix,
      renderMessages: (await import('../../support/mutants/messages.js')).renderMessages,
      variants: (await import('../../support/mutants/variants.js')).VARIANTS,
      families: (await import('../../support/arbitraries/violations.js')).COUPON_FAMILIES,
      reference: await import('../../../src/reference/index.js'),
      operations: await import('../../../src/operations.js'),
    };
  } finally {
    // The unit files share their worker's modules (vitest.config.ts): the files after this one load the
    // catalogue as it is, not this one's.
    vi.doUnmock('../../../src/rules/catalogue/coupon.js');
    vi.resetModules();
  }
}

let world: Awaited<ReturnType<typeof loadedWithTheRule>>;
beforeAll(async () => {
  world = await loadedWithTheRule();
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
const judged = (coupon: unknown) => world.judges.found.judge({ exchange: answer(coupon), requestedId: '11234224' });
const observed = (coupon: unknown) => judged(coupon).observations.find((o) => o.rule === rule.id);

describe('adding a rule, as docs/architecture.md shows it', () => {
  it('defines the rule of the worked example exactly as the doc does', () => {
    const doc = readFileSync(file('docs/architecture.md'), 'utf8');
    const example = doc.slice(doc.indexOf('## Worked example: adding a rule'));
    const shown = /```ts\n([\s\S]*?)```/.exec(example)?.[1];
    const own = readFileSync(fileURLToPath(import.meta.url), 'utf8');
    const defined = own.slice(own.indexOf('// example:start') + '// example:start'.length, own.indexOf('  // example:end'));
    expect(shown).toBeDefined();
    expect(dedent(defined)).toBe(dedent(shown!));
  });

  it('is in the catalogue after the rules of its operation, and every id published before is kept (the catalogue test)', () => {
    const ids = world.catalogue.map((r) => r.id);
    const coupons = ids.filter((id) => id.startsWith('coupon.'));
    expect(coupons.at(-1)).toBe(rule.id);
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
    // A policy that cannot be read is not judged, naming the rule that reports it.
    const broken = { ...officialCoupon, couponPolicies: ['x'] };
    expect(observed(broken)).toEqual({
      rule: rule.id,
      status: 'skipped',
      message: 'not judged: /couponPolicies/0 is not an object; see coupon.policy.fields',
    });
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
      fc.property(couponArbitrary(), (coupon) => {
        const { observations } = world.judges.found.judge({ exchange: answer(coupon), requestedId: String(coupon.couponId) });
        expect(observations.filter((o) => o.status !== 'passed')).toEqual([]);
      }),
      { numRuns: 100 },
    );
    const bodyRules = world.judges.found.rules.filter((r) => r.subject === 'document' || r.subject === 'tree').map((r) => r.id);
    expect(bodyRules).toContain(rule.id);
    expect(bodyRules).toEqual(expect.arrayContaining(world.families));
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
    const table = world.ruleTable(world.catalogue);
    const coupons = world.catalogue.filter((r) => r.operation === operation).length;
    expect(table).toContain(`### GET_COUPON_BY_ID (${coupons} rules)`);
    expect(table).toContain(
      '| `coupon.policy.rate-percent` | SHOULD | SHOULD give the discount of a RATE policy as a percentage from 1 to 100 | ' +
        '[spec: CouponPolicy](spec.md#couponpolicy "CouponPolicy") |',
    );
    expect(anchorsOf(file('docs/spec.md')).has('couponpolicy')).toBe(true);
  });

  it('is unproven in the kill matrix (docs/proof.md) until a faulty implementation targets it, then a row of it', () => {
    const others = world.variants.filter((v) => v.catches !== rule.id);
    expect(world.killMatrix(world.catalogue, others)).toContain('(unproven): `coupon.policy.rate-percent`.');
    const proven = world.killMatrix(world.catalogue, [...others, variant]);
    expect(proven).toContain('(unproven): none.');
    expect(proven).toContain(
      '| `coupon-rate-percent-over-100` | a RATE discount of 150 (percent) | `coupon.policy.rate-percent` (with --strict) |',
    );
  });

  it("gives the golden messages file the faulty implementation's block, worded where every message is", () => {
    const dataset = world.reference.buildDataset();
    const { couponId } = dataset.fixtures;
    const path = world.operations.pathFor(world.operations.COUPON, couponId);
    const served = variant.respond(dataset, { method: 'GET', path, headers: {} }, dataset.defaultVendorId);
    const exchange = { ...answer({}), request: { method: 'GET', url: `http://127.0.0.1:8080${path}`, headers: {} } };
    const sent = { ...exchange, response: { ...exchange.response, body: served.body, bodyBytes: Buffer.byteLength(served.body) } };
    const { observations } = world.judges.found.judge({ exchange: sent, requestedId: couponId });
    const results = world.aggregate(observations, { operations: [operation], strict: true, requireAll: false, partial: true });
    const row = {
      id: variant.id,
      defect: variant.defect,
      kind: 'mutant' as const,
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
