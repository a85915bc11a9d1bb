// Where the document's components differ from the schema files, each change with its reason. The judges
// leave some rules out of their schemas so that a report names each one apart (a 200 saying ERROR fails
// categories.envelope, not the schema), yet a schema can state them: a team generating a client or a
// mock from the document wants them there. Each stricter change names the harness rule it states;
// test/unit/openapi/refinements.test.ts shows a body breaking it rejected by the document and by that rule.
import type { JsonSchema } from '../validation/load.js';

interface Refinement {
  component: string;
  /** The harness rules the change states, for a stricter one. */
  rules?: readonly string[];
  why: string;
  /** The keywords set on the component's schema (undefined: removed), given the schema as built from its file. */
  keywords: (schema: JsonSchema) => Record<string, unknown>;
}

/** Four-digit years divisible by 4 and not by 100, or by 400: a pattern can count years that have four digits. */
const LEAP_YEAR_PATTERN = '(?:[0-9]{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)';

function replacedOnce(text: string, search: string, replacement: string): string {
  const parts = text.split(search);
  if (parts.length !== 2) throw new Error(`expected ${JSON.stringify(search)} once in ${JSON.stringify(text)}`);
  return parts.join(replacement);
}

/** A date pattern of schemas/ (any year's February up to the 29th) with 29 February for leap years only. */
function withLeapYears(pattern: string): string {
  const opened = replacedOnce(pattern, '^[0-9]{4}-(?:', '^(?:[0-9]{4}-(?:');
  return replacedOnce(opened, '|02-(?:0[1-9]|1[0-9]|2[0-9]))', `|02-(?:0[1-9]|1[0-9]|2[0-8]))|${LEAP_YEAR_PATTERN}-02-29)`);
}

const ANY_PARENTHESES = '\\([^)]*\\)';
/** Digits and `*` only, at least one of each; and every other content of the parentheses. No look-ahead. */
const MASKED = '\\((?:[0-9]+\\*|\\*+[0-9])[0-9*]*\\)';
const NOT_MASKED = '\\((?:[^)]*[^0-9*)][^)]*|[0-9]*|\\*+)\\)';

const calendarDate = (schema: JsonSchema, format: string) => ({
  pattern: withLeapYears(schema['pattern'] as string),
  description:
    `${String(schema['description']).split('. ')[0]}. The pattern excludes every date and time that does not exist, 29 February ` +
    `of a common year included; the format ${format} names the same check for the harness.`,
});

/**
 * "If the condition holds, this field is a string" as "not (the condition and the field null)": the same
 * bodies, but Redocly checks a `then` by itself, as if it said `unevaluatedProperties: false`, and finds
 * every other field of an example "unevaluated"; a `not` it leaves alone.
 */
function conditionalNullAsNot(schema: JsonSchema): Record<string, unknown> {
  const condition = schema['if'] as { properties: Record<string, JsonSchema>; required: string[] };
  const narrowed = Object.entries((schema['then'] as { properties: Record<string, JsonSchema> }).properties);
  if (narrowed.length !== 1 || narrowed[0]![1]['type'] !== 'string' || schema['not'] !== undefined)
    throw new Error(`expected an if/then that makes one field a string, and no not: ${JSON.stringify(schema['then'])}`);
  const [field, { description }] = narrowed[0]!;
  return {
    if: undefined,
    then: undefined,
    not: {
      description: `${field} is ${String(description)}`,
      required: [...condition.required, field],
      properties: { ...condition.properties, [field]: { type: 'null' } },
    },
  };
}

const NULL_ONLY_WHEN = 'Where the field may be null only in one state, said as a not rather than an if/then (conditionalNullAsNot).';

export const REFINEMENTS: readonly Refinement[] = [
  {
    component: 'CouponDateTime',
    rules: ['coupon.dates.format'],
    why: 'The harness leaves leap years to its format coupon-date-time (its patterns are quoted in reports); other tools ignore formats.',
    keywords: (schema) => calendarDate(schema, 'coupon-date-time'),
  },
  {
    component: 'InquiryTimestamp',
    rules: ['inquiry.timestamps', 'inquiry.reply.timestamp'],
    why: 'As for coupon dates, with the format inquiry-timestamp.',
    keywords: (schema) => calendarDate(schema, 'inquiry-timestamp'),
  },
  {
    component: 'CouponNotFound',
    rules: ['coupon.not-found.masked'],
    why: 'The harness finds the documented words with any parentheses (coupon.not-found.message), then judges what they hold.',
    keywords: (schema) => {
      const properties = schema['properties'] as Record<string, JsonSchema>;
      const pattern = properties['message']!['pattern'] as string;
      // The harness reads the first parentheses after the words: no occurrence may hold anything else.
      const message = {
        ...properties['message'],
        pattern: replacedOnce(pattern, ANY_PARENTHESES, MASKED),
        not: { pattern: replacedOnce(pattern, ANY_PARENTHESES, NOT_MASKED) },
      };
      return { properties: { ...properties, message } };
    },
  },
  {
    component: 'DisplayCategoryList',
    rules: ['categories.envelope'],
    why: 'The envelope schema of the harness allows both codes (D7); the one answer documented, the 200, says SUCCESS.',
    keywords: (schema) => {
      const properties = schema['properties'] as Record<string, JsonSchema>;
      const code: JsonSchema = { ...properties['code'], const: 'SUCCESS', description: 'Result code: SUCCESS on a 200.' };
      delete code['enum'];
      return { properties: { ...properties, code } };
    },
  },
  {
    component: 'CouponPolicy',
    why:
      'No discriminator: both policies have the same fields and differ in values only (the oneOf tells them apart by the const ' +
      'of typeOfDiscount), so there is no second type for a generator to pick; the file keeps it for Ajv, which then reports ' +
      'the errors of the one branch that typeOfDiscount selects.',
    keywords: () => ({ discriminator: undefined }),
  },
  {
    component: 'CouponPolicy',
    why:
      'Each branch requires typeOfDiscount, as the policy does, and one spelling of the daily limit at least, said as an anyOf ' +
      'rather than as the file\'s not-of-nots (whose error Ajv reports as "neither"): the same bodies, but a tool that reads ' +
      "a branch alone (Redocly) sees that the branches exclude each other, and json-schema-faker (Prism's dynamic mock), which " +
      'ignores a not and honours only one of the oneOf and an allOf or anyOf beside it, gives each policy a daily limit.',
    keywords: (schema) => {
      const neither = schema['not'] as { allOf: { not: JsonSchema }[] };
      const oneSpelling = neither.allOf.map((part) => part.not);
      const branches = (schema['oneOf'] as JsonSchema[]).map((branch) => ({ ...branch, required: ['typeOfDiscount'], anyOf: oneSpelling }));
      return { not: undefined, oneOf: branches };
    },
  },
  { component: 'Coupon', why: NULL_ONLY_WHEN, keywords: conditionalNullAsNot },
  { component: 'Inquiry', why: NULL_ONLY_WHEN, keywords: conditionalNullAsNot },
  { component: 'Reply', why: NULL_ONLY_WHEN, keywords: conditionalNullAsNot },
];

/** The components with the refinements applied, in order (all of them unless told). */
export function refined(components: Record<string, JsonSchema>, refinements = REFINEMENTS): Record<string, JsonSchema> {
  const result = { ...components };
  for (const refinement of refinements) {
    const schema = result[refinement.component];
    if (!schema) throw new Error(`no component ${refinement.component} to refine`);
    const merged: JsonSchema = { ...schema, ...refinement.keywords(schema) };
    result[refinement.component] = Object.fromEntries(Object.entries(merged).filter(([, value]) => value !== undefined));
  }
  return result;
}
