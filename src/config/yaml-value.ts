// The value of a parsed YAML document, or its first problem with its line and column: a syntax error the
// parser reported, or an alias it cannot expand. The yaml library finds the latter only while it builds the
// value, and throws then: an alias naming no anchor set before it (`seed: *x`), or aliases that expand past
// its limit of 100 values (a "billion laughs" file). Either is the file's fault, never an internal error.
import type { Alias, Document, visit as Visit } from 'yaml';
import { yamlProblem, type TextProblem } from './yaml-problem.js';

/** Line and column (1-based) of a character of `text`. */
function positionOf(text: string, offset: number): Pick<TextProblem, 'line' | 'column'> {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** The document's value, or its first problem, where it is. `visit` is the yaml library's (loaded by the caller). */
export function yamlValue(doc: Document, text: string, visit: typeof Visit): { value: unknown } | { problem: TextProblem } {
  const [syntax] = doc.errors;
  if (syntax) return { problem: yamlProblem(text, syntax) };
  try {
    return { value: doc.toJS() };
  } catch {
    // The library throws there only at an alias: the first that names no anchor, else any, past the limit.
    const aliases: Alias[] = [];
    visit(doc, { Alias: (_, alias) => void aliases.push(alias) });
    const unresolved = aliases.find((alias) => alias.resolve(doc) === undefined);
    const at = unresolved ?? aliases[0]!;
    const message = unresolved
      ? `the alias *${unresolved.source} names no anchor set before it ("&${unresolved.source}")`
      : 'its aliases expand to more than 100 values, the most this tool reads';
    return { problem: { ...positionOf(text, at.range![0]), message } };
  }
}
