// Where JSON.parse stopped, as a line and column a person can go to (Node 20 says only "at position
// 27"), and the usual mistake named: a comma after the last member, which JSON does not allow.
import type { TextProblem } from './yaml-problem.js';

/** V8's position, at the end of its message (Node 22 on add line and column): never a number its quote holds. */
const POSITION = / at position (\d+)(?: \(line \d+ column \d+\))?$/;

/** Line and column (1-based) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/**
 * The comma before the closing bracket at `offset` (blanks between), if that is what stopped the parser.
 * V8 stops at the bracket itself: a blank it stops at is in a string, which a line break or tab ended early.
 */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined;
  const before = text.slice(0, offset).trimEnd();
  return before.endsWith(',') ? before.length - 1 : undefined;
}

/** Whether `prefix` could begin a JSON text: it parses, or fails only for ending early. */
function viablePrefix(prefix: string): boolean {
  try {
    JSON.parse(prefix);
    // Never reached: no text the search cuts begins with a whole JSON text, as V8 names what follows one
    // "non-whitespace after JSON", with a position.
    // Stryker disable next-line BooleanLiteral: never reached (above), so false gives the same answers
    return true;
  } catch (error) {
    const { message } = error as Error;
    // V8 places a cut-off text's failure at its end ("[1" at 2); with no position, Number(undefined) is NaN, never >=.
    return /Unexpected end of JSON input|Unterminated string/.test(message) || Number(POSITION.exec(message)?.[1]) >= prefix.length;
  }
}

/**
 * The offset where parsing failed: V8 gives it for most errors; for "Unexpected token 'o', "nope" is not
 * valid JSON" it does not, and the longest prefix that could still begin a JSON text ends just before it.
 */
function errorOffset(text: string, error: Error): number {
  const position = POSITION.exec(error.message)?.[1];
  if (position !== undefined) return Number(position);
  if (/Unexpected end of JSON input/.test(error.message)) return text.trimEnd().length;
  let viable = 0;
  let failing = text.length;
  while (failing - viable > 1) {
    const middle = Math.floor((viable + failing) / 2);
    if (viablePrefix(text.slice(0, middle))) viable = middle;
    else failing = middle;
  }
  return failing - 1;
}

export function jsonProblem(text: string, error: Error): TextProblem {
  const offset = errorOffset(text, error);
  const comma = trailingCommaBefore(text, offset);
  if (comma !== undefined) return { ...lineAndColumn(text, comma), message: 'a comma after the last entry (JSON allows none there)' };
  if (offset >= text.trimEnd().length) return { ...lineAndColumn(text, offset), message: 'the JSON ends early (a missing } or ]?)' };
  // V8's words, without the position (given as line and column) or the text it quotes.
  const message = error.message
    .replace(new RegExp(`(?: in JSON)?${POSITION.source}`), '')
    .replace(/, (\.{3})?".*"(\.{3})? is not valid JSON/s, '');
  return { ...lineAndColumn(text, offset), message };
}
