// Where JSON.parse stopped, as the line and column a person goes to, and the usual mistakes named (a comma
// after the last entry, a text that ends early); V8's own words otherwise, without the position or the
// quoted text. test/unit/config/options.test.ts shows the same in a config file's usage error.
import { describe, expect, it } from 'vitest';
import { jsonProblem, lineAndColumn } from '../../../src/config/json-problem.js';

/** The problem of a text JSON.parse refuses. */
function problemOf(text: string) {
  try {
    JSON.parse(text);
  } catch (error) {
    return jsonProblem(text, error as Error);
  }
  throw new Error(`${JSON.stringify(text)} parses`);
}

const COMMA = 'a comma after the last entry (JSON allows none there)';
const EARLY = 'the JSON ends early (a missing } or ]?)';

describe('lineAndColumn', () => {
  it('counts lines and columns from 1', () => {
    expect(lineAndColumn('abc', 0)).toEqual({ line: 1, column: 1 });
    expect(lineAndColumn('abc\ndef', 3)).toEqual({ line: 1, column: 4 });
    expect(lineAndColumn('abc\ndef', 4)).toEqual({ line: 2, column: 1 });
    expect(lineAndColumn('abc\n\nxy', 7)).toEqual({ line: 3, column: 3 });
  });
});

describe('jsonProblem', () => {
  it.each([
    ['{"a": 1,}', 1, 8],
    ['[1, 2 , ]', 1, 7],
    ['{"a":\n  1,\n\n  }', 2, 4],
    ['[1,\n2,]', 2, 2],
    ['{"a": [1,\n  2,\n]}', 2, 4],
  ])('names the comma after the last entry of %j, at the comma', (text, line, column) => {
    expect(problemOf(text)).toEqual({ line, column, message: COMMA });
  });

  it.each([
    ['{"a": "x', 1, 9],
    ['{', 1, 2],
    ['{"a": [1,', 1, 10],
    ['{"a": 1\n\n', 3, 1],
    ['', 1, 1],
    ['  \n', 1, 1],
    // Where the text ends, not where it would end without its leading blanks.
    ['  {"a": tr', 1, 11],
  ])('names a text that ends early, %j, where it ends', (text, line, column) => {
    expect(problemOf(text)).toEqual({ line, column, message: EARLY });
  });

  it.each([
    ['{"a" 1}', 1, 6, "Expected ':' after property name"],
    ['{"a": "b"c}', 1, 10, "Expected ',' or '}' after property value"],
    ['{"a": [1, 2}', 1, 12, "Expected ',' or ']' after array element"],
    ['{\n  "a": 1.}', 2, 10, 'Unterminated fractional number'],
    ['{"a": 1} x', 1, 10, 'Unexpected non-whitespace character after JSON'],
    // Leading blanks do not make a text end early.
    ['     {"a" 1}', 1, 11, "Expected ':' after property name"],
  ])('gives V8’s words for %j without the position, which line and column give', (text, line, column, message) => {
    expect(problemOf(text)).toEqual({ line, column, message });
  });

  it.each([
    ['{"a": nope}', 1, 8, "Unexpected token 'o'"],
    ['nope', 1, 2, "Unexpected token 'o'"],
    ['{"a": tru}', 1, 10, "Unexpected token '}'"],
    ['{"a": "x",\n "b": tru }', 2, 10, "Unexpected token ' '"],
    [',]', 1, 1, "Unexpected token ','"],
    ['{"long": "' + 'x'.repeat(40) + '", "b": nope}', 1, 60, "Unexpected token 'o'"],
    ['nope at position 9', 1, 2, "Unexpected token 'o'"],
    // V8 cuts a long text's quote at its end: '"[nope, "xxxx"... is not valid JSON'.
    ['[nope, "' + 'x'.repeat(60) + '"]', 1, 3, "Unexpected token 'o'"],
  ])('finds where an unexpected token of %j is, which V8 does not say, and drops the text it quotes', (text, line, column, message) => {
    expect(problemOf(text)).toEqual({ line, column, message });
  });

  it('names a string a line break or tab ends, not a comma in it before a bracket', () => {
    expect(problemOf('["a,\n]')).toEqual({ line: 1, column: 5, message: 'Bad control character in string literal' });
    expect(problemOf('{"a": "x,\t}')).toEqual({ line: 1, column: 10, message: 'Bad control character in string literal' });
  });

  it('reads the line and column Node 22 and later add after the position, even of two digits', () => {
    const text = `{\n${Array.from({ length: 10 }, (_, index) => `  "key${index}": ${index},\n`).join('')}  "the_last_key": 1 2}`;
    // Node 24's words for it (Node 20 stops at the position).
    const error = new Error("Expected ',' or '}' after property value in JSON at position 152 (line 12 column 21)");
    expect(jsonProblem(text, error)).toEqual({ line: 12, column: 21, message: "Expected ',' or '}' after property value" });
  });
});
