// Whether the parts of a body a rule reads are there and of their kind. A rule whose input cannot be
// read judged nothing, so it must never pass: the first unreadable part becomes its skip reason.
import { escapePointer } from './describe.js';
import { isObject } from './json-values.js';
import type { Input, InputKind, Unreadable } from './rule.js';

const article = (kind: string) => (/^[aeiou]/.test(kind) ? `an ${kind}` : `a ${kind}`);

function kindProblem(value: unknown, kind: InputKind): string | undefined {
  if (typeof kind === 'object') return kind.test(value) ? undefined : `is not ${kind.what}`;
  const fits =
    kind === 'object'
      ? isObject(value)
      : kind === 'array'
        ? Array.isArray(value)
        : kind === 'integer'
          ? typeof value === 'number' && Number.isInteger(value)
          : typeof value === kind;
  return fits ? undefined : `is not ${kind === 'integer' ? 'a whole number' : article(kind)}`;
}

/** The first part of `document` that `input` needs and cannot read, or undefined when all of it can be read. */
function unreadablePart(document: unknown, input: Input): Unreadable | undefined {
  const segments = input.at === '' ? [] : input.at.slice(1).split('/');
  let frontier: { value: unknown; at: string }[] = [{ value: document, at: '' }];
  for (const segment of segments) {
    const next: { value: unknown; at: string }[] = [];
    for (const { value, at } of frontier) {
      if (segment === '*') {
        if (!Array.isArray(value)) return { at, problem: 'is not an array' };
        value.forEach((item, index) => next.push({ value: item, at: `${at}/${index}` }));
      } else {
        if (!isObject(value)) return { at, problem: 'is not an object' };
        const child = `${at}/${escapePointer(segment)}`;
        if (!(segment in value)) return { at: child, problem: 'is absent' };
        next.push({ value: value[segment], at: child });
      }
    }
    frontier = next;
  }
  for (const { value, at } of frontier) {
    const problem = kindProblem(value, input.is);
    if (problem) return { at, problem };
  }
  return undefined;
}

/** The first unreadable part of any of `inputs`, in their order. */
export function firstUnreadable(document: unknown, inputs: readonly Input[] | undefined): Unreadable | undefined {
  for (const input of inputs ?? []) {
    const part = unreadablePart(document, input);
    if (part) return part;
  }
  return undefined;
}
