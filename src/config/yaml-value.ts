// The value of a YAML document that parsed, or why its aliases cannot be expanded. The yaml library
// finds those only while it builds the value, and throws then: an alias naming no anchor set before it
// (`seed: *x`), or aliases that expand past its limit of 100 values (a "billion laughs" file). Either
// is the file's fault, named on the alias's line like a syntax error, never an internal error.
import type { Alias, Document, visit as Visit } from 'yaml';
import type { TextProblem } from './yaml-problem.js';

/** Line and column (1-based) of a character of `text`. */
function positionOf(text: string, offset: number): Pick<TextProblem, 'line' | 'column'> {
  const before = text.slice(0, offset);
  return { line: before.split('\n').length, column: offset - before.lastIndexOf('\n') };
}

/** The document's value, or the first alias it cannot expand, where it is. `visit` is the yaml library's. */
export function yamlValue(doc: Document, text: string, visit: typeof Visit): { value: unknown } | { problem: TextProblem } {
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
