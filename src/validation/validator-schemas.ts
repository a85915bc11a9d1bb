// What each validator of the judges checks: a schema of schemas/, or one derived from it. The validators
// are generated from this table ahead of time (scripts/gen-validators.ts, into schemas/standalone/).
import { schemaNamed, type JsonSchema } from './load.js';

const derivedId = (name: string, form: string) => (schemaNamed(name)['$id'] as string).replace('.schema.json', `.${form}.json`);
const propertiesOf = (schema: JsonSchema) => schema['properties'] as Record<string, JsonSchema>;

// The category tree is judged node by node, iteratively (any depth, no stack overflow), so its
// recursive schema is also compiled in a shallow form: `child` only has to be an array here.
function shallowCategoryNode(): JsonSchema {
  const node = schemaNamed('display-category');
  return { ...node, $id: derivedId('display-category', 'shallow'), properties: { ...propertiesOf(node), child: { type: 'array' } } };
}

/** The envelope with `data` checked as an object with the root's code only; its nodes are walked separately. */
function shallowCategoryList(): JsonSchema {
  const list = schemaNamed('display-category-list');
  const data = propertiesOf(list)['data'] as { allOf: JsonSchema[] };
  const rootConstraint = data.allOf.find((part) => !('$ref' in part)) ?? {};
  return {
    ...list,
    $id: derivedId('display-category-list', 'shallow'),
    // Stryker disable next-line StringLiteral: equivalent, the root's constraint says `type: 'object'` itself, after it
    properties: { ...propertiesOf(list), data: { type: 'object', ...rootConstraint } },
  };
}

/** Each validator's schema; one whose `$id` is a file's is that file, compiled with every other file beside it. */
export const VALIDATOR_SCHEMAS = {
  coupon: () => schemaNamed('coupon'),
  inquiryEnvelope: () => schemaNamed('inquiry-envelope'),
  categoryListShallow: shallowCategoryList,
  categoryNodeShallow: shallowCategoryNode,
  errorBody: () => schemaNamed('error-body'),
  report: () => schemaNamed('report'),
} satisfies Record<string, () => JsonSchema>;

export type ValidatorName = keyof typeof VALIDATOR_SCHEMAS;

/** The module of schemas/standalone/ that holds a validator: `categoryListShallow` → `category-list-shallow`. */
export const standaloneModuleName = (name: ValidatorName) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
