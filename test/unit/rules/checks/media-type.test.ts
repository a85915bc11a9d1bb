// The media-type checks, called directly (D11): application/json in one Content-Type header (MUST), and the
// same header sent twice, a warning of its own (SHOULD). Two lines are "the same" when they differ only in
// case and surrounding spaces; the client records the lines joined with ", " in `headers` and apart in
// `repeatedHeaders`, as built here.
import { describe, expect, it } from 'vitest';
import { expectJsonContentType, expectOneContentType } from '../../../../src/rules/checks/media-type.js';
import type { ExchangeHead } from '../../../../src/rules/subjects.js';
import { exchange, JSON_CONTENT_TYPE } from '../../../support/judges/exchange.js';

const withContentType = (contentType: string | null): ExchangeHead => exchange({ body: '{}', contentType });
const withLines = (...lines: string[]): ExchangeHead => {
  const sent = exchange({ body: '{}', contentType: lines.join(', ') });
  return { ...sent, response: { ...sent.response, repeatedHeaders: { 'content-type': lines } } };
};

const sameLines: [string, string[]][] = [
  ['twice the same line', [JSON_CONTENT_TYPE, JSON_CONTENT_TYPE]],
  ['lines that differ in case and spaces only', [JSON_CONTENT_TYPE, ' APPLICATION/JSON;CHARSET=utf-8 ']],
  ['three equal lines', [JSON_CONTENT_TYPE, JSON_CONTENT_TYPE, JSON_CONTENT_TYPE]],
];
const differentLines: [string, string[]][] = [
  ['JSON and HTML', [JSON_CONTENT_TYPE, 'text/html']],
  // Equal once both are upper-cased ("SS"), not once lower-cased: the lines are compared lower-cased.
  ['lines that a case-fold to upper case alone would equate', ['application/json;x=ß', 'application/json;x=ss']],
];

describe('expectJsonContentType', () => {
  it.each([JSON_CONTENT_TYPE, 'application/json', ' Application/JSON ; charset=utf-8'])('holds for %j', (contentType) => {
    expect(expectJsonContentType(withContentType(contentType))).toEqual([]);
  });

  const wrong: [string, { given: ExchangeHead; want: string }][] = [
    ['another media type', { given: withContentType('text/html;charset=UTF-8'), want: '"text/html;charset=UTF-8"' }],
    [
      'a media type that only starts with application/json',
      { given: withContentType('application/json-seq'), want: '"application/json-seq"' },
    ],
    ['no Content-Type header', { given: withContentType(null), want: 'no Content-Type header' }],
  ];
  it.each(wrong)('fails %s', (_, { given, want }) => {
    expect(expectJsonContentType(given)).toEqual([
      { instancePath: '', keyword: 'content-type', message: 'wrong content type', expected: 'application/json', actual: want },
    ]);
  });

  it.each(sameLines)('holds for %s: the media type is read from the joined lines', (_, lines) => {
    expect(expectJsonContentType(withLines(...lines))).toEqual([]);
  });

  it.each(differentLines)('fails %s, naming each line', (_, lines) => {
    expect(expectJsonContentType(withLines(...lines))).toEqual([
      {
        instancePath: '',
        keyword: 'content-type',
        message: 'more than one Content-Type header',
        expected: 'one Content-Type header: application/json',
        actual: `2 Content-Type headers: "${lines[0]}" and "${lines[1]}"`,
      },
    ]);
  });
});

describe('expectOneContentType', () => {
  it('holds for one Content-Type line', () => expect(expectOneContentType(withContentType(JSON_CONTENT_TYPE))).toEqual([]));
  it('holds for no Content-Type header (the MUST rule says so)', () => expect(expectOneContentType(withContentType(null))).toEqual([]));

  it.each(differentLines)('leaves %s to the MUST rule: not judged', (_, lines) => {
    expect(expectOneContentType(withLines(...lines))).toEqual({
      notJudged: { at: 'the Content-Type header', problem: 'comes with different values, a failure of the MUST rule on its media type' },
    });
  });

  const repeated: [string, { given: ExchangeHead; want: string }][] = [
    [
      'the same line twice',
      {
        given: withLines(JSON_CONTENT_TYPE, JSON_CONTENT_TYPE),
        want: '2 Content-Type lines: line 1 "application/json;charset=UTF-8", line 2 "application/json;charset=UTF-8"',
      },
    ],
    [
      'lines that differ in case and spaces only, each as sent',
      {
        given: withLines(JSON_CONTENT_TYPE, ' APPLICATION/JSON;CHARSET=utf-8 '),
        want: '2 Content-Type lines: line 1 "application/json;charset=UTF-8", line 2 " APPLICATION/JSON;CHARSET=utf-8 "',
      },
    ],
    [
      'three equal lines',
      {
        given: withLines('application/json', 'application/json', 'application/json'),
        want: '3 Content-Type lines: line 1 "application/json", line 2 "application/json", line 3 "application/json"',
      },
    ],
  ];
  it.each(repeated)('warns of %s', (_, { given, want }) => {
    expect(expectOneContentType(given)).toEqual([
      {
        instancePath: '',
        keyword: 'content-type',
        message: 'the same Content-Type header sent more than once',
        expected: 'one Content-Type header',
        actual: want,
      },
    ]);
  });
});
