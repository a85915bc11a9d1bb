// Turns values and ajv errors into the short texts of a violation: expected vs actual, in the words of
// JSON (an object, a string, null) and the formats as the spec writes them. The one line of a result
// that holds them is worded in messages.ts (docs/rules.md, "Messages").
import type { ErrorObject } from 'ajv';
import { schemaFiles, schemaNamed } from '../validation/load.js';
import { invisibleDifference } from './lookalikes.js';
import { escapePointer, valueAt } from './pointers.js';
import { preview } from './preview.js';
import { writtenNumberAt } from './written-numbers.js';

export { escapePointer, valueAt };
import type { Violation } from '../types/report.js';

const MAX_ACTUAL = 120;
/** Pointers into a 10,000-level tree are 80 kB long: a report line shows both ends. */
const MAX_POINTER_IN_LINE = 160;

/** The formats of the harness's schemas, as the spec writes them (never the schema's own format name). */
const FORMATS_AS_WRITTEN: Readonly<Record<string, string>> = {
  'coupon-date-time': 'a date and time written YYYY-MM-DD HH:MM:SS',
  'inquiry-timestamp': 'a timestamp written YYYY-MM-DDThh:mm:ss.ssssss±hh:mm (six fractional digits, offset from -14:00 to +14:00)',
};

/** The date patterns of common.schema.json stand for their format: a reader is shown the format, not the expression. */
const PATTERN_FORMATS: ReadonlyMap<string, string> = new Map(
  Object.values((schemaNamed('common')['$defs'] ?? {}) as Record<string, { pattern?: string; format?: string }>).flatMap((def) =>
    def.pattern !== undefined && def.format !== undefined ? [[def.pattern, def.format] as const] : [],
  ),
);

type NotSchema = { not?: { allOf?: { not?: { required?: string[] } }[] } };

/**
 * "At least one of these fields", written in JSON Schema as not(all of(not required a, not required b)),
 * at the root of a schema (ajv's schemaPath `#/not`): the fields, read from the schemas.
 */
const ONE_OF_FIELDS_REQUIRED: readonly string[] | undefined = [...schemaFiles.values()]
  .map((schema) => (schema as NotSchema).not?.allOf?.map((branch) => branch.not?.required?.[0]))
  .find((fields): fields is string[] => fields !== undefined && fields.every((field) => field !== undefined));

type ThenSchema = { then?: { properties?: Record<string, { description?: string }> } };

/**
 * Why a field may be null in some states only (an if/then at the root of a schema: decisions D3 to D5),
 * by field name: the description of the `then` branch that asks for the field's type.
 */
const NULL_ONLY_WHEN: ReadonlyMap<string, string> = new Map(
  [...schemaFiles.values()].flatMap((schema) =>
    Object.entries((schema as ThenSchema).then?.properties ?? {}).flatMap(([field, branch]) =>
      branch.description === undefined ? [] : [[field, branch.description] as const],
    ),
  ),
);

/** A value as a person reads it in one line: JSON, cut to a readable length. */
export function show(value: unknown): string {
  return value === undefined ? 'nothing (missing)' : preview(value, MAX_ACTUAL);
}

/** A value as the body wrote it (1.0 stays 1.0), cut to a readable length; an object or array on one line. */
export function showWritten(json: string): string {
  if (/^[[{]/.test(json)) return show(JSON.parse(json));
  return json.length > MAX_ACTUAL ? `${json.slice(0, MAX_ACTUAL)}…` : json;
}

/**
 * The values one object gives a name (D19): `twice: 1, then 2; JSON.parse reads the last, a parser that
 * keeps the first reads 1`, or `twice, each time 1`.
 */
export function showDuplicate({ values, differ }: { values: readonly string[]; differ: boolean }): string {
  const times = values.length === 2 ? 'twice' : `${values.length} times`;
  if (!differ) return `${times}, each time ${showWritten(values[0]!)}`;
  const first = showWritten(values[0]!);
  return `${times}: ${values.map(showWritten).join(', then ')}; JSON.parse reads the last, a parser that keeps the first reads ${first}`;
}

/** A value with its JSON type in words, for a complaint about its type: `the string "7"`, `an array [1,"2"]`, `null`. */
export function showTyped(value: unknown, written?: string): string {
  if (value === undefined) return 'nothing: the field is missing';
  if (value === null) return 'null';
  const json = written ?? show(value);
  if (typeof value === 'boolean') return json;
  return `${VALUE_OF_TYPE[jsonTypeOf(value)]} ${json}`;
}

/** A JSON value's kind, for a body that is not the object a field is read from: `a JSON string`, `JSON null`. */
const jsonKind = (value: unknown) => (value === null ? 'JSON null' : `a JSON ${jsonTypeOf(value)}`);

/** A body whose bytes could not be read as text (a content coding that does not decode, bytes that are not UTF-8), and why. */
export const showUnreadable = (reason: string): string => `a body that cannot be read: ${reason}`;

/**
 * What a body is when no field can be read from it: `an empty body`, `a body that is not JSON`,
 * `a body that is a JSON string, not an object`, `a body that cannot be read: <why>`.
 */
export function showBodyWithoutFields(
  raw: string,
  parsed: { ok: true; value: unknown } | { ok: false; error?: string; unreadable?: true },
): string {
  if (!parsed.ok && parsed.unreadable) return showUnreadable(parsed.error ?? 'why is not known');
  if (raw === '') return 'an empty body';
  if (!parsed.ok) return 'a body that is not JSON';
  return `a body that is ${jsonKind(parsed.value)}, not an object`;
}

/** A value where another JSON type is due: `"11234224", a string, not a number` (true and null say their type themselves). */
export function showOfAnotherType(value: unknown, due: string): string {
  const type = jsonTypeOf(value);
  return type === 'boolean' || type === 'null' ? `${show(value)}, not ${due}` : `${show(value)}, ${TYPE_WORDS[type]}, not ${due}`;
}

/** Where in a body a text is: a pointer, or for the empty pointer, the body itself. */
export const showPlace = (pointer: string): string => (pointer === '' ? 'the top of the body' : showPointer(pointer));

export function showPointer(pointer: string): string {
  if (pointer.length <= MAX_POINTER_IN_LINE) return pointer;
  const depth = pointer.split('/child/').length - 1;
  return `${pointer.slice(0, 40)}…${pointer.slice(-100)}${depth > 0 ? ` (depth ${depth})` : ''}`;
}

/** The JSON Pointer of the field an error is about: for `required` and `additionalProperties`, the property itself. */
export function fieldPath(error: ErrorObject): string {
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const property = params.missingProperty ?? params.additionalProperty;
  return property === undefined ? error.instancePath : `${error.instancePath}/${escapePointer(property)}`;
}

const jsonTypeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** How a value of each type is introduced: `the string "7"`. */
const VALUE_OF_TYPE: Readonly<Record<string, string>> = {
  object: 'the object',
  array: 'the array',
  string: 'the string',
  number: 'the number',
};

/** A JSON type as a person names it: `an object`, `a whole number`, `null`. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  object: 'an object',
  array: 'an array',
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  null: 'null',
};

/** `a, b or c`. */
export function oneOf(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Values a field may take: `"RATE" or "PRICE"`, `one of "ACTIVE", "READY" or "DISABLED"`. */
export function showChoices(values: readonly unknown[]): string {
  const shown = oneOf(values.map(show));
  return values.length > 2 ? `one of ${shown}` : shown;
}

function typeWords(type: unknown): string {
  const types = (Array.isArray(type) ? type : String(type).split(',')).map(String);
  // null last: "a string or null" reads as a string that may be absent.
  const ordered = [...types.filter((t) => t !== 'null'), ...types.filter((t) => t === 'null')];
  return oneOf(ordered.map((t) => TYPE_WORDS[t] ?? t));
}

function expectedFrom(error: ErrorObject, property: string | undefined): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type': {
      const why = /^#\/then\/properties\/([^/]+)\/type$/.exec(error.schemaPath)?.[1];
      const when = why === undefined ? undefined : NULL_ONLY_WHEN.get(why);
      return when === undefined ? typeWords(p['type']) : `${typeWords(p['type'])} (${when})`;
    }
    case 'required':
      return `a value for ${property} (the field is required)`;
    case 'additionalProperties':
      return `no ${property} (the spec does not document it)`;
    case 'enum':
      return showChoices(p['allowedValues'] as unknown[]);
    case 'const':
      return show(p['allowedValue']);
    case 'pattern': {
      const format = PATTERN_FORMATS.get(String(p['pattern']));
      return format !== undefined ? (FORMATS_AS_WRITTEN[format] ?? format) : `a string matching /${String(p['pattern'])}/`;
    }
    case 'format': {
      const written = FORMATS_AS_WRITTEN[String(p['format'])];
      return written === undefined ? `a string in the format ${String(p['format'])}` : `${written}, on a day that exists`;
    }
    case 'maximum':
    case 'minimum':
      return `a number ${String(p['comparison'])} ${String(p['limit'])}`;
    case 'not':
      return error.schemaPath === '#/not' && ONE_OF_FIELDS_REQUIRED
        ? `${oneOf(ONE_OF_FIELDS_REQUIRED)} (one of them is required)`
        : (error.message ?? error.keyword);
    case 'minItems':
      return `an array of at least ${String(p['limit'])} item${p['limit'] === 1 ? '' : 's'}`;
    default:
      return error.message ?? error.keyword;
  }
}

/**
 * `, which prints like "answered" but has U+200B ZERO WIDTH SPACE at offset 8`: an enum or const value a
 * person cannot tell from a wrong one.
 */
function lookalikeOfAllowed(error: ErrorObject, value: unknown): string {
  if (typeof value !== 'string') return '';
  // Only enum and const errors carry allowed values: any other keyword finds none below.
  const p = error.params as { allowedValues?: unknown[]; allowedValue?: unknown };
  for (const allowed of p.allowedValues ?? [p.allowedValue]) {
    const difference = typeof allowed === 'string' ? invisibleDifference(allowed, value) : undefined;
    if (difference !== undefined) return `, which prints like ${show(allowed)} but has ${difference}`;
  }
  return '';
}

/** ajv's error, kept in its shape, plus expected/actual read from the document (a number as `text` wrote it). */
export function violationFromAjv(error: ErrorObject, document: unknown, text?: string): Violation {
  const path = fieldPath(error);
  const params = error.params as { missingProperty?: string; additionalProperty?: string };
  const actualValue = valueAt(document, path);
  // Only a number has a written form, and only in a text; asking for another's would find none, after reading the body.
  // Stryker disable next-line ConditionalExpression: both tests only spare that read (writtenNumberAt of no text finds nothing)
  const written = typeof actualValue === 'number' && text !== undefined ? writtenNumberAt(text, path) : undefined;
  const actual =
    error.keyword === 'required'
      ? 'nothing: the field is missing'
      : error.schemaPath === '#/not' && ONE_OF_FIELDS_REQUIRED // only the keyword not has that schema path
        ? 'neither'
        : error.keyword === 'type'
          ? showTyped(actualValue, written)
          : `${written ?? show(actualValue)}${lookalikeOfAllowed(error, actualValue)}`;
  return {
    instancePath: path,
    keyword: error.keyword,
    schemaPath: error.schemaPath,
    message: error.message ?? error.keyword,
    expected: expectedFrom(error, params.missingProperty ?? params.additionalProperty),
    actual,
  };
}
