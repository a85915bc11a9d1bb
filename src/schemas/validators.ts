// Every validator the judges use, each compiled the first time it is used (compare needs only the
// report's, validate only one operation's).
import type { ValidateFunction } from 'ajv';
import { createAjv } from './ajv.js';
import { schemaFiles, schemaNamed, type JsonSchema } from './load.js';

let instance: ReturnType<typeof createAjv> | undefined;
/** The one Ajv instance of the process, made on first use, with every file of schemas/ added (their $refs point at each other). */
function schemasAjv() {
  if (instance) return instance;
  instance = createAjv();
  for (const schema of schemaFiles.values()) instance.addSchema(schema);
  return instance;
}

function compiled(name: string): ValidateFunction {
  const id = schemaNamed(name)['$id'] as string;
  const validate = schemasAjv().getSchema(id);
  if (!validate) throw new Error(`schema ${id} did not compile`);
  return validate;
}

const derivedId = (name: string, variant: string) => (schemaNamed(name)['$id'] as string).replace('.schema.json', `.${variant}.json`);
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
    properties: { ...propertiesOf(list), data: { type: 'object', ...rootConstraint } },
  };
}

/** An object whose properties are compiled on first access, then kept. */
function compiledOnUse<T extends Record<string, () => ValidateFunction>>(compilers: T): { readonly [K in keyof T]: ValidateFunction } {
  const cache = new Map<keyof T, ValidateFunction>();
  const getters = Object.fromEntries(
    Object.entries(compilers).map(([name, compile]) => [
      name,
      { enumerable: true, get: () => cache.get(name) ?? cache.set(name, compile()).get(name) },
    ]),
  );
  return Object.defineProperties({}, getters) as { readonly [K in keyof T]: ValidateFunction };
}

export const validators = compiledOnUse({
  coupon: () => compiled('coupon'),
  inquiryEnvelope: () => compiled('inquiry-envelope'),
  categoryListShallow: () => schemasAjv().compile(shallowCategoryList()),
  categoryNodeShallow: () => schemasAjv().compile(shallowCategoryNode()),
  errorBody: () => compiled('error-body'),
  report: () => compiled('report'),
});

/** The documented error message patterns, read from the error body schemas (their single source). */
export const documentedMessages = {
  couponBadRequest: messagePattern('coupon-bad-request'),
  couponNotFound: messagePattern('coupon-not-found'),
  inquiryInvalidFormat: messagePattern('inquiry-invalid-format'),
  inquiryNotFound: messagePattern('inquiry-not-found'),
  inquiryVendorMismatch: messagePattern('inquiry-vendor-mismatch'),
} as const;

function messagePattern(name: string): RegExp {
  const message = propertiesOf(schemaNamed(name))['message'] as { pattern: string };
  return new RegExp(message.pattern, 'u');
}
