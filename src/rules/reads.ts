// The parts of a body a rule reads, and what they must be: each read gives the rule's check one of its
// arguments, so a check never guards what its read already ensures. A rule whose read cannot be made
// judged nothing, so it must never pass: the first unreadable part becomes its skip reason.
import { escapePointer } from './pointers.js';
import { isObject } from './json-values.js';
import type { Unreadable } from './subjects.js';

/** A JSON type, or a kind of value a check needs (a date, a policy with a daily limit), with the test that tells it. */
export type Kind<T = unknown> =
  'object' | 'array' | 'string' | 'number' | 'integer' | { readonly what: string; readonly test: (value: unknown) => value is T };

/** The value a kind gives. */
type ValueOfKind<K> = K extends 'object'
  ? Record<string, unknown>
  : K extends 'array'
    ? unknown[]
    : K extends 'string'
      ? string
      : K extends 'number' | 'integer'
        ? number
        : K extends { test: (value: unknown) => value is infer T }
          ? T
          : never;

/** A value of an array's element read by `*`, and where it is. */
export interface Placed<T> {
  readonly at: string;
  readonly value: T;
}

/** A part of a body a rule reads: a JSON Pointer (`*` for every element of an array) and what must be there. */
export interface Read<T = unknown> {
  readonly at: string;
  readonly is: Kind;
  /** The type of what the read gives the check (never set: it only carries the type). */
  readonly gives?: T;
}

/** The parts a rule reads, by the name its check takes each as. */
export type Reads = Readonly<Record<string, Read>>;

/** What the check is given for each read. */
export type ValuesOf<R extends Reads> = { readonly [Name in keyof R]: R[Name] extends Read<infer T> ? T : never };

/** A read of the part at `pointer`: its value and where it is, or with `*` those of every element. */
export function at<const P extends string, const K extends Kind>(
  pointer: P,
  is: K,
): Read<P extends `${string}*${string}` ? Placed<ValueOfKind<K>>[] : Placed<ValueOfKind<K>>> {
  return { at: pointer, is };
}

const article = (kind: string) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

function kindProblem(value: unknown, kind: Kind): string | undefined {
  if (typeof kind === 'object') return kind.test(value) ? undefined : `is not ${kind.what}`;
  const fits =
    kind === 'object'
      ? isObject(value)
      : kind === 'array'
        ? Array.isArray(value)
        : kind === 'integer'
          ? Number.isInteger(value) // false for anything not a number
          : typeof value === kind;
  return fits ? undefined : `is not ${kind === 'integer' ? 'a whole number' : article(kind)}`;
}

/** What a read found: the values it could read (every element's, with `*`), and the first part it could not. */
interface Reading {
  found: Placed<unknown>[];
  unreadable?: Unreadable;
}

function readPart(document: unknown, read: Pick<Read, 'at' | 'is'>): Reading {
  const segments = read.at === '' ? [] : read.at.slice(1).split('/');
  let frontier: Placed<unknown>[] = [{ value: document, at: '' }];
  let unreadable: Unreadable | undefined;
  // Level by level: the first part that cannot be read is the shallowest, then the first in the document.
  for (const segment of segments) {
    const next: Placed<unknown>[] = [];
    for (const { value, at: where } of frontier) {
      if (segment === '*') {
        if (Array.isArray(value)) value.forEach((item, index) => next.push({ value: item, at: `${where}/${index}` }));
        else unreadable ??= { at: where, problem: 'is not an array' };
      } else if (!isObject(value)) unreadable ??= { at: where, problem: 'is not an object' };
      else if (!(segment in value)) unreadable ??= { at: `${where}/${escapePointer(segment)}`, problem: 'is absent' };
      else next.push({ value: value[segment], at: `${where}/${escapePointer(segment)}` });
    }
    frontier = next;
  }
  const found: Placed<unknown>[] = [];
  for (const placed of frontier) {
    const problem = kindProblem(placed.value, read.is);
    if (problem === undefined) found.push(placed);
    else unreadable ??= { at: placed.at, problem };
  }
  return { found, ...(unreadable ? { unreadable } : {}) };
}

/** The first part of `document` that `read` cannot read, or undefined when all of it can be read. */
export const unreadablePart = (document: unknown, read: Pick<Read, 'at' | 'is'>): Unreadable | undefined =>
  readPart(document, read).unreadable;

/**
 * The values of `reads` in `document`, ready for the check (undefined when a part read alone cannot be
 * read: the check has nothing to look at), and the first part of any read, in their order, that could
 * not be read. A read of every element (`*`) gives the elements it could read.
 */
export function readAll(document: unknown, reads: Reads): { values?: Record<string, unknown>; unreadable?: Unreadable } {
  const values: Record<string, unknown> = {};
  let unreadable: Unreadable | undefined;
  let complete = true;
  for (const [name, read] of Object.entries(reads)) {
    const reading = readPart(document, read);
    unreadable ??= reading.unreadable;
    if (read.at.includes('*')) values[name] = reading.found;
    else if (reading.found.length === 1) values[name] = reading.found[0];
    else complete = false;
  }
  return { ...(complete ? { values } : {}), ...(unreadable ? { unreadable } : {}) };
}
