// The cases of the id-based operations, as the suites register them and --plan counts them: per case its
// name (what -t matches), method, id class, needs, judge and the id it sends, from the fixtures given.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { ALL_CASES } from '../../../src/cases/index.js';
import { CATEGORY_CASES } from '../../../src/cases/categories.js';
import { COUPON_CASES } from '../../../src/cases/coupon.js';
import { INQUIRY_CASES } from '../../../src/cases/inquiry.js';
import { DOCUMENTED_WORDINGS, quoted } from '../../../src/documented-wordings.js';
import { MALFORMED_FIXED, UNKNOWN_ID, unknownIdClasses } from '../../../src/cases/example-ids.js';
import type { ConformanceCase } from '../../../src/cases/types.js';
import type { Fixtures } from '../../../src/fixtures.js';
import { categoryJudges } from '../../../src/judges/categories.js';
import { couponJudges } from '../../../src/judges/coupon.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';

/** The inquiry 404's documented wordings as the case names quote them: a wording added there is added to the names. */
const NOT_FOUND = quoted(DOCUMENTED_WORDINGS.inquiryNotFound);
import type { Judge } from '../../../src/judges/judge.js';

const fixtures: Fixtures = { couponId: '11234224', inquiryId: '258799946', foreignInquiryId: '258799947' };

/** A case as one line: what the suites and --plan read of it, the example's id from the fixtures. */
const shown = (c: ConformanceCase, judges: Record<string, Judge>, f: Fixtures = fixtures) => [
  c.name,
  c.method,
  c.idClass,
  c.needs.join(' '),
  Object.entries(judges).find(([, judge]) => judge === c.judge)?.[0],
  c.kind === 'example' ? c.id(f) : 'property',
];

describe('the cases of GET_COUPON_BY_ID', () => {
  it('the fixture, an unknown id, malformed ids, edge forms of the fixture, write probes, then the three properties', () => {
    expect(COUPON_CASES.every((c) => c.suite === 'coupon' && c.operation === 'GET_COUPON_BY_ID')).toBe(true);
    expect(COUPON_CASES.map((c) => shown(c, couponJudges))).toEqual([
      ['an existing couponId answers 200 with a conforming coupon', 'GET', 'fixture', 'couponId', 'found', '11234224'],
      [`unknown couponId ${UNKNOWN_ID} answers 404 with the partly masked message`, 'GET', 'unknown', '', 'notFound', UNKNOWN_ID],
      ['malformed couponId "abc" answers 400', 'GET', 'malformed', '', 'malformed', 'abc'],
      ['malformed couponId "12x45" answers 400', 'GET', 'malformed', '', 'malformed', '12x45'],
      ['malformed couponId "3.14" answers 400', 'GET', 'malformed', '', 'malformed', '3.14'],
      ['malformed couponId "1e5" answers 400', 'GET', 'malformed', '', 'malformed', '1e5'],
      ['malformed couponId "id:1" answers 400', 'GET', 'malformed', '', 'malformed', 'id:1'],
      ['couponId in edge form (negative) is refused safely', 'GET', 'edge form', '', 'edgeId', '-11234224'],
      ['couponId in edge form (leading +) is refused safely', 'GET', 'edge form', '', 'edgeId', '+11234224'],
      ['couponId in edge form (leading zeros) is refused safely', 'GET', 'edge form', '', 'edgeId', '0011234224'],
      ['couponId in edge form (leading space) is refused safely', 'GET', 'edge form', '', 'edgeId', ' 11234224'],
      ['couponId in edge form (trailing space) is refused safely', 'GET', 'edge form', '', 'edgeId', '11234224 '],
      ['couponId in edge form (beyond 64 bits) is refused safely', 'GET', 'edge form', '', 'edgeId', '18446744073720785840'],
      ['POST on an unknown coupon does not succeed', 'POST', 'unknown', 'probeWrites', 'readOnly', UNKNOWN_ID],
      ['PUT on an unknown coupon does not succeed', 'PUT', 'unknown', 'probeWrites', 'readOnly', UNKNOWN_ID],
      ['PATCH on an unknown coupon does not succeed', 'PATCH', 'unknown', 'probeWrites', 'readOnly', UNKNOWN_ID],
      ['DELETE on an unknown coupon does not succeed', 'DELETE', 'unknown', 'probeWrites', 'readOnly', UNKNOWN_ID],
      [
        'property: for every unknown couponId in 1..2^63-1, a conforming coupon or the documented 404 with a masked number',
        'GET',
        'unknown',
        '',
        'lookup',
        'property',
      ],
      [
        'property: for every couponId with a letter, punctuation or non-ASCII character, answers 400',
        'GET',
        'malformed',
        '',
        'malformed',
        'property',
      ],
      ['property: for every edge form of a couponId, neither a 5xx nor another coupon', 'GET', 'edge form', '', 'edgeId', 'property'],
    ]);
  });

  it('edge forms of id 1 when no coupon is given', () => {
    const negative = COUPON_CASES.find((c) => c.name.includes('(negative)'))!;
    expect(negative.kind === 'example' && negative.id({} as Fixtures)).toBe('-1');
  });
});

describe('the id properties', () => {
  const properties = (cases: readonly ConformanceCase[]) => {
    const [unknown, malformed, edge] = cases.filter((c) => c.kind === 'property');
    if (unknown?.kind !== 'property' || malformed?.kind !== 'property' || edge?.kind !== 'property') throw new Error('three properties');
    return { unknown, malformed, edge };
  };

  it('unknown ids: never a known one, the fixed ones moved off the fixtures; each value is the id it sends', async () => {
    for (const cases of [COUPON_CASES, INQUIRY_CASES]) {
      const { unknown } = properties(cases);
      const clashing = { couponId: '42', inquiryId: '42', foreignInquiryId: '803' };
      expect(unknown.fixed(clashing)).toEqual(unknownIdClasses(cases === COUPON_CASES ? ['42'] : ['42', '803']));
      expect(unknown.fixed({})).toEqual(unknownIdClasses([]));
      const drawn = fc.sample(await unknown.arbitrary({ ...fixtures, couponId: '1', inquiryId: '1', foreignInquiryId: '2' }), {
        seed: 3,
        numRuns: 2000,
      });
      expect(drawn.filter((id) => id === '1' || (cases === INQUIRY_CASES && id === '2'))).toEqual([]);
      expect(unknown.idOf('123')).toBe('123');
      expect(unknown.fixedText).toBe(
        'one of each length from 1 to 19 digits, ending in each digit 0-9, 2^31, 2^53 + 1 and 2^63 - 1 among them',
      );
    }
  });

  it('malformed ids: the non-ASCII fixed ones first', async () => {
    const { malformed } = properties(COUPON_CASES);
    expect(malformed.fixed(fixtures)).toEqual([...MALFORMED_FIXED]);
    expect(malformed.fixedText).toBe('Hangul, an emoji, a literal %41, circled and superscript digits');
    expect(malformed.idOf('abc')).toBe('abc');
    expect(fc.sample(await malformed.arbitrary(fixtures), { seed: 1, numRuns: 50 }).every((id) => typeof id === 'string')).toBe(true);
  });

  it("edge forms of the fixture (1 without one); the value's id is what is sent", async () => {
    for (const [cases, base] of [
      [COUPON_CASES, fixtures.couponId],
      [INQUIRY_CASES, fixtures.inquiryId],
    ] as const) {
      const { edge } = properties(cases);
      const fixed = edge.fixed(fixtures) as { form: string; id: string }[];
      expect(fixed.find((f) => f.form === 'hexadecimal')?.id).toBe(`0x${BigInt(base).toString(16)}`);
      expect((edge.fixed({}) as { id: string }[]).find((f) => f.id.startsWith('0x'))?.id).toBe('0x1');
      expect(edge.idOf({ form: 'negative', id: '-5' })).toBe('-5');
      const drawn = fc.sample(await edge.arbitrary(fixtures), { seed: 2, numRuns: 200 }) as { form: string; id: string }[];
      expect(drawn.filter((f) => f.form === 'negative').every((f) => f.id === `-${base}`)).toBe(true);
      expect(edge.fixedText).toBe(
        '2^63, 2^63 + the id, 2^64-1, 2^64, the id in full-width and in Arabic-Indic digits, in hexadecimal and in digit groups',
      );
    }
    const inquiryEdge = properties(INQUIRY_CASES).edge;
    expect((inquiryEdge.fixed({}) as { id: string }[]).find((f) => f.id.startsWith('0x'))?.id).toBe('0x1');
  });
});

describe('the cases of GET_ORIGIN_INQUIRY_BY_ID', () => {
  it("the vendor's own inquiry, another vendor's in every form read as its id, an unknown id, then what every id operation has", () => {
    expect(INQUIRY_CASES.every((c) => c.suite === 'inquiry' && c.operation === 'GET_ORIGIN_INQUIRY_BY_ID')).toBe(true);
    const lines = INQUIRY_CASES.map((c) => shown(c, inquiryJudges));
    expect(lines.slice(0, 4)).toEqual([
      ['an inquiry of the calling vendor answers 200 with a conforming inquiry', 'GET', 'fixture', 'inquiryId', 'found', '258799946'],
      [
        "another vendor's inquiry answers 404 with the vendor message",
        'GET',
        "another vendor's fixture",
        'foreignInquiryId',
        'foreign',
        '258799947',
      ],
      [
        "another vendor's inquiryId in edge form (leading zeros) is not answered with that inquiry",
        'GET',
        "another vendor's fixture",
        'foreignInquiryId',
        'foreignEdge',
        '00258799947',
      ],
      [
        "another vendor's inquiryId in edge form (leading +) is not answered with that inquiry",
        'GET',
        "another vendor's fixture",
        'foreignInquiryId',
        'foreignEdge',
        '+258799947',
      ],
    ]);
    expect(lines.find((line) => line[2] === 'unknown' && line[1] === 'GET' && line[5] !== 'property')).toEqual([
      `unknown inquiryId ${UNKNOWN_ID} answers 404 ${NOT_FOUND}`,
      'GET',
      'unknown',
      '',
      'notFound',
      UNKNOWN_ID,
    ]);
    expect(lines.filter((line) => line[2] === 'malformed').map((line) => [line[0], line[4]])[0]).toEqual([
      'malformed inquiryId "abc" answers 400 echoing it',
      'malformed',
    ]);
    expect(lines.filter((line) => line[5] === 'property').map((line) => [line[0], line[4]])).toEqual([
      [`property: for every unknown inquiryId in 1..2^63-1, a conforming inquiry or 404 ${NOT_FOUND}`, 'lookup'],
      ['property: for every inquiryId with a letter, punctuation or non-ASCII character, answers 400 echoing it', 'malformed'],
      ['property: for every edge form of an inquiryId, neither a 5xx nor another inquiry', 'edgeId'],
    ]);
    expect(lines.filter((line) => line[1] !== 'GET').map((line) => line[0])).toEqual([
      'POST on an unknown inquiry does not succeed',
      'PUT on an unknown inquiry does not succeed',
      'PATCH on an unknown inquiry does not succeed',
      'DELETE on an unknown inquiry does not succeed',
    ]);
    const negative = INQUIRY_CASES.find((c) => c.name.includes('(negative)'))!;
    expect(negative.kind === 'example' && [negative.id(fixtures), negative.id({} as Fixtures)]).toEqual(['-258799946', '-1']);
  });
});

describe('the cases of LIST_DISPLAY_CATEGORIES, and the order of all', () => {
  it('the whole tree once, then each write method with --probe-writes', () => {
    expect(CATEGORY_CASES.map((c) => [...shown(c, categoryJudges), c.suite, c.operation, c.kind])).toEqual(
      [
        ['the category list answers 200 with a conforming tree, every node at every depth', 'GET', 'none', '', 'found', ''],
        ['POST on the category list does not succeed', 'POST', 'none', 'probeWrites', 'readOnly', ''],
        ['PUT on the category list does not succeed', 'PUT', 'none', 'probeWrites', 'readOnly', ''],
        ['PATCH on the category list does not succeed', 'PATCH', 'none', 'probeWrites', 'readOnly', ''],
        ['DELETE on the category list does not succeed', 'DELETE', 'none', 'probeWrites', 'readOnly', ''],
      ].map((line) => [...line, 'categories', 'LIST_DISPLAY_CATEGORIES', 'example']),
    );
  });

  it('the suites run coupon, categories, inquiry', () => {
    expect(ALL_CASES).toEqual([...COUPON_CASES, ...CATEGORY_CASES, ...INQUIRY_CASES]);
  });
});
