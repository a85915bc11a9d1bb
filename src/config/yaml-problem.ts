// The first problem of a YAML document in a person's words, with its line and column. The yaml
// library reports a tab in the indentation as "Unexpected scalar" or "Tabs are not allowed" at a column
// of its own choosing; YAML indents with spaces only, so a tab there is named as such, on its line.
import type { YAMLError } from 'yaml';

export interface TextProblem {
  line: number;
  column: number;
  message: string;
}

/**
 * The first line (1-based) up to the one after `line` whose indentation holds a tab, and the tab's
 * column: the parser often reports a tab-indented line as an error of the line it continues.
 */
function tabIndentNear(text: string, line: number): { line: number; column: number } | undefined {
  const lines = text.split(/\r?\n/);
  for (let index = 0; index < Math.min(line + 1, lines.length); index += 1) {
    // The indentation's first tab, after spaces only; a line of blanks only is no indentation: YAML ignores it.
    const tab = /^ *\t/.exec(lines[index]!);
    if (tab && /[^ \t]/.test(lines[index]!)) return { line: index + 1, column: tab[0].length };
  }
  return undefined;
}

export function yamlProblem(text: string, error: YAMLError): TextProblem {
  const at = error.linePos?.[0] ?? { line: 1, col: 1 };
  const tab = tabIndentNear(text, at.line);
  if (tab) return { ...tab, message: 'a tab in the indentation: YAML indents with spaces only' };
  // The library's first line, without the position it repeats.
  const message = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
  return { line: at.line, column: at.col, message };
}
