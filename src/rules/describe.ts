// Turns values and ajv errors into the short texts of a report: expected vs actual, one line each.
import type { ErrorObject } from 'ajv';
import { escapePointer, valueAt } from './pointers.js';
import { preview } from './preview.js';
import { writtenNumberAt } from './written-numbers.js';

export { escapePointer, valueAt };
import type { Violation } from '../types/report.js';

const MAX_ACTUAL = 120;
/** Pointers into a 10,000-level tree are 80 kB long: a report line shows both ends. */
const MAX_POINTER_IN_LINE = 160;

/** A value as a person reads it in one line: JSON, cut to a readable length. */
export function show(value: unknown): string {
  return value === undefined ? 'nothing (missing)' : preview(value, MAX_ACTUAL);
}

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

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function expectedFrom(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'type':
      return `a value of type ${String(p['type'])}`;
    case 'required':
      return `field ${String(p['missingProperty'])} present`;
    case 'additionalProperties':
      return 'only documented fields';
    case 'enum':
      return `one of ${show(p['allowedValues'])}`;
    case 'const':
      return show(p['allowedValue']);
    case 'pattern':
      return `a string matching ${String(p['pattern'])}`;
    case 'format':
      return `a real calendar time in format ${String(p['format'])}`;
    case 'maximum':
    case 'minimum':
      return `a number ${String(p['comparison'])} ${String(p['limit'])}`;
    default:
      return error.message ?? error.keyword;
  }
}

/** ajv's error, kept in its shape, plus expected/actual read from the document (a number as `text` wrote it). */
export function violationFromAjv(error: ErrorObject, document: unknown, text?: string): Violation {
  const path = fieldPath(error);
  const actualValue = valueAt(document, path);
  const shown = (typeof actualValue === 'number' && text !== undefined ? writtenNumberAt(text, path) : undefined) ?? show(actualValue);
  const actual = error.keyword === 'type' ? `${typeOf(actualValue)} ${shown}` : shown;
  return {
    instancePath: path,
    keyword: error.keyword,
    schemaPath: error.schemaPath,
    message: error.message ?? error.keyword,
    expected: expectedFrom(error),
    actual,
  };
}

/** `path: expected X, got Y` for the first violation, and how many more: the one line a report shows for a rule. */
export function headline(violations: readonly Violation[]): string {
  const [first] = violations;
  if (!first) return '';
  const where = first.instancePath === '' ? '' : `${showPointer(first.instancePath)}: `;
  const what = first.expected !== undefined ? `expected ${first.expected}, got ${first.actual ?? '?'}` : first.message;
  const more = violations.length > 1 ? ` (+${violations.length - 1} more)` : '';
  return `${where}${what}${more}`;
}
