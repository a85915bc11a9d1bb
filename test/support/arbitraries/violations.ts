// Single-field violations of valid documents, one family per body rule of the catalogue: which
// field, policy, reply or node, and which wrong value (another JSON type, an impossible date, a
// number out of range, an enumeration value in the wrong case, an undocumented property) are drawn.
// Each violation is data ({ rule, change, pointer }) plus `apply`, which returns a changed deep clone
// and never touches its input. The field tables below are the spec's, written here on purpose
// independently of schemas/: the properties check that the two agree.
import fc from 'fast-check';
import type { Coupon, DisplayCategory, DisplayCategoryList, InquiryEnvelope } from '../../../src/types/api.js';
import {
  impossibleCouponDateTimeArbitrary,
  impossibleInquiryTimestampArbitrary,
  wallClockAfter,
  formatCouponDateTime,
  type WallClock,
} from './calendar-values.js';
import { CATEGORY_STATUSES, categoryListArbitrary, type CategoryListConstraints } from './category-documents.js';
import { DAILY_LIMIT_CEILING, DISCOUNT_TYPES, couponArbitrary, dailyLimitArbitrary, type CouponConstraints } from './coupon-documents.js';
import { idArbitrary, textArbitrary } from './documents.js';
import {
  ANSWER_TYPES,
  COUNSELING_STATUSES,
  INQUIRY_STATUSES,
  TRANSFER_STATUSES,
  inquiryEnvelopeArbitrary,
  type InquiryEnvelopeConstraints,
} from './inquiry-documents.js';

/** A place in a document, one property name or array index per segment. */
export type Path = readonly (string | number)[];

/** What a violation does to a document, as data: it is what a counterexample shows. */
export type Change =
  | { readonly kind: 'set'; readonly path: Path; readonly value: unknown }
  | { readonly kind: 'remove'; readonly path: Path }
  | { readonly kind: 'wrap'; readonly envelope: Readonly<Record<string, unknown>>; readonly into: string };

export interface Violation<Rule extends string = string> {
  readonly rule: Rule;
  readonly change: Change;
  /**
   * The JSON Pointer at which the rule reports its first violation: the changed field, or the field the
   * rule is about (a policy for daily-limit.present, maximumDiscountPrice for a policy turned PRICE).
   */
  readonly pointer: string;
  /** The judge cannot read past this defect: every rule after this one is skipped. */
  readonly stopsJudgement: boolean;
  /** A deep clone of `document` with the change made; `document` is left as it was. */
  apply(document: unknown): unknown;
}

export interface ViolatedDocument<Document, Rule extends string> {
  /** The valid document, untouched. */
  document: Document;
  violation: Violation<Rule>;
}

const escapeSegment = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
export const pointerOf = (path: Path) => path.map((segment) => `/${escapeSegment(segment)}`).join('');

function applyChange(document: unknown, change: Change): unknown {
  if (change.kind === 'wrap') return { ...structuredClone(change.envelope), [change.into]: structuredClone(document) };
  const copy = structuredClone(document);
  const parent = change.path.slice(0, -1).reduce((at: any, segment) => at[segment], copy);
  const key = String(change.path[change.path.length - 1]);
  if (change.kind === 'remove') delete parent[key];
  // defineProperty, not assignment: a property named __proto__ must become a property, not a prototype.
  else Object.defineProperty(parent, key, { value: structuredClone(change.value), enumerable: true, writable: true, configurable: true });
  return copy;
}

function violation<Rule extends string>(
  rule: Rule,
  change: Change,
  options: { pointer?: string; stopsJudgement?: boolean } = {},
): Violation<Rule> {
  const pointer = options.pointer ?? (change.kind === 'wrap' ? '' : pointerOf(change.path));
  const described =
    change.kind === 'wrap'
      ? `wrap in ${fc.stringify(change.envelope)}`
      : `${change.kind} ${pointerOf(change.path)}${change.kind === 'set' ? ` = ${fc.stringify(change.value)}` : ''}`;
  return {
    rule,
    change,
    pointer,
    stopsJudgement: options.stopsJudgement ?? false,
    apply: (document) => applyChange(document, change),
    [fc.toStringMethod]: () => `${rule}: ${described} (reported at "${pointer}")`,
  } as Violation<Rule>;
}

// --- Wrong values ----------------------------------------------------------------------------------

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'null' | 'array' | 'object';

const smallJson = fc.jsonValue({ maxDepth: 1 });
const VALUES_BY_KIND: Readonly<Record<'string' | 'whole' | 'fraction' | 'boolean' | 'null' | 'array' | 'object', fc.Arbitrary<unknown>>> = {
  string: fc.oneof(textArbitrary(), fc.stringMatching(/^-?\d{1,15}$/), fc.constantFrom('', 'true', 'null', '-1')),
  whole: fc.oneof(fc.constantFrom(0, -1, 1), fc.integer()),
  fraction: fc.oneof(fc.constantFrom(0.5, -1.5, 1e-7), fc.double({ noInteger: true, noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  null: fc.constant(null),
  array: fc.array(smallJson, { maxLength: 3 }),
  object: fc.dictionary(fc.string({ maxLength: 8 }), smallJson, { maxKeys: 3 }),
};

/** A JSON value of none of the accepted types (a fraction is wrong where only integers are accepted). */
export function wrongTypeValueArbitrary(constraints: { accepted: readonly JsonType[] }): fc.Arbitrary<unknown> {
  const accepts = (type: JsonType) => constraints.accepted.includes(type);
  const wrong = [
    !accepts('string') && VALUES_BY_KIND.string,
    !accepts('integer') && !accepts('number') && VALUES_BY_KIND.whole,
    !accepts('number') && VALUES_BY_KIND.fraction,
    !accepts('boolean') && VALUES_BY_KIND.boolean,
    !accepts('null') && VALUES_BY_KIND.null,
    !accepts('array') && VALUES_BY_KIND.array,
    !accepts('object') && VALUES_BY_KIND.object,
  ].filter((arbitrary): arbitrary is fc.Arbitrary<unknown> => arbitrary !== false);
  return fc.oneof(...wrong);
}

/** A string that is none of `allowed`: a wrong case, a stray space, a value of a neighbouring enumeration, any text. */
export function wrongEnumValueArbitrary(constraints: { allowed: readonly string[]; lookalikes?: readonly string[] }): fc.Arbitrary<string> {
  const { allowed, lookalikes = [] } = constraints;
  const near = fc.constantFrom(...allowed).chain((value) =>
    fc.constantFrom(
      value.toUpperCase(),
      value.toLowerCase(),
      `${value[0]!.toUpperCase()}${value.slice(1).toLowerCase()}`,
      ` ${value}`,
      `${value} `,
      `${value}\n`,
      value.replace(/[A-Za-z]/, (c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)),
    ),
  );
  return fc
    .oneof(
      near,
      fc.mixedCase(fc.constantFrom(...allowed)),
      ...(lookalikes.length > 0 ? [fc.constantFrom(...lookalikes)] : []),
      textArbitrary(),
    )
    .filter((value) => !allowed.includes(value));
}

/** A property name that `documented` does not list: another level's field, a documented name in other letter case, a name that needs escaping in a JSON Pointer, any text. */
export function undocumentedNameArbitrary(constraints: { documented: readonly string[] }): fc.Arbitrary<string> {
  const { documented } = constraints;
  return fc
    .oneof(
      fc.constantFrom(
        ...ALL_DOCUMENTED_NAMES,
        'vendorId',
        'transactionId',
        'id',
        '__proto__',
        'constructor',
        'toString',
        '',
        ' ',
        'a/b',
        '~0',
        'é',
      ),
      fc.mixedCase(fc.constantFrom(...documented)),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }),
    )
    .filter((name) => !documented.includes(name));
}

// --- The spec's field tables ------------------------------------------------------------------------

interface FieldSpec {
  readonly types: readonly JsonType[];
  readonly required: boolean;
}
type FieldTable = Readonly<Record<string, FieldSpec>>;

const required = (...types: JsonType[]): FieldSpec => ({ types, required: true });
const optional = (...types: JsonType[]): FieldSpec => ({ types, required: false });

const COUPON_FIELDS: FieldTable = {
  couponId: required('integer'),
  title: required('string'),
  couponType: required('string'),
  couponStatus: required('string'),
  publishedDate: required('string', 'null'),
  startDate: required('string'),
  endDate: required('string'),
  appliedOptionCount: required('integer'),
  usageAmount: required('integer'),
  couponPolicies: required('array'),
};
const POLICY_FIELDS: FieldTable = {
  title: required('string'),
  typeOfDiscount: required('string'),
  description: required('string'),
  minimumPrice: required('integer'),
  discount: required('integer'),
  maximumDiscountPrice: required('integer'),
  // Either spelling may be absent; removing the only one is the daily-limit.present rule's business.
  maximumPerDaily: optional('number'),
  maximumPerDay: optional('number'),
};
const INQUIRY_ENVELOPE_FIELDS: FieldTable = { code: required('number'), message: required('string'), data: required('object') };
const INQUIRY_FIELDS: FieldTable = {
  inquiryId: required('number'),
  inquiryStatus: required('string'),
  csPartnerCounselingStatus: required('string'),
  vendorItemId: required('number', 'array'),
  itemName: required('string'),
  content: required('string'),
  answeredAt: required('string', 'null'),
  replies: required('array'),
  inquiryAt: required('string'),
  buyerEmail: required('string'),
  buyerPhone: required('string'),
  orderId: required('integer'),
  orderDate: required('string'),
  receiptCategory: required('string'),
  saleStartedAt: required('string'),
  saleEndedAt: required('string'),
};
const REPLY_FIELDS: FieldTable = {
  answerId: required('number'),
  parentAnswerId: required('string', 'null', 'integer'),
  partnerTransferStatus: required('string', 'null'),
  partnerTransferCompleteReason: required('string'),
  answerType: required('string'),
  needAnswer: required('boolean'),
  receptionistName: required('string'),
  receptionist: required('string'),
  replyAt: required('string'),
  content: required('string'),
};
const CATEGORY_ENVELOPE_FIELDS: FieldTable = { code: required('string'), message: required('string'), data: required('object') };
const NODE_FIELDS: FieldTable = { displayItemCategoryCode: required('integer'), name: required('string'), status: required('string') };
const NODE_NAMES = [...Object.keys(NODE_FIELDS), 'child'];

const ALL_DOCUMENTED_NAMES = [
  ...new Set([COUPON_FIELDS, POLICY_FIELDS, INQUIRY_ENVELOPE_FIELDS, INQUIRY_FIELDS, REPLY_FIELDS, NODE_FIELDS].flatMap(Object.keys)),
];

/** One field of `table` at `at` given a value of a wrong type, or removed when it is required. */
function fieldDefectArbitrary<Rule extends string>(
  rule: Rule,
  at: Path,
  table: FieldTable,
  options: { stopsOn?: readonly string[]; wrongValues?: Readonly<Record<string, fc.Arbitrary<WrongInside>>> } = {},
): fc.Arbitrary<Violation<Rule>> {
  return fc.constantFrom(...Object.keys(table)).chain((name) => {
    const spec = table[name]!;
    const path = [...at, name];
    const stopsJudgement = options.stopsOn?.includes(name) ?? false;
    const extra = options.wrongValues?.[name];
    const wrong = wrongTypeValueArbitrary({ accepted: spec.types });
    const set = wrong.map((value) => violation(rule, { kind: 'set', path, value }, { stopsJudgement }));
    const setInside = extra?.map(({ value, inside }) =>
      violation(rule, { kind: 'set', path, value }, { stopsJudgement, pointer: `${pointerOf(path)}${inside}` }),
    );
    const anyWrong = setInside ? fc.oneof(set, setInside) : set;
    return spec.required ? fc.oneof(anyWrong, fc.constant(violation(rule, { kind: 'remove', path }, { stopsJudgement }))) : anyWrong;
  });
}

/** A wrong value whose fault is inside it (an array with one wrong element): the pointer below the field that shows it. */
interface WrongInside {
  value: unknown;
  inside: string;
}

/** The field `path` set to a value drawn from `values`. */
const setTo = <Rule extends string>(rule: Rule, path: Path, values: fc.Arbitrary<unknown>, options: { pointer?: string } = {}) =>
  values.map((value) => violation(rule, { kind: 'set', path, value }, options));

/** An undocumented property added to the object at one of `places`. */
function extraFieldArbitrary<Rule extends string>(
  rule: Rule,
  places: readonly { at: Path; documented: readonly string[] }[],
): fc.Arbitrary<Violation<Rule>> {
  return fc
    .constantFrom(...places)
    .chain(({ at, documented }) =>
      fc
        .tuple(undocumentedNameArbitrary({ documented }), fc.jsonValue({ maxDepth: 2 }))
        .map(([name, value]) => violation(rule, { kind: 'set', path: [...at, name], value })),
    );
}

const indexArbitrary = (length: number) => fc.integer({ min: 0, max: length - 1 });

/** An integer other than `than`, near it or anywhere. */
const otherIntegerArbitrary = (than: number) =>
  fc
    .oneof(
      fc.integer({ min: 1, max: 9 }).map((d) => (than > 9 ? than - d : than + d)),
      idArbitrary(),
      fc.integer({ min: -1_000, max: 0 }),
    )
    .filter((id) => id !== than);

// --- Coupon ------------------------------------------------------------------------------------------

type Builder<Document, Rule extends string, Constraints> = {
  /** What the valid document needs for this rule to be violated in one field (merged over the caller's constraints). */
  readonly requires?: Constraints;
  /** The violations this document admits, or null when it admits none (no policy, no reply, ...). */
  readonly build: (document: Document) => fc.Arbitrary<Violation<Rule>> | null;
};
type Builders<Document, Rule extends string, Constraints> = Readonly<Record<Rule, Builder<Document, Rule, Constraints>>>;
/** The builders of one resource, each keyed by the rule its violations break: a family of violations per rule. */
type Families<Document, Constraints> = Builders<Document, string, Constraints>;

const SINGLE_SPELLING = { minPolicies: 1, dailyLimitSpellings: ['maximumPerDaily', 'maximumPerDay'] } as const;
const LIMIT_NAMES = ['maximumPerDaily', 'maximumPerDay'] as const;
const limitNamesOf = (policy: object) => LIMIT_NAMES.filter((name) => name in policy);

const policyArbitrary = (coupon: Coupon) => (coupon.couponPolicies.length === 0 ? null : indexArbitrary(coupon.couponPolicies.length));

/** A policy with a single spelling of the daily limit, that spelling's value set from `values`. */
function singleLimitArbitrary<Rule extends string>(
  rule: Rule,
  coupon: Coupon,
  values: fc.Arbitrary<number>,
): fc.Arbitrary<Violation<Rule>> | null {
  const single = coupon.couponPolicies.flatMap((policy, index) =>
    limitNamesOf(policy).length === 1 ? [{ index, name: limitNamesOf(policy)[0]! }] : [],
  );
  if (single.length === 0) return null;
  return fc.constantFrom(...single).chain(({ index, name }) => setTo(rule, ['couponPolicies', index, name], values));
}

function parseCouponDateTime(text: string): WallClock {
  const [year, month, day, hour, minute, second] = text.split(/[- :]/).map(Number) as [number, number, number, number, number, number];
  return { year, month, day, hour, minute, second };
}

const couponBuilders = {
  'coupon.no-envelope': {
    build: () =>
      fc
        .record(
          { code: fc.constantFrom(200, 'SUCCESS', '200'), message: fc.oneof(fc.constant('OK'), textArbitrary()) },
          { requiredKeys: [] },
        )
        .map((envelope) => violation('coupon.no-envelope', { kind: 'wrap', envelope, into: 'data' }, { stopsJudgement: true })),
  },
  'coupon.id-echo': { build: (coupon) => setTo('coupon.id-echo', ['couponId'], otherIntegerArbitrary(coupon.couponId)) },
  'coupon.dates.format': {
    build: () =>
      fc.constantFrom('startDate', 'endDate').chain((name) => setTo('coupon.dates.format', [name], impossibleCouponDateTimeArbitrary())),
  },
  'coupon.dates.order': {
    build: (coupon) => {
      const start = parseCouponDateTime(coupon.startDate);
      const earlier = fc
        .oneof(fc.constant(1), fc.integer({ min: 1, max: 5 * 366 * 24 * 3600 }))
        .map((seconds) => formatCouponDateTime(wallClockAfter(start, -seconds)));
      return setTo('coupon.dates.order', ['endDate'], earlier);
    },
  },
  'coupon.policy.discount-type': {
    requires: { minPolicies: 1 },
    build: (coupon) =>
      policyArbitrary(coupon)?.chain((i) =>
        setTo(
          'coupon.policy.discount-type',
          ['couponPolicies', i, 'typeOfDiscount'],
          wrongEnumValueArbitrary({ allowed: DISCOUNT_TYPES, lookalikes: ['PERCENT', 'FIXED', 'AMOUNT'] }),
        ),
      ) ?? null,
  },
  'coupon.policy.price-maximum-discount': {
    requires: { minPolicies: 1 },
    build: (coupon) => {
      // A PRICE policy's maximum set to anything but -1; or a RATE policy (whose maximum is an amount) turned PRICE, reported at the maximum.
      const eligible = coupon.couponPolicies.flatMap((policy, i) =>
        policy.maximumDiscountPrice !== -1 || policy.typeOfDiscount === 'PRICE' ? [i] : [],
      );
      if (eligible.length === 0) return null;
      return fc.constantFrom(...eligible).chain((i) => {
        const maximumPath = ['couponPolicies', i, 'maximumDiscountPrice'];
        if (coupon.couponPolicies[i]!.typeOfDiscount === 'PRICE')
          return setTo(
            'coupon.policy.price-maximum-discount',
            maximumPath,
            fc.oneof(fc.constantFrom(0, 1, -2, 1_000), fc.integer()).filter((value) => value !== -1),
          );
        return fc.constant(
          violation(
            'coupon.policy.price-maximum-discount',
            { kind: 'set', path: ['couponPolicies', i, 'typeOfDiscount'], value: 'PRICE' },
            { pointer: pointerOf(maximumPath) },
          ),
        );
      });
    },
  },
  'coupon.policy.daily-limit.present': {
    requires: { minPolicies: 1 },
    build: (coupon) =>
      policyArbitrary(coupon)?.chain((i) => {
        const policy = coupon.couponPolicies[i]!;
        const present = limitNamesOf(policy);
        const pointer = pointerOf(['couponPolicies', i]);
        const value = policy[present[0]!]!;
        // The other spelling (or either, when both are there) set to another valid limit: both present and different.
        const differ = fc
          .tuple(
            fc.constantFrom(...(present.length === 2 ? present : LIMIT_NAMES.filter((n) => n !== present[0]))),
            dailyLimitArbitrary().filter((v) => v !== value),
          )
          .map(([name, other]) =>
            violation('coupon.policy.daily-limit.present', { kind: 'set', path: ['couponPolicies', i, name], value: other }, { pointer }),
          );
        const neither = violation(
          'coupon.policy.daily-limit.present',
          { kind: 'remove', path: ['couponPolicies', i, present[0]!] },
          { pointer },
        );
        return present.length === 1 ? fc.oneof(differ, fc.constant(neither)) : differ;
      }) ?? null,
  },
  'coupon.policy.daily-limit.maximum': {
    requires: SINGLE_SPELLING,
    build: (coupon) =>
      singleLimitArbitrary(
        'coupon.policy.daily-limit.maximum',
        coupon,
        fc.oneof(
          fc.constantFrom(DAILY_LIMIT_CEILING + 1, 99_999),
          fc.integer({ min: DAILY_LIMIT_CEILING + 1, max: Number.MAX_SAFE_INTEGER }),
        ),
      ),
  },
  'coupon.policy.daily-limit.whole': {
    requires: SINGLE_SPELLING,
    build: (coupon) =>
      singleLimitArbitrary(
        'coupon.policy.daily-limit.whole',
        coupon,
        fc.oneof(
          fc.constantFrom(-1, 12.5, 0.1, -0.5, 9_998.5),
          fc.integer({ min: -1_000_000, max: -1 }),
          fc.double({ min: -1_000_000, max: DAILY_LIMIT_CEILING, noInteger: true, noNaN: true }),
        ),
      ),
  },
  'coupon.unknown-fields': {
    build: (coupon) =>
      extraFieldArbitrary('coupon.unknown-fields', [
        { at: [], documented: Object.keys(COUPON_FIELDS) },
        ...coupon.couponPolicies.map((_, i) => ({ at: ['couponPolicies', i], documented: Object.keys(POLICY_FIELDS) })),
      ]),
  },
  'coupon.policy.fields': {
    requires: { minPolicies: 1 },
    build: (coupon) =>
      policyArbitrary(coupon)?.chain((i) =>
        fc.oneof(
          fieldDefectArbitrary('coupon.policy.fields', ['couponPolicies', i], POLICY_FIELDS),
          setTo('coupon.policy.fields', ['couponPolicies', i], wrongTypeValueArbitrary({ accepted: ['object'] })),
        ),
      ) ?? null,
  },
  'coupon.fields': { build: () => fieldDefectArbitrary('coupon.fields', [], COUPON_FIELDS) },
} satisfies Families<Coupon, CouponConstraints>;

// --- Inquiry -----------------------------------------------------------------------------------------

const REPLY = (i: number): Path => ['data', 'replies', i];
const replyIndexArbitrary = (envelope: InquiryEnvelope) =>
  envelope.data.replies.length === 0 ? null : indexArbitrary(envelope.data.replies.length);

/** A JSON value that is not a number, for an element of vendorItemId among numbers. */
const notNumberArbitrary = wrongTypeValueArbitrary({ accepted: ['number'] });
const vendorItemIdsWithIntruder = fc
  .tuple(fc.array(idArbitrary(), { maxLength: 2 }), notNumberArbitrary, fc.array(idArbitrary(), { maxLength: 2 }))
  .map(([before, intruder, after]) => ({ value: [...before, intruder, ...after], inside: `/${before.length}` }));

const inquiryBuilders = {
  'inquiry.envelope': { build: () => fieldDefectArbitrary('inquiry.envelope', [], INQUIRY_ENVELOPE_FIELDS, { stopsOn: ['data'] }) },
  'inquiry.envelope.code': {
    build: () =>
      setTo(
        'inquiry.envelope.code',
        ['code'],
        fc
          .oneof(fc.constantFrom(0, 201, 400, 404, 500, -200, 200.5, 2000), fc.double({ noNaN: true, noDefaultInfinity: true }))
          .filter((code) => code !== 200),
      ),
  },
  'inquiry.id-echo': {
    build: (envelope) => setTo('inquiry.id-echo', ['data', 'inquiryId'], otherIntegerArbitrary(envelope.data.inquiryId)),
  },
  'inquiry.timestamps': {
    build: () =>
      fc
        .constantFrom('answeredAt', 'inquiryAt', 'orderDate')
        .chain((name) => setTo('inquiry.timestamps', ['data', name], impossibleInquiryTimestampArbitrary())),
  },
  'inquiry.statuses': {
    build: () =>
      fc.oneof(
        setTo(
          'inquiry.statuses',
          ['data', 'inquiryStatus'],
          wrongEnumValueArbitrary({ allowed: INQUIRY_STATUSES, lookalikes: [...COUNSELING_STATUSES, 'in_progress', 'completed'] }),
        ),
        setTo(
          'inquiry.statuses',
          ['data', 'csPartnerCounselingStatus'],
          wrongEnumValueArbitrary({
            allowed: COUNSELING_STATUSES,
            lookalikes: [...INQUIRY_STATUSES, ...TRANSFER_STATUSES, 'request_answer'],
          }),
        ),
      ),
  },
  'inquiry.buyer-email': {
    build: () =>
      setTo(
        'inquiry.buyer-email',
        ['data', 'buyerEmail'],
        fc.oneof(
          fc.emailAddress(),
          fc.constantFrom(' ', '\n', 'null', '""', '***@***'),
          textArbitrary().filter((text) => text !== ''),
        ),
      ),
  },
  'inquiry.reply.timestamp': {
    requires: { minReplies: 1 },
    build: (envelope) =>
      replyIndexArbitrary(envelope)?.chain((i) =>
        setTo('inquiry.reply.timestamp', [...REPLY(i), 'replyAt'], impossibleInquiryTimestampArbitrary()),
      ) ?? null,
  },
  'inquiry.reply.statuses': {
    requires: { minReplies: 1 },
    build: (envelope) =>
      replyIndexArbitrary(envelope)?.chain((i) =>
        fc.oneof(
          setTo(
            'inquiry.reply.statuses',
            [...REPLY(i), 'partnerTransferStatus'],
            wrongEnumValueArbitrary({ allowed: TRANSFER_STATUSES, lookalikes: ['NONE', 'complete', 'request_answer'] }),
          ),
          setTo(
            'inquiry.reply.statuses',
            [...REPLY(i), 'answerType'],
            wrongEnumValueArbitrary({ allowed: ANSWER_TYPES, lookalikes: ['agent', 'seller', 'CS_AGENT', 'cs_agent'] }),
          ),
        ),
      ) ?? null,
  },
  'inquiry.unknown-fields': {
    build: (envelope) =>
      extraFieldArbitrary('inquiry.unknown-fields', [
        { at: [], documented: Object.keys(INQUIRY_ENVELOPE_FIELDS) },
        { at: ['data'], documented: Object.keys(INQUIRY_FIELDS) },
        ...envelope.data.replies.map((_, i) => ({ at: REPLY(i), documented: Object.keys(REPLY_FIELDS) })),
      ]),
  },
  'inquiry.reply.fields': {
    requires: { minReplies: 1 },
    build: (envelope) =>
      replyIndexArbitrary(envelope)?.chain((i) =>
        fc.oneof(
          fieldDefectArbitrary('inquiry.reply.fields', REPLY(i), REPLY_FIELDS),
          setTo('inquiry.reply.fields', REPLY(i), wrongTypeValueArbitrary({ accepted: ['object'] })),
        ),
      ) ?? null,
  },
  'inquiry.fields': {
    build: () =>
      fieldDefectArbitrary('inquiry.fields', ['data'], INQUIRY_FIELDS, { wrongValues: { vendorItemId: vendorItemIdsWithIntruder } }),
  },
} satisfies Families<InquiryEnvelope, InquiryEnvelopeConstraints>;

// --- Display categories ------------------------------------------------------------------------------

interface PlacedNode {
  node: DisplayCategory;
  path: Path;
}

/** Every node of the tree with its path, in document order (the order a walk reports in). */
export function nodesOf(list: DisplayCategoryList): PlacedNode[] {
  const placed: PlacedNode[] = [];
  const stack: PlacedNode[] = [{ node: list.data, path: ['data'] }];
  for (let at = stack.pop(); at; at = stack.pop()) {
    placed.push(at);
    for (let i = at.node.child.length - 1; i >= 0; i -= 1) stack.push({ node: at.node.child[i]!, path: [...at.path, 'child', i] });
  }
  return placed;
}

const nodeArbitrary = (list: DisplayCategoryList) => fc.constantFrom(...nodesOf(list));
const nonRootNodes = (list: DisplayCategoryList) => nodesOf(list).slice(1);

const categoryBuilders = {
  'categories.envelope': {
    build: () =>
      fc.oneof(
        fieldDefectArbitrary('categories.envelope', [], CATEGORY_ENVELOPE_FIELDS, { stopsOn: ['data'] }),
        setTo('categories.envelope', ['code'], wrongEnumValueArbitrary({ allowed: ['SUCCESS'], lookalikes: ['ERROR', 'OK', '200', ''] })),
      ),
  },
  'categories.root': {
    build: (list) => {
      const codes = new Set(nodesOf(list).map(({ node }) => node.displayItemCategoryCode));
      return setTo(
        'categories.root',
        ['data', 'displayItemCategoryCode'],
        fc.oneof(fc.integer({ min: 1, max: 999_999 }), fc.integer()).filter((code) => !codes.has(code)),
      );
    },
  },
  'categories.unknown-fields': {
    build: (list) =>
      extraFieldArbitrary('categories.unknown-fields', [
        { at: [], documented: Object.keys(CATEGORY_ENVELOPE_FIELDS) },
        ...nodesOf(list).map(({ path }) => ({ at: path, documented: NODE_NAMES })),
      ]),
  },
  'categories.node.child': {
    build: (list) =>
      nodeArbitrary(list).chain(({ path }) =>
        fc.oneof(
          setTo('categories.node.child', [...path, 'child'], wrongTypeValueArbitrary({ accepted: ['array'] })),
          fc.constant(violation('categories.node.child', { kind: 'remove', path: [...path, 'child'] })),
        ),
      ),
  },
  'categories.node.fields': {
    build: (list) => {
      const fields = nodeArbitrary(list).chain(({ path }) => fieldDefectArbitrary('categories.node.fields', path, NODE_FIELDS));
      const others = nonRootNodes(list);
      if (others.length === 0) return fields;
      return fc.oneof(
        fields,
        fc
          .constantFrom(...others)
          .chain(({ path }) => setTo('categories.node.fields', path, wrongTypeValueArbitrary({ accepted: ['object'] }))),
      );
    },
  },
  'categories.codes-unique': {
    requires: { minTopLevel: 1 },
    build: (list) => {
      const nodes = nodesOf(list);
      if (nodes.length < 2) return null;
      // The later node of the two takes the earlier one's code: a walk reports the second use.
      return indexArbitrary(nodes.length - 1).chain((j) =>
        indexArbitrary(j + 1).map((i) =>
          violation('categories.codes-unique', {
            kind: 'set',
            path: [...nodes[j + 1]!.path, 'displayItemCategoryCode'],
            value: nodes[i]!.node.displayItemCategoryCode,
          }),
        ),
      );
    },
  },
  'categories.status-values': {
    build: (list) =>
      nodeArbitrary(list).chain(({ path }) =>
        setTo(
          'categories.status-values',
          [...path, 'status'],
          wrongEnumValueArbitrary({ allowed: CATEGORY_STATUSES, lookalikes: ['DELETED', 'INACTIVE', 'HIDDEN', ''] }),
        ),
      ),
  },
} satisfies Families<DisplayCategoryList, CategoryListConstraints>;

// --- The arbitraries -----------------------------------------------------------------------------------

export interface ViolationConstraints<Rule extends string> {
  /** The rules to violate, one drawn per violation; every body rule of the operation by default. */
  rules?: readonly Rule[];
}

function violationOf<Document, Rule extends string, C>(builders: Builders<Document, Rule, C>, all: readonly Rule[]) {
  return (document: Document, constraints: ViolationConstraints<Rule> = {}): fc.Arbitrary<Violation<Rule>> => {
    const admitted = (constraints.rules ?? all).flatMap((rule) => builders[rule].build(document) ?? []);
    if (admitted.length === 0)
      throw new Error(
        `the document admits no single-field violation of ${(constraints.rules ?? all).join(', ')}: generate it with the violated*Arbitrary of its resource`,
      );
    return fc.oneof(...admitted);
  };
}

function violatedOf<Document, Rule extends string, C>(
  builders: Builders<Document, Rule, C>,
  all: readonly Rule[],
  documents: (constraints: C) => fc.Arbitrary<Document>,
) {
  const violations = violationOf(builders, all);
  return (constraints: ViolationConstraints<Rule> & { document?: C } = {}): fc.Arbitrary<ViolatedDocument<Document, Rule>> =>
    fc
      .constantFrom(...(constraints.rules ?? all))
      .chain((rule) =>
        documents({ ...constraints.document, ...builders[rule].requires } as C).chain((document) =>
          violations(document, { rules: [rule] }).map((v) => ({ document, violation: v })),
        ),
      );
}

/**
 * The rules each resource has a family of single-field violations for. A rule of the body without one is
 * still judged on every generated valid document, and proven by its fault in the kill matrix.
 */
export const COUPON_FAMILIES = Object.keys(couponBuilders) as (keyof typeof couponBuilders)[];
export const INQUIRY_FAMILIES = Object.keys(inquiryBuilders) as (keyof typeof inquiryBuilders)[];
export const CATEGORY_FAMILIES = Object.keys(categoryBuilders) as (keyof typeof categoryBuilders)[];

/** A valid coupon (generated with what the drawn rule needs, e.g. a PRICE policy) and one violation of it. */
export const violatedCouponArbitrary = violatedOf<Coupon, string, CouponConstraints>(couponBuilders, COUPON_FAMILIES, couponArbitrary);

export const violatedInquiryEnvelopeArbitrary = violatedOf<InquiryEnvelope, string, InquiryEnvelopeConstraints>(
  inquiryBuilders,
  INQUIRY_FAMILIES,
  inquiryEnvelopeArbitrary,
);

export const violatedCategoryListArbitrary = violatedOf<DisplayCategoryList, string, CategoryListConstraints>(
  categoryBuilders,
  CATEGORY_FAMILIES,
  categoryListArbitrary,
);
