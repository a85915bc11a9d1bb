// The shape of HAR 1.2 (http://www.softwareishard.com/blog/har-12-spec/) as a JSON Schema, for the
// fields the spec marks required and the types it gives them. Custom fields start with "_".
const pair = {
  type: 'object',
  required: ['name', 'value'],
  properties: { name: { type: 'string' }, value: { type: 'string' }, comment: { type: 'string' } },
  additionalProperties: false,
};
const cookie = {
  type: 'object',
  required: ['name', 'value'],
  properties: { name: { type: 'string' }, value: { type: 'string' } },
  patternProperties: { '^(path|domain|expires|comment)$': { type: 'string' }, '^(httpOnly|secure)$': { type: 'boolean' } },
  additionalProperties: false,
};
const pairs = { type: 'array', items: pair };
const cookies = { type: 'array', items: cookie };
/** A size in bytes, or -1 when it is not known. */
const size = { type: 'integer', minimum: -1 };
/** A duration in ms, or -1 when the phase does not apply. */
const optionalTiming = { type: 'number', minimum: -1 };
const timing = { type: 'number', minimum: 0 };
const custom = { '^_': {} };
/** The creator of the log (and the browser, when a browser made it). */
const software = {
  type: 'object',
  required: ['name', 'version'],
  properties: { name: { type: 'string' }, version: { type: 'string' }, comment: { type: 'string' } },
  additionalProperties: false,
};

export const HAR_1_2_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['log'],
  additionalProperties: false,
  properties: {
    log: {
      type: 'object',
      required: ['version', 'creator', 'entries'],
      additionalProperties: false,
      patternProperties: custom,
      properties: {
        version: { const: '1.2' },
        creator: software,
        browser: software,
        pages: { type: 'array' },
        comment: { type: 'string' },
        entries: {
          type: 'array',
          items: {
            type: 'object',
            required: ['startedDateTime', 'time', 'request', 'response', 'cache', 'timings'],
            additionalProperties: false,
            patternProperties: custom,
            properties: {
              pageref: { type: 'string' },
              // ISO 8601 with a time zone, as the spec's example: 2009-04-16T12:07:25.123+01:00
              startedDateTime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$' },
              time: timing,
              request: {
                type: 'object',
                required: ['method', 'url', 'httpVersion', 'cookies', 'headers', 'queryString', 'headersSize', 'bodySize'],
                additionalProperties: false,
                patternProperties: custom,
                properties: {
                  method: { type: 'string', minLength: 1 },
                  url: { type: 'string', pattern: '^https?://' },
                  httpVersion: { type: 'string' },
                  cookies,
                  headers: pairs,
                  queryString: pairs,
                  postData: { type: 'object' },
                  headersSize: size,
                  bodySize: size,
                  comment: { type: 'string' },
                },
              },
              response: {
                type: 'object',
                required: [
                  'status',
                  'statusText',
                  'httpVersion',
                  'cookies',
                  'headers',
                  'content',
                  'redirectURL',
                  'headersSize',
                  'bodySize',
                ],
                additionalProperties: false,
                patternProperties: custom,
                properties: {
                  status: { type: 'integer', minimum: 0 },
                  statusText: { type: 'string' },
                  httpVersion: { type: 'string' },
                  cookies,
                  headers: pairs,
                  content: {
                    type: 'object',
                    required: ['size', 'mimeType'],
                    additionalProperties: false,
                    patternProperties: custom,
                    properties: {
                      size: { type: 'integer' },
                      compression: { type: 'integer' },
                      mimeType: { type: 'string' },
                      text: { type: 'string' },
                      encoding: { type: 'string' },
                      comment: { type: 'string' },
                    },
                  },
                  redirectURL: { type: 'string' },
                  headersSize: size,
                  bodySize: size,
                  comment: { type: 'string' },
                },
              },
              cache: { type: 'object' },
              timings: {
                type: 'object',
                required: ['send', 'wait', 'receive'],
                additionalProperties: false,
                patternProperties: custom,
                properties: {
                  blocked: optionalTiming,
                  dns: optionalTiming,
                  connect: optionalTiming,
                  send: timing,
                  wait: timing,
                  receive: timing,
                  ssl: optionalTiming,
                  comment: { type: 'string' },
                },
              },
              serverIPAddress: { type: 'string' },
              connection: { type: 'string' },
              comment: { type: 'string' },
            },
          },
        },
      },
    },
  },
} as const;
