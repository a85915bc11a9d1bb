// Each operation of the API, described once: its name in the reports, the suite that runs it, its
// documented path (relative to the base URL, spec "Endpoints"), what a 200 body holds, the id its path
// carries (its name, where a 200 body carries it) and the answers the spec documents for it, with their status.
// Whatever sends, routes, recognises or describes a request reads it here; src/judges/index.ts gives each
// kind of answer of each operation its judge.
import type { Operation } from './types/report.js';

export type { Operation };

/** The kinds of answer the harness judges, each with a judge of its own (src/judges/index.ts). */
export type AnswerKind = 'found' | 'notFound' | 'malformed' | 'foreign' | 'edgeId' | 'readOnly' | 'lookup';

export interface OperationSpec {
  readonly operation: Operation;
  /** The suite (--suite) that runs it, and the word `validate` takes for it. */
  readonly suite: 'coupon' | 'categories' | 'inquiry';
  /** What a 200 body holds, in words: `coupon`, `category list`. */
  readonly resource: string;
  /** The documented path, up to the id segment when there is one. */
  readonly path: string;
  /** The id in the last segment of the path. */
  readonly id?: {
    /** As the spec names the path parameter. */
    readonly name: string;
    /** Where a 200 body carries it (a JSON Pointer). */
    readonly pointer: string;
  };
  /** The answers the spec documents, by kind, with their status: what a captured body can be judged as. */
  readonly documented: Readonly<Partial<Record<AnswerKind, number>>>;
}

export const COUPON = {
  operation: 'GET_COUPON_BY_ID',
  suite: 'coupon',
  resource: 'coupon',
  path: '/v2/providers/marketplace_openapi/apis/api/v1/coupons/',
  id: { name: 'couponId', pointer: '/couponId' },
  documented: { found: 200, notFound: 404, malformed: 400 },
} as const satisfies OperationSpec;

export const CATEGORIES = {
  operation: 'LIST_DISPLAY_CATEGORIES',
  suite: 'categories',
  resource: 'category list',
  path: '/v2/providers/seller_api/apis/api/v1/marketplace/meta/display-categories',
  documented: { found: 200 },
} as const satisfies OperationSpec;

export const INQUIRY = {
  operation: 'GET_ORIGIN_INQUIRY_BY_ID',
  suite: 'inquiry',
  resource: 'inquiry',
  path: '/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/',
  id: { name: 'inquiryId', pointer: '/data/inquiryId' },
  documented: { found: 200, notFound: 404, malformed: 400, foreign: 404 },
} as const satisfies OperationSpec;

/** The three operations, in the order of the reports. */
export const OPERATION_SPECS: readonly OperationSpec[] = [COUPON, CATEGORIES, INQUIRY];

export type SuiteName = OperationSpec['suite'];
export const SUITES: readonly SuiteName[] = OPERATION_SPECS.map((spec) => spec.suite);
export const OPERATIONS: readonly Operation[] = OPERATION_SPECS.map((spec) => spec.operation);

const BY_OPERATION = new Map(OPERATION_SPECS.map((spec) => [spec.operation, spec]));
const BY_SUITE = new Map(OPERATION_SPECS.map((spec) => [spec.suite, spec]));

export const specOf = (operation: Operation): OperationSpec => BY_OPERATION.get(operation)!;
export const specOfSuite = (suite: SuiteName): OperationSpec => BY_SUITE.get(suite)!;

/** The path of a request for `id` (decoded): it goes into one path segment, every character that could end or alter it escaped. */
export const pathFor = (spec: OperationSpec, id = ''): string => (spec.id ? spec.path + encodeURIComponent(id) : spec.path);
