// Examples of the OpenAPI document: the reference implementation's own answers (its pure `respond`
// on its seeded dataset), so that every example is an answer the harness judges conformant.
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../operations.js';
import { buildDataset, DEFAULT_SEED } from '../reference/dataset/index.js';
import { respond } from '../reference/responses.js';
import type { Dataset, DisplayCategory } from '../reference/types.js';

/** The category tree has thousands of nodes: the example keeps the first few branches, a few levels deep. */
const EXAMPLE_TREE = { children: 2, depth: 2 };

export interface ReferenceExample {
  status: number;
  body: unknown;
}

function answer(dataset: Dataset, path: string, vendorId = dataset.defaultVendorId): ReferenceExample {
  const { status, body } = respond(dataset, { method: 'GET', path, headers: {} }, vendorId);
  return { status, body: JSON.parse(body) as unknown };
}

/** The smallest id above the dataset's ids: certainly unknown to it. */
function unknownId(ids: readonly string[]): string {
  return (ids.reduce((max, id) => (BigInt(id) > max ? BigInt(id) : max), 0n) + 1n).toString();
}

function pruned(node: DisplayCategory, depth: number): DisplayCategory {
  const child = depth >= EXAMPLE_TREE.depth ? [] : node.child.slice(0, EXAMPLE_TREE.children).map((c) => pruned(c, depth + 1));
  return { ...node, child };
}

export function referenceExamples(seed: number = DEFAULT_SEED) {
  const dataset = buildDataset(seed);
  const { couponId, inquiryId, foreignInquiryId } = dataset.fixtures;
  const categories = answer(dataset, CATEGORIES.path) as { status: number; body: { data: DisplayCategory } };
  return {
    coupon: {
      found: answer(dataset, pathFor(COUPON, couponId)),
      notFound: answer(dataset, pathFor(COUPON, unknownId(Object.keys(dataset.coupons)))),
      malformed: answer(dataset, pathFor(COUPON, 'abc')),
    },
    categories: {
      found: { status: categories.status, body: { ...categories.body, data: pruned(categories.body.data, 0) } },
    },
    inquiry: {
      found: answer(dataset, pathFor(INQUIRY, inquiryId)),
      notFound: answer(dataset, pathFor(INQUIRY, unknownId(Object.keys(dataset.inquiries)))),
      malformed: answer(dataset, pathFor(INQUIRY, 'abc')),
      foreign: answer(dataset, pathFor(INQUIRY, foreignInquiryId)),
    },
  } satisfies Record<string, Record<string, ReferenceExample>>;
}
