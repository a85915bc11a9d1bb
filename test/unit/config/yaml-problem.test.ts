// The first problem of a YAML document in a person's words: a tab in the indentation named as such on its
// own line (the parser often blames the line it continues), else the parser's first line without the
// position it repeats. test/unit/config/options.test.ts shows the same in a config file's usage error.
import { LineCounter, parseDocument, YAMLParseError } from 'yaml';
import { describe, expect, it } from 'vitest';
import { yamlProblem } from '../../../src/config/yaml-problem.js';

/** The problem of the first error of a YAML text. */
function problemOf(text: string) {
  const error = parseDocument(text, { lineCounter: new LineCounter(), uniqueKeys: true }).errors[0];
  if (!error) throw new Error(`${JSON.stringify(text)} parses`);
  return yamlProblem(text, error);
}

const TAB = 'a tab in the indentation: YAML indents with spaces only';

describe('yamlProblem', () => {
  it.each([
    ['\ta: 1\n', 1, 1],
    ['baseUrl: http://x\nheader:\n\t- "X-A: 1"\n', 3, 1],
    ['a: 1\r\n\tb: 2\r\n', 2, 1],
    // The parser blames line 1, which line 2 continues.
    ['baseUrl: http://x\n  \tseed: 3\n', 2, 3],
  ])('names a tab in the indentation of %j on its own line and column', (text, line, column) => {
    expect(problemOf(text)).toEqual({ line, column, message: TAB });
  });

  it.each([
    ['seed: 1\nseed: 2\n', 2, 1, 'Map keys must be unique'],
    ['a: "x\n', 2, 1, 'Missing closing "quote'],
    ['{a: 1\n', 2, 1, 'Flow map must end with a }'],
    ['a: b: c\n', 1, 4, 'Nested mappings are not allowed in compact mappings'],
    // Positions of two digits: "... at line 2, column 14:" and "... at line 12, column 1:".
    ['a: 1\nlongkeyname: b: c\n', 2, 14, 'Nested mappings are not allowed in compact mappings'],
    [`${Array.from({ length: 11 }, (_, index) => `k${index}: 1\n`).join('')}k0: 2\n`, 12, 1, 'Map keys must be unique'],
    // A tab after a line's start is no indentation.
    ['a:\t1\na: 2\n', 2, 1, 'Map keys must be unique'],
  ])('gives the parser’s first line for %j, without the position it repeats', (text, line, column, message) => {
    expect(problemOf(text)).toEqual({ line, column, message });
  });

  it('does not blame a tab more than a line past the error', () => {
    expect(problemOf('seed: 1\nseed: 2\nc:\n\t- x\n')).toEqual({ line: 2, column: 1, message: 'Map keys must be unique' });
  });

  it('takes a line of blanks and tabs for no indentation, with either line ending', () => {
    expect(problemOf('a: 1\n\t\nb: 2\nb: 3\n')).toEqual({ line: 4, column: 1, message: 'Map keys must be unique' });
    expect(problemOf('a: 1\r\n\t\r\nb: 2\r\nb: 3\r\n')).toEqual({ line: 4, column: 1, message: 'Map keys must be unique' });
  });

  it('places an error the parser gives no position for at the start, looking for a tab on its first two lines', () => {
    const unplaced = new YAMLParseError([0, 1], 'BAD_INDENT', 'Something is wrong at line 7, column 2:\n\n  quoted');
    expect(yamlProblem('a: 1\nb: 2\n', unplaced)).toEqual({ line: 1, column: 1, message: 'Something is wrong' });
    expect(yamlProblem('a: 1\n \tb: 2\n', unplaced)).toEqual({ line: 2, column: 2, message: TAB });
    expect(yamlProblem('a: 1\nb: 2\n\tc: 3\n', unplaced)).toEqual({ line: 1, column: 1, message: 'Something is wrong' });
  });

  it('drops the position only at the end of the first line, with or without the colon before quoted text', () => {
    const error = (message: string) => new YAMLParseError([0, 1], 'BAD_INDENT', message);
    expect(yamlProblem('a: 1\n', error('Something is wrong at line 17, column 12'))).toEqual({
      line: 1,
      column: 1,
      message: 'Something is wrong',
    });
    expect(yamlProblem('a: 1\n', error('Tag !x at line 3, column 4 is wrong at line 7, column 2:\n\n  quoted'))).toEqual({
      line: 1,
      column: 1,
      message: 'Tag !x at line 3, column 4 is wrong',
    });
  });
});
