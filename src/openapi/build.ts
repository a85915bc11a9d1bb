// The OpenAPI 3.1 document of the three operations, generated: paths from src/operations.ts, body
// schemas from schemas/ (see components.ts), examples from the reference implementation's answers.
import { CATEGORIES, COUPON, INQUIRY, type OperationSpec as Described } from '../operations.js';
import { MAX_ID, WELL_FORMED_ID_PATTERN } from '../id-range.js';
import { toolVersion } from '../package-info.js';
import type { Operation } from '../rules/rule.js';
import { schemaNamed, type JsonSchema } from '../validation/load.js';
import { buildComponents, COMPONENTS_PREFIX } from './components.js';
import { referenceExamples, type ReferenceExample } from './examples.js';
import { refined } from './refinements.js';

/** The schemas' own dialect: OpenAPI 3.1 supports plain JSON Schema 2020-12 when the document says so. */
export const JSON_SCHEMA_DIALECT = 'https://json-schema.org/draft/2020-12/schema';

const ID_PARAMETER_TEXT =
  `Decimal digits naming a Java long: 1 to ${MAX_ID}, without sign, spaces or leading zeros. ` +
  'Anything else is answered 400; a well-formed id that names nothing, 404.';

/** Where the document says the API is: a placeholder, since every user tests their own deployment. */
const SERVERS = [
  {
    url: '{baseUrl}',
    description: 'The deployment under test: the base URL given to `run --base-url`.',
    variables: {
      baseUrl: { default: 'http://localhost:8080', description: 'Scheme, host, port and base path; the default is `serve --port 8080`.' },
    },
  },
];

/** Operations grouped by resource: a client generator makes one API class of each tag. */
const TAGS = [
  { name: 'Coupons', description: 'Downloadable coupons.' },
  { name: 'Display categories', description: 'The display (exposed) category tree.' },
  { name: 'Contact center inquiries', description: 'Contact center inquiries of the calling vendor.' },
] as const;

/** One documented answer: the schema file of its body, and the reference's answer as example. */
interface AnswerSpec {
  schema: string;
  example: ReferenceExample;
  exampleName: string;
}

interface OperationSpec {
  operationId: Operation;
  path: string;
  /** The path parameter that names the resource, when there is one. */
  idParameter?: { name: string; description: string };
  summary: string;
  description: string;
  tag: (typeof TAGS)[number]['name'];
  /** Status -> the answers documented for it (two 404s for the inquiry). */
  responses: Record<string, AnswerSpec[]>;
}

/** The name, path and path parameter of an operation, as src/operations.ts describes it. */
function described(spec: Described, idDescription?: string): Pick<OperationSpec, 'operationId' | 'path' | 'idParameter'> {
  return {
    operationId: spec.operation,
    path: spec.id ? `${spec.path}{${spec.id.name}}` : spec.path,
    ...(spec.id && idDescription ? { idParameter: { name: spec.id.name, description: idDescription } } : {}),
  };
}

function operations(): OperationSpec[] {
  const examples = referenceExamples();
  return [
    {
      ...described(COUPON, 'The coupon to return.'),
      summary: 'One downloadable coupon, by id',
      description:
        'The coupon alone, without an envelope. A malformed id is answered 400; an id that matches no coupon, 404 with the id ' +
        'partly masked in the message.',
      tag: 'Coupons',
      responses: {
        '200': [{ schema: 'coupon', example: examples.coupon.found, exampleName: 'coupon' }],
        '400': [{ schema: 'coupon-bad-request', example: examples.coupon.malformed, exampleName: 'malformedCouponId' }],
        '404': [{ schema: 'coupon-not-found', example: examples.coupon.notFound, exampleName: 'unknownCouponId' }],
      },
    },
    {
      ...described(CATEGORIES),
      summary: 'The whole display category tree',
      description: 'Every display category as one tree: an envelope whose data is the root node (code 0). No error answer is documented.',
      tag: 'Display categories',
      responses: { '200': [{ schema: 'display-category-list', example: examples.categories.found, exampleName: 'categoryTree' }] },
    },
    {
      ...described(INQUIRY, 'An inquiry of the calling vendor.'),
      summary: 'One contact center inquiry of the calling vendor, by id',
      description:
        'The inquiry in an envelope. A malformed id is answered 400; an unknown id, or an inquiry of another vendor, 404 with a ' +
        'message of its own.',
      tag: 'Contact center inquiries',
      responses: {
        '200': [{ schema: 'inquiry-envelope', example: examples.inquiry.found, exampleName: 'inquiry' }],
        '400': [{ schema: 'inquiry-invalid-format', example: examples.inquiry.malformed, exampleName: 'malformedInquiryId' }],
        '404': [
          { schema: 'inquiry-not-found', example: examples.inquiry.notFound, exampleName: 'unknownInquiryId' },
          { schema: 'inquiry-vendor-mismatch', example: examples.inquiry.foreign, exampleName: 'inquiryOfAnotherVendor' },
        ],
      },
    },
  ];
}

const refTo = (name: string) => ({ $ref: `${COMPONENTS_PREFIX}${name}` });
const descriptionOf = (file: string) => String(schemaNamed(file)['description'] ?? file);

function response(status: string, answers: readonly AnswerSpec[], componentNames: Record<string, string>) {
  const refs = answers.map((answer) => refTo(componentNames[answer.schema]!));
  // The reference answers each documented case with its documented status; anything else is a bug here.
  for (const answer of answers) {
    if (String(answer.example.status) !== status)
      throw new Error(`example ${answer.exampleName}: the reference answered ${answer.example.status}, documented as ${status}`);
  }
  return {
    description: answers.map((answer) => descriptionOf(answer.schema)).join(' Or: '),
    content: {
      'application/json': {
        // Two documented bodies for one status (the inquiry's 404s) exclude each other by their message.
        schema: refs.length === 1 ? refs[0] : { oneOf: refs },
        examples: Object.fromEntries(
          answers.map((answer) => [answer.exampleName, { summary: descriptionOf(answer.schema), value: answer.example.body }]),
        ),
      },
    },
  };
}

export type OpenApiDocument = Record<string, unknown> & {
  openapi: string;
  paths: Record<string, unknown>;
  components: { schemas: Record<string, JsonSchema> };
};

export function buildOpenApi(): OpenApiDocument {
  const specs = operations();
  const roots = [
    ...new Set(
      specs.flatMap((spec) =>
        Object.values(spec.responses)
          .flat()
          .map((answer) => answer.schema),
      ),
    ),
  ];
  const { schemas, names } = buildComponents(roots);
  const paths = Object.fromEntries(
    specs.map((spec) => [
      spec.path,
      {
        get: {
          operationId: spec.operationId,
          summary: spec.summary,
          description: spec.description,
          tags: [spec.tag],
          ...(spec.idParameter
            ? {
                parameters: [
                  {
                    name: spec.idParameter.name,
                    in: 'path',
                    required: true,
                    description: `${spec.idParameter.description} ${ID_PARAMETER_TEXT}`,
                    // A path segment is text: an integer schema would let a tool send 1e5 or 0x1F (decision D17).
                    schema: { type: 'string', pattern: WELL_FORMED_ID_PATTERN },
                  },
                ],
              }
            : {}),
          responses: Object.fromEntries(
            Object.entries(spec.responses).map(([status, answers]) => [status, response(status, answers, names)]),
          ),
        },
      },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Seller Marketplace Read API',
      version: toolVersion,
      description:
        'The three read-only operations judged by seller-api-conformance, generated from its JSON Schemas (schemas/). ' +
        'Examples are answers of its reference implementation.',
    },
    jsonSchemaDialect: JSON_SCHEMA_DIALECT,
    servers: SERVERS,
    tags: TAGS,
    paths,
    components: { schemas: refined(schemas) },
  };
}

/**
 * The document as the CLI prints it.
 * @internal Not part of the library API.
 */
export const renderOpenApi = (): string => `${JSON.stringify(buildOpenApi(), null, 2)}\n`;
