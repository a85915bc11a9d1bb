// The judges under fast-check: a document generated valid from the schemas passes every
// rule; the same document with one generated single-field violation fails exactly the rule for that
// field, at that field; and no body at all, JSON or not, makes a judge throw. This is how we know
// that schemas, checks and the reference's idea of a valid document agree.
//
// A failure prints fast-check's seed, path and shrunk counterexample. Replay it with
//   FC_SEED=<seed> FC_PATH=<path> npx vitest run test/unit/judges/judges.property.test.ts -t '<test name>'
// FC_NUM_RUNS=<n> changes the budget of every property.
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import fc from 'fast-check';
import { describe, expect, it, test } from 'vitest';
import { impossibleCouponDateTimeArbitrary, impossibleInquiryTimestampArbitrary } from '../../support/arbitraries/calendar-values.js';
import {
  CATEGORY_STATUSES,
  categoryListArbitrary,
  categoryListDraftArbitrary,
  LARGEST_CATEGORY_CODE,
  type CategoryListConstraints,
} from '../../support/arbitraries/category-documents.js';
import { couponArbitrary, couponDraftArbitrary, type CouponConstraints } from '../../support/arbitraries/coupon-documents.js';
import { checkedOnTheDocument, holds } from '../../support/arbitraries/holding-the-rules.js';
import { idArbitrary } from '../../support/arbitraries/documents.js';
import { inquiryEnvelopeArbitrary, inquiryEnvelopeDraftArbitrary } from '../../support/arbitraries/inquiry-documents.js';
import {
  CATEGORY_FAMILIES,
  COUPON_FAMILIES,
  INQUIRY_FAMILIES,
  nodesOf,
  violatedCategoryListArbitrary,
  violatedCouponArbitrary,
  violatedInquiryEnvelopeArbitrary,
  wrongEnumValueArbitrary,
  type Violation,
} from '../../support/arbitraries/violations.js';
import type { RequestSubject } from '../../../src/rules/subjects.js';
import { categoryJudges } from '../../../src/judges/categories.js';
import { MAX_TREE_PROBLEMS } from '../../../src/rules/checks/category-tree.js';
import { couponJudges } from '../../../src/judges/coupon.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import type { Judge } from '../../../src/judges/judge.js';
import { readsDocument } from '../../../src/rules/rule.js';
import { isCouponDateTime, isInquiryTimestamp } from '../../../src/validation/calendar.js';
import { schemaFiles, schemaNamed } from '../../../src/validation/load.js';
import { validators } from '../../../src/validation/validators.js';
import type { DisplayCategoryList } from '../../../src/types/api.js';
import { exchange } from '../../support/judges/exchange.js';
import { chainBody, treeRulesNotJudged } from '../../support/judges/trees.js';
import { expectAllPassed, expectJudgement } from '../../support/judges/expect-judgement.js';

/** The budget of one property: `numRuns` unless FC_NUM_RUNS says otherwise; FC_SEED and FC_PATH replay a reported failure. */
function budget(numRuns: number): { numRuns: number; seed?: number; path?: string } {
  const { FC_NUM_RUNS, FC_SEED, FC_PATH } = process.env;
  return {
    numRuns: FC_NUM_RUNS ? Number(FC_NUM_RUNS) : numRuns,
    ...(FC_SEED ? { seed: Number(FC_SEED) } : {}),
    ...(FC_PATH ? { path: FC_PATH } : {}),
  };
}

const URLS = {
  coupon: (id: string) => `http://127.0.0.1:8080${pathFor(COUPON, id)}`,
  inquiry: (id: string) => `http://127.0.0.1:8080${pathFor(INQUIRY, id)}`,
  categories: `http://127.0.0.1:8080${CATEGORIES.path}`,
};

/** What a server would send: the document as JSON text, a 200 with application/json. */
const couponInput = (body: unknown, requestedId: string) => ({
  exchange: exchange({ body: JSON.stringify(body), url: URLS.coupon(requestedId) }),
  requestedId,
});
const inquiryInput = (body: unknown, requestedId: string) => ({
  exchange: exchange({ body: JSON.stringify(body), url: URLS.inquiry(requestedId) }),
  requestedId,
});
const categoryInput = (body: unknown) => ({ exchange: exchange({ body: JSON.stringify(body), url: URLS.categories }), requestedId: '' });

/** The document as a client reads it back (JSON has no -0, no undefined). */
const sent = <T>(document: T): unknown => JSON.parse(JSON.stringify(document));

/**
 * The list schema as shipped (recursive, not the judge's shallow form), compiled by an Ajv of its
 * own set up as src/validation/ajv.ts sets up the shared one, with `strictTypes` as given.
 */
function shippedCategoryListValidator(options: { strictTypes: boolean }) {
  const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;
  const own = new Ajv2020({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    strictTypes: options.strictTypes,
  });
  addFormats(own);
  own.addFormat('coupon-date-time', { type: 'string', validate: isCouponDateTime });
  own.addFormat('inquiry-timestamp', { type: 'string', validate: isInquiryTimestamp });
  for (const schema of schemaFiles.values()) own.addSchema(schema);
  return own.getSchema(schemaNamed('display-category-list')['$id'] as string)!;
}
const fullCategoryList = shippedCategoryListValidator({ strictTypes: false });

function expectSchemaValid(validate: { (data: unknown): boolean; errors?: unknown }, document: unknown) {
  const valid = validate(document);
  expect(valid ? [] : validate.errors, 'schema errors').toEqual([]);
}

describe('a document generated valid passes its schema and every rule of its judge', () => {
  it('every coupon', () => {
    fc.assert(
      fc.property(couponArbitrary(), (doc) => {
        expectSchemaValid(validators.coupon, sent(doc));
        expectAllPassed(couponJudges.found, couponInput(doc, String(doc.couponId)));
      }),
      budget(200),
    );
  });

  it('every inquiry envelope', () => {
    fc.assert(
      fc.property(inquiryEnvelopeArbitrary(), (doc) => {
        expectSchemaValid(validators.inquiryEnvelope, sent(doc));
        expectAllPassed(inquiryJudges.found, inquiryInput(doc, String(doc.data.inquiryId)));
      }),
      budget(200),
    );
  });

  it('every category list, its envelope, each node and the whole recursive tree', () => {
    fc.assert(
      fc.property(categoryListArbitrary(), (doc) => {
        const body = sent(doc);
        expectSchemaValid(validators.categoryListShallow, body);
        for (const { node } of nodesOf(body as DisplayCategoryList)) expectSchemaValid(validators.categoryNodeShallow, node);
        expectSchemaValid(fullCategoryList, body);
        const judgement = expectAllPassed(categoryJudges.found, categoryInput(doc));
        expect(judgement.facts.categoryTree?.nodes).toBe(nodesOf(doc).length);
      }),
      budget(200),
    );
  });
});

describe('schemas/display-category-list.schema.json as shipped', () => {
  it('compiles under the same strict options as the harness Ajv', () => {
    expect(() => shippedCategoryListValidator({ strictTypes: true })).not.toThrow();
  });
});

describe('the document arbitraries keep their constraints', () => {
  it('couponArbitrary: the given couponId, the policy count, one discount type, -1 on PRICE, the allowed spellings', () => {
    const constraints = fc.record({
      couponId: idArbitrary(),
      minPolicies: fc.integer({ min: 0, max: 3 }),
      typeOfDiscount: fc.constantFrom('RATE' as const, 'PRICE' as const),
      dailyLimitSpellings: fc.subarray(['maximumPerDaily', 'maximumPerDay', 'both'] as const, { minLength: 1 }),
    });
    fc.assert(
      fc.property(
        constraints.chain((c: CouponConstraints) => couponArbitrary(c).map((doc) => [c, doc] as const)),
        ([c, doc]) => {
          expect(doc.couponId).toBe(c.couponId);
          expect(doc.couponPolicies.length).toBeGreaterThanOrEqual(c.minPolicies!);
          expect(doc.couponPolicies.length).toBeLessThanOrEqual(3);
          for (const policy of doc.couponPolicies) {
            expect(policy.typeOfDiscount).toBe(c.typeOfDiscount);
            if (policy.typeOfDiscount === 'PRICE') expect(policy.maximumDiscountPrice).toBe(-1);
            const spelling =
              'maximumPerDaily' in policy && 'maximumPerDay' in policy
                ? 'both'
                : 'maximumPerDaily' in policy
                  ? 'maximumPerDaily'
                  : 'maximumPerDay';
            expect(c.dailyLimitSpellings).toContain(spelling);
          }
          expect(doc.endDate >= doc.startDate).toBe(true);
        },
      ),
      budget(100),
    );
  });

  it('categoryListArbitrary: no node deeper than maxDepth, no more children than maxChildren, codes unique, root 0', () => {
    const constraints = fc.record({
      maxDepth: fc.integer({ min: 0, max: 7 }),
      maxChildren: fc.integer({ min: 1, max: 4 }),
      minTopLevel: fc.integer({ min: 0, max: 2 }),
    });
    fc.assert(
      fc.property(
        constraints.chain((c: Required<CategoryListConstraints>) => categoryListArbitrary(c).map((doc) => [c, doc] as const)),
        ([c, doc]) => {
          const nodes = nodesOf(doc);
          for (const { node, path } of nodes) {
            expect((path.length - 1) / 2).toBeLessThanOrEqual(c.maxDepth);
            if (path.length > 1) expect(node.child.length).toBeLessThanOrEqual(c.maxChildren);
            if (path.length > 1)
              expect(node.displayItemCategoryCode).toSatisfy((code: number) => code >= 1 && code <= LARGEST_CATEGORY_CODE);
          }
          if (c.maxDepth > 0) expect(doc.data.child.length).toBeGreaterThanOrEqual(c.minTopLevel);
          expect(doc.data.displayItemCategoryCode).toBe(0);
          expect(new Set(nodes.map(({ node }) => node.displayItemCategoryCode)).size).toBe(nodes.length);
        },
      ),
      budget(100),
    );
  });

  // The generators keep only drafts that hold the catalogue's checks (holding-the-rules.ts): a check that refused
  // valid documents would hide there, so each must let most drafts through.
  it.each([
    ['coupon', COUPON.operation, couponDraftArbitrary()],
    ['inquiry envelope', INQUIRY.operation, inquiryEnvelopeDraftArbitrary()],
    ['category list', CATEGORIES.operation, categoryListDraftArbitrary({ maxDepth: 3 })],
  ] as const)('each check of a %s drops fewer than half of the drafts', (_name, operation, drafts) => {
    const sample = fc.sample(drafts as fc.Arbitrary<unknown>, { numRuns: 100, seed: 1 });
    const rules = checkedOnTheDocument(operation);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(sample.filter((draft) => !holds(rule, draft)).length, rule.id).toBeLessThan(50);
  });

  it('the impossible date-times are refused by the calendar checks behind the formats', () => {
    fc.assert(
      fc.property(impossibleCouponDateTimeArbitrary(), (text) => !isCouponDateTime(text)),
      budget(200),
    );
    fc.assert(
      fc.property(impossibleInquiryTimestampArbitrary(), (text) => !isInquiryTimestamp(text)),
      budget(200),
    );
  });
});

/** The rules of a judge about the document (or the tree), which a body can break; the others are about the exchange. */
const bodyRulesOf = (judge: Judge) => judge.rules.filter(readsDocument).map((rule) => rule.id);
const EXCHANGE_RULES: ReadonlySet<string> = new Set(
  [couponJudges.found, inquiryJudges.found, categoryJudges.found]
    .flatMap((judge) => judge.rules.filter((rule) => !readsDocument(rule)))
    .map((rule) => rule.id),
);

/** The violation's input is left as it was, and the changed copy is returned. */
function appliedToCopy(document: unknown, violation: Violation): unknown {
  const before = structuredClone(document);
  const changed = violation.apply(document);
  expect(document, 'apply leaves the valid document untouched').toEqual(before);
  return changed;
}

/** Exactly the violated rule fails (warning for SHOULD), at the violation's pointer; everything else passed, or skipped when the judge cannot read on. */
function expectOnlyViolatedRule(judge: Judge, input: RequestSubject, violation: Violation) {
  expectJudgement(judge, input, {
    fail: { [violation.rule]: violation.pointer },
    skippedFor: violation.rule,
    ...(violation.stopsJudgement ? { skippedAfter: violation.rule } : {}),
  });
}

describe('a valid document with one single-field violation fails exactly that rule', () => {
  it('has each family of violations for a rule of the body of its judge', () => {
    expect(bodyRulesOf(couponJudges.found)).toEqual(expect.arrayContaining(COUPON_FAMILIES));
    expect(bodyRulesOf(inquiryJudges.found)).toEqual(expect.arrayContaining(INQUIRY_FAMILIES));
    expect(bodyRulesOf(categoryJudges.found)).toEqual(expect.arrayContaining(CATEGORY_FAMILIES));
  });

  test.each(COUPON_FAMILIES)('coupon: %s', (rule) => {
    fc.assert(
      fc.property(violatedCouponArbitrary({ rules: [rule] }), ({ document, violation }) => {
        const body = appliedToCopy(document, violation);
        expectOnlyViolatedRule(couponJudges.found, couponInput(body, String(document.couponId)), violation);
      }),
      budget(100),
    );
  });

  test.each(INQUIRY_FAMILIES)('inquiry: %s', (rule) => {
    fc.assert(
      fc.property(violatedInquiryEnvelopeArbitrary({ rules: [rule] }), ({ document, violation }) => {
        const body = appliedToCopy(document, violation);
        expectOnlyViolatedRule(inquiryJudges.found, inquiryInput(body, String(document.data.inquiryId)), violation);
      }),
      budget(100),
    );
  });

  test.each(CATEGORY_FAMILIES)('categories: %s', (rule) => {
    fc.assert(
      fc.property(violatedCategoryListArbitrary({ rules: [rule] }), ({ document, violation }) => {
        const body = appliedToCopy(document, violation);
        expectOnlyViolatedRule(categoryJudges.found, categoryInput(body), violation);
      }),
      budget(100),
    );
  });
});

// --- Edges, and the known bugs found there: each bug pinned as a property that fails today (it.fails); when
// one starts to pass, the bug is fixed and the test must become an ordinary `it`.

/** An integer id beyond 2^53, written exactly: JSON.parse rounds it, so the judges read its digits from the body. */
const unsafeIdArbitrary = fc.bigInt({ min: 2n ** 53n + 1n, max: 2n ** 63n - 1n }).map(String);

/** The coupon's JSON text with couponPolicies written before couponId, the id given as exact digits. */
function couponTextWithIdAfterPolicies(doc: object, policies: unknown, id: string): string {
  const { couponId: _id, couponPolicies: _policies, ...rest } = doc as Record<string, unknown>;
  return `{"couponPolicies":${JSON.stringify(policies)},"couponId":${id},${JSON.stringify(rest).slice(1)}`;
}

describe('edges the generated documents do not reach: ids beyond 2^53, key order, fractional ids, 1000 problems in a tree', () => {
  it('an exact echo of a couponId beyond 2^53 passes coupon.id-echo, whatever the key order', () => {
    fc.assert(
      fc.property(couponArbitrary({ minPolicies: 1 }), unsafeIdArbitrary, (doc, id) => {
        const body = couponTextWithIdAfterPolicies(doc, doc.couponPolicies, id);
        expectAllPassed(couponJudges.found, { exchange: exchange({ body, url: URLS.coupon(id) }), requestedId: id });
      }),
      budget(50),
    );
  });
  it('an echo of an id that JavaScript prints exactly but stores as another double (1493120684471291600) passes coupon.id-echo', () => {
    const id = '1493120684471291600'; // the double holds ...648; its printed form is what the body wrote
    const doc = fc.sample(couponArbitrary({ minPolicies: 1 }), { numRuns: 1, seed: 1 })[0]!;
    const body = couponTextWithIdAfterPolicies(doc, doc.couponPolicies, id);
    expectAllPassed(couponJudges.found, { exchange: exchange({ body, url: URLS.coupon(id) }), requestedId: id });
  });
  it('coupon: an undocumented couponId inside a policy written before the real one fails only coupon.unknown-fields', () => {
    fc.assert(
      fc.property(couponArbitrary({ minPolicies: 1 }), unsafeIdArbitrary, fc.integer({ min: 1, max: 2 ** 31 }), (doc, id, stray) => {
        const policies = doc.couponPolicies.map((policy, i) => (i === 0 ? { ...policy, couponId: stray } : policy));
        const body = couponTextWithIdAfterPolicies(doc, policies, id);
        expectJudgement(
          couponJudges.found,
          { exchange: exchange({ body, url: URLS.coupon(id) }), requestedId: id },
          { fail: { 'coupon.unknown-fields': '/couponPolicies/0/couponId' } },
        );
      }),
      budget(20),
    );
  });
  it('inquiry: an undocumented inquiryId in a reply written before the real one fails only inquiry.unknown-fields', () => {
    fc.assert(
      fc.property(
        inquiryEnvelopeArbitrary({ minReplies: 1 }),
        unsafeIdArbitrary,
        fc.integer({ min: 1, max: 2 ** 31 }),
        (doc, id, stray) => {
          const { inquiryId: _id, replies, ...rest } = doc.data;
          const strayReplies = replies.map((reply, i) => (i === 0 ? { ...reply, inquiryId: stray } : reply));
          const body = `{"code":200,"message":${JSON.stringify(doc.message)},"data":{"replies":${JSON.stringify(strayReplies)},"inquiryId":${id},${JSON.stringify(rest).slice(1)}}`;
          expectJudgement(
            inquiryJudges.found,
            { exchange: exchange({ body, url: URLS.inquiry(id) }), requestedId: id },
            { fail: { 'inquiry.unknown-fields': '/data/replies/0/inquiryId' } },
          );
        },
      ),
      budget(20),
    );
  });
  it('inquiry: a fractional data.inquiryId is not the id requested and fails inquiry.id-echo', () => {
    fc.assert(
      fc.property(inquiryEnvelopeArbitrary(), fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true }), (doc, fraction) => {
        const body = { ...doc, data: { ...doc.data, inquiryId: fraction } };
        expectJudgement(inquiryJudges.found, inquiryInput(body, String(doc.data.inquiryId)), {
          fail: { 'inquiry.id-echo': '/data/inquiryId' },
        });
      }),
      budget(20),
    );
  });
  it('categories: a MUST defect after 1000 undocumented statuses still fails its rule', () => {
    const leavesWithStatus = (status: string, count: number) =>
      Array.from({ length: count }, (_, i) => ({ displayItemCategoryCode: i + 1, name: `leaf ${i + 1}`, status, child: [] }));
    fc.assert(
      fc.property(
        wrongEnumValueArbitrary({ allowed: CATEGORY_STATUSES }),
        fc.integer({ min: MAX_TREE_PROBLEMS, max: MAX_TREE_PROBLEMS + 200 }),
        (status, count) => {
          const broken = { displayItemCategoryCode: count + 1, name: 'broken', status: 'ACTIVE', child: null };
          const body = {
            code: 'SUCCESS',
            message: '',
            data: { displayItemCategoryCode: 0, name: 'ROOT', status: 'ACTIVE', child: [...leavesWithStatus(status, count), broken] },
          };
          expectJudgement(categoryJudges.found, categoryInput(body), {
            fail: { 'categories.status-values': '/data/child/0/status', 'categories.node.child': `/data/child/${count}/child` },
            notJudged: treeRulesNotJudged('categories.node.child', 'categories.status-values'),
          });
        },
      ),
      budget(10),
    );
  });
});

// --- Any body at all ------------------------------------------------------------------------------

type AnyJudge = Judge;
const isJudge = (value: unknown): value is AnyJudge =>
  typeof value === 'object' && value !== null && typeof (value as { judge?: unknown }).judge === 'function';
const ALL_JUDGES = [...Object.values(couponJudges), ...Object.values(inquiryJudges), ...Object.values(categoryJudges)].filter(isJudge);

const DEEP_PLACES = ['', 'title', 'couponPolicies', 'data', 'data.replies', 'data.child'] as const;

/**
 * JSON text nested up to `maxDepth` levels (arrays, objects, a category chain), as a whole body or
 * under a field the judges read. Built as text: JSON.stringify itself would overflow the stack.
 */
function deeplyNestedJsonTextArbitrary(constraints: { maxDepth: number }): fc.Arbitrary<string> {
  const depth = fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 1, max: constraints.maxDepth }));
  const value = fc
    .tuple(fc.constantFrom('array', 'object'), depth)
    .map(([kind, n]) => (kind === 'array' ? `${'['.repeat(n)}${']'.repeat(n)}` : `${'{"a":'.repeat(n)}null${'}'.repeat(n)}`));
  const placed = fc.tuple(fc.constantFrom(...DEEP_PLACES), value).map(([place, deep]) => {
    if (place === '') return deep;
    const [outer, inner] = place.split('.') as [string, string | undefined];
    return inner === undefined
      ? `{"couponId":1,${JSON.stringify(outer)}:${deep}}`
      : `{"code":200,"message":"","${outer}":{"displayItemCategoryCode":0,"inquiryId":1,"${inner}":[${deep}]}}`;
  });
  return fc.oneof(
    placed,
    depth.map((n) => chainBody(n)),
  );
}

/** Any body a server could send: any JSON value (deep ones included), any text that may not be JSON. */
const anyBodyArbitrary = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.jsonValue({ depthSize: 'xlarge', stringUnit: 'grapheme' }).map((value) => JSON.stringify(value)),
  fc.string({ unit: 'binary' }),
  deeplyNestedJsonTextArbitrary({ maxDepth: 20_000 }),
);
const anyStatusArbitrary = fc.oneof(fc.constantFrom(200, 400, 404), fc.integer({ min: 100, max: 599 }));
const anyRequestedIdArbitrary = fc.oneof(idArbitrary().map(String), fc.string({ unit: 'grapheme', maxLength: 24 }));
const OBSERVATION_STATUSES = ['passed', 'failed', 'warning', 'skipped'];

describe('no body makes a judge throw, and every judge answers once for each rule it declares', () => {
  it('knows the judges of the three operations', () => {
    expect(ALL_JUDGES.map((judge) => judge.operation)).toEqual(
      expect.arrayContaining(['GET_COUPON_BY_ID', 'GET_ORIGIN_INQUIRY_BY_ID', 'LIST_DISPLAY_CATEGORIES']),
    );
    expect(ALL_JUDGES).toContain(couponJudges.found);
    expect(ALL_JUDGES).toContain(inquiryJudges.found);
    expect(ALL_JUDGES).toContain(categoryJudges.found);
  });

  /** Every place of a JSON document (objects' members and arrays' elements, at any depth), as paths. */
  function placesOf(document: unknown): (string | number)[][] {
    const places: (string | number)[][] = [];
    const stack: [unknown, (string | number)[]][] = [[document, []]];
    for (let at = stack.pop(); at; at = stack.pop()) {
      const [value, path] = at;
      if (value === null || typeof value !== 'object') continue;
      for (const [key, item] of Object.entries(value)) {
        const place = [...path, Array.isArray(value) ? Number(key) : key];
        places.push(place);
        stack.push([item, place]);
      }
    }
    return places;
  }

  /** A valid document with any JSON value (deep ones included) at one of its places. */
  function anyValueAtOnePlaceArbitrary<T>(documents: fc.Arbitrary<T>): fc.Arbitrary<unknown> {
    return documents.chain((document) =>
      fc
        .tuple(fc.constantFrom(...placesOf(document)), fc.jsonValue({ depthSize: 'large', stringUnit: 'grapheme' }))
        .map(([path, value]) => {
          const copy = structuredClone(document) as Record<string | number, unknown>;
          const parent = path.slice(0, -1).reduce((at: any, key) => at[key], copy);
          Object.defineProperty(parent, path[path.length - 1]!, { value, enumerable: true, writable: true, configurable: true });
          return copy;
        }),
    );
  }

  const nearlyValid = [
    ['coupon', couponJudges.found, anyValueAtOnePlaceArbitrary(couponArbitrary({ couponId: 11234224 })), '11234224'],
    ['inquiry envelope', inquiryJudges.found, anyValueAtOnePlaceArbitrary(inquiryEnvelopeArbitrary({ inquiryId: 258799946 })), '258799946'],
    ['category list', categoryJudges.found, anyValueAtOnePlaceArbitrary(categoryListArbitrary()), ''],
  ] as const;
  test.each(nearlyValid)(
    'a %s with any JSON value at any one place: judged without a throw, and never blamed on the exchange',
    (_name, judge, bodies, requestedId) => {
      fc.assert(
        fc.property(bodies, (body) => {
          const judgement = (judge as AnyJudge).judge({ exchange: exchange({ body: JSON.stringify(body) }), requestedId });
          expect(judgement.observations.map((o) => o.rule)).toEqual(judge.rules.map((rule) => rule.id));
          for (const o of judgement.observations) if (EXCHANGE_RULES.has(o.rule)) expect(o.status, o.rule).toBe('passed');
        }),
        budget(100),
      );
    },
  );

  test.each(ALL_JUDGES.map((judge) => [judge.name, judge] as const))('%s', (_name, judge) => {
    fc.assert(
      fc.property(anyBodyArbitrary, anyStatusArbitrary, anyRequestedIdArbitrary, (body, status, requestedId) => {
        const { observations } = judge.judge({ exchange: exchange({ body, status }), requestedId });
        expect(observations.map((o) => o.rule)).toEqual(judge.rules.map((rule) => rule.id));
        for (const observation of observations) {
          expect(OBSERVATION_STATUSES).toContain(observation.status);
          expect(observation.message).toMatch(/\S/);
          if (observation.status === 'failed' || observation.status === 'warning')
            expect(observation.evidence?.response?.status).toBe(status);
        }
      }),
      budget(100),
    );
  });
});
