// Names a JSON object gives twice (D19). RFC 8259 4: an object whose names are not unique has no one
// meaning: JSON.parse keeps the last value, other parsers the first, strict ones refuse the body. The
// names are found in the text, which JSON.parse has already accepted: it keeps no trace of them.
import { isDeepStrictEqual } from 'node:util';
import { escapePointer } from './pointers.js';

/** A field an object names more than once. */
export interface DuplicateName {
  /** JSON Pointer of the field. */
  readonly at: string;
  /** Each value given to it, as written, in the body's order: JSON.parse reads the last. */
  readonly values: readonly string[];
  /** Whether the values differ as JSON values (1 and 1.0 do not). */
  readonly differ: boolean;
}

export interface DuplicateNames {
  readonly duplicates: readonly DuplicateName[];
  /**
   * The body as a parser that keeps the first value of a name reads it: the later members of each name
   * cut out of the text (numbers stay as written). Only when some values differ: otherwise both read alike.
   */
  readonly firstValueText?: string;
}

const NONE: DuplicateNames = { duplicates: [] };

/** One token of JSON text: a string, a punctuation mark, or a literal (number, true, false, null). */
const TOKEN = /[ \t\n\r]*("[^"\\]*(?:\\.[^"\\]*)*"|[{}[\],:]|[^ \t\n\r{}[\],:"]+)/y;
/** White space before a colon: a name may be written `"a" : 1` (Jackson's pretty printer does). */
const SPACE_BEFORE_COLON = /[ \t\n\r]:/;
/**
 * The end of a name: a quote, then a colon. A string may hold an escaped quote before a colon too, so a
 * count of these is at least the number of names, never below it.
 */
const NAME_END = /"[ \t\n\r]*:/g;

/** At least as many as the names the text writes; indexOf where no name has white space before its colon, being far faster. */
function namesAtLeast(text: string): number {
  // Equivalent is only the mutant that always counts with the pattern; the one that never does, disabled with it, fails the tests.
  // Stryker disable next-line ConditionalExpression: where no name has white space before its colon, the pattern counts what indexOf does
  if (SPACE_BEFORE_COLON.test(text)) return text.match(NAME_END)?.length ?? 0;
  let count = 0;
  for (let at = text.indexOf('":'); at !== -1; at = text.indexOf('":', at + 2)) count += 1;
  return count;
}

/** How many members the objects of a parsed document have in all. */
function memberCount(document: unknown): number {
  let count = 0;
  const stack: unknown[] = [document];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    // An array's items, an object's members: only the members count.
    const items = Object.values(value);
    if (!Array.isArray(value)) count += items.length;
    for (const item of items) stack.push(item);
  }
  return count;
}

/**
 * Whether the text may name a field twice: only if it writes more names than the parsed objects have
 * members. Two counts, so most bodies (none) are ruled out without the walk token by token that finds them.
 */
export const mayHaveDuplicates = (text: string, document: unknown): boolean => namesAtLeast(text) > memberCount(document);

interface Member {
  /** Where its removal starts: the end of the member before it (so the comma between goes too). */
  readonly from: number;
  readonly valueFrom: number;
  readonly to: number;
}

interface Frame {
  readonly object: boolean;
  readonly pointer: string;
  readonly members: Map<string, Member[]>;
  index: number;
  name: string;
  valueFrom: number;
  lastEnd: number;
}

/** Every duplicate name of valid JSON text, with where each member sits. */
function scan(text: string): { at: string; members: Member[] }[] {
  const found: { at: string; members: Member[] }[] = [];
  const stack: Frame[] = [];
  // Stryker disable next-line BooleanLiteral: equivalent, every text's first `{` or `[` sets it before a name can be read
  let expectName = false;
  const childPointer = (frame: Frame | undefined) =>
    frame === undefined ? '' : `${frame.pointer}/${frame.object ? escapePointer(frame.name) : frame.index}`;
  const ended = (frame: Frame | undefined, end: number) => {
    if (!frame) return;
    if (frame.object) {
      const members = frame.members.get(frame.name) ?? [];
      members.push({ from: frame.lastEnd, valueFrom: frame.valueFrom, to: end });
      frame.members.set(frame.name, members);
    } else frame.index += 1;
    frame.lastEnd = end;
  };
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match; match = TOKEN.exec(text)) {
    const token = match[1]!;
    const end = TOKEN.lastIndex;
    const start = end - token.length;
    const top = stack.at(-1);
    if (token === '{' || token === '[') {
      if (top) top.valueFrom = start;
      const object = token === '{';
      // Stryker disable next-line StringLiteral: equivalent, an object's name is read before any of its members ends
      const frame: Frame = { object, pointer: childPointer(top), members: new Map(), index: 0, name: '', valueFrom: 0, lastEnd: end };
      stack.push(frame);
      expectName = object;
    } else if (token === '}' || token === ']') {
      const closed = stack.pop()!;
      for (const [name, members] of closed.members)
        if (members.length > 1) found.push({ at: `${closed.pointer}/${escapePointer(name)}`, members });
      // What follows a closing mark (a comma, another closing mark, the end) reads no name.
      ended(stack.at(-1), end);
    } else if (token === ',') {
      expectName = top!.object; // a comma is always inside an array or an object
    } else if (token !== ':') {
      if (expectName && top) {
        top.name = JSON.parse(token) as string;
        expectName = false;
      } else {
        if (top) top.valueFrom = start;
        ended(top, end);
      }
    }
  }
  // Objects close inner first: the body's order is the order of their first members.
  return found.sort((a, b) => a.members[0]!.from - b.members[0]!.from);
}

/** The text without the given members, the later of nested ones dropped with the one around them. */
function cutOut(text: string, members: Member[]): string {
  const sorted = [...members].sort((a, b) => a.from - b.from);
  let kept = '';
  let at = 0;
  for (const { from, to } of sorted) {
    if (from < at) continue; // inside a member already cut
    kept += text.slice(at, from);
    at = to;
  }
  return kept + text.slice(at);
}

const cache = new WeakMap<object, DuplicateNames>();

/**
 * The duplicate names of `text`, which JSON.parse read as `document`; `key` caches the answer (an
 * exchange).
 */
export function duplicateNames(key: object, text: string, document: unknown): DuplicateNames {
  const cached = cache.get(key);
  if (cached) return cached;
  let result = NONE;
  // Equivalent is only the mutant that scans every body; the one that scans none, disabled with it, fails the tests.
  // Stryker disable next-line ConditionalExpression: a shortcut only, a scan of a body with no duplicate finds none (tested apart)
  if (mayHaveDuplicates(text, document)) {
    const found = scan(text);
    const duplicates = found.map(({ at, members }) => {
      const values = members.map((m) => text.slice(m.valueFrom, m.to));
      const parsed = values.map((value) => JSON.parse(value) as unknown);
      return { at, values, differ: parsed.some((value) => !isDeepStrictEqual(value, parsed[0])) };
    });
    const later = found.filter((_, i) => duplicates[i]!.differ).flatMap(({ members }) => members.slice(1));
    result = { duplicates, ...(later.length > 0 ? { firstValueText: cutOut(text, later) } : {}) };
  }
  cache.set(key, result);
  return result;
}
