// Reading a body as JSON, checked directly: each way a body fails to be JSON (unreadable bytes, a byte order
// mark, nothing at all, a parse error) as one whole violation, and the hint added when the JSON breaks off
// exactly where the Content-Length ends (the length was likely counted too small, in characters perhaps).
import { describe, expect, it } from 'vitest';
import type { Exchange, RecordedResponse } from '../../../../src/http/types.js';
import { expectJsonBody, expectUniqueNames, parseBody, parseErrorMessage } from '../../../../src/rules/checks/json-body.js';
import { exchange } from '../../../support/judges/exchange.js';

/** An answer with this body; `lengthHeader` sends a Content-Length, and `recorded` overrides what the client recorded. */
const answer = (body: string, lengthHeader?: number, recorded: Partial<RecordedResponse> = {}): Exchange => {
  const sent = exchange({ body, headers: lengthHeader === undefined ? {} : { 'content-length': `${lengthHeader}` } });
  return { ...sent, response: { ...sent.response, ...recorded } };
};
/** An answer whose Content-Length matches the bytes received: where a too-small length cuts the body. */
const endingAtItsLength = (body: string, recorded: Partial<RecordedResponse> = {}) => answer(body, Buffer.byteLength(body), recorded);
const notJson = (message: string, actual: string) => [{ instancePath: '', keyword: 'json', message, expected: 'a JSON document', actual }];

const UNREADABLE = 'bytes that are not UTF-8 (at byte 12)';
const BOM = '\uFEFF';
const CUT = ', cut off mid-JSON exactly where its Content-Length';
const DISAGREES = 'the Content-Length disagrees with the body the server meant to send';

describe('parseErrorMessage', () => {
  // V8 in Node 22 and later adds " (line N column M)" at the end; numbers of any width are dropped, nothing else.
  it.each([
    [
      'Expected double-quoted property name in JSON at position 132 (line 12 column 5)',
      'Expected double-quoted property name in JSON at position 132',
    ],
    [
      "Expected ',' or '}' after property value in JSON at position 40 (line 1 column 41)",
      "Expected ',' or '}' after property value in JSON at position 40",
    ],
    ['Unexpected token \'x\', "x (line 1 column 2)" is not valid JSON', 'Unexpected token \'x\', "x (line 1 column 2)" is not valid JSON'],
  ])('words %j as %j', (message, want) => expect(parseErrorMessage(new SyntaxError(message))).toBe(want));
});

describe('parseBody', () => {
  it('reads a JSON body', () => expect(parseBody(answer('{"couponId":5}'))).toEqual({ ok: true, value: { couponId: 5 } }));

  it('never reads a body the client could not decode, even one whose rendering parses', () => {
    expect(parseBody(answer('"caf\uFFFD"', undefined, { unreadable: UNREADABLE }))).toEqual({
      ok: false,
      error: UNREADABLE,
      unreadable: true,
    });
  });

  it('keeps the parse error in the words of every Node', () => {
    expect(parseBody(answer('{"couponId":'))).toEqual({ ok: false, error: 'Unexpected end of JSON input' });
  });
});

describe('expectJsonBody', () => {
  it.each(['{"couponId":5}', '[]', 'null', ' "text" '])('holds for %j', (body) =>
    expect(expectJsonBody(endingAtItsLength(body))).toEqual([]),
  );

  const failing: [string, { given: Exchange; want: ReturnType<typeof notJson> }][] = [
    [
      'a body the client could not decode',
      {
        given: answer('', undefined, { unreadable: UNREADABLE }),
        want: notJson(`body cannot be read: ${UNREADABLE}`, `a body that cannot be read: ${UNREADABLE}`),
      },
    ],
    [
      'a body the client could not decode, whose rendering happens to parse',
      {
        given: answer('"caf\uFFFD"', undefined, { unreadable: UNREADABLE }),
        want: notJson(`body cannot be read: ${UNREADABLE}`, `a body that cannot be read: ${UNREADABLE}`),
      },
    ],
    [
      'JSON after a byte order mark (RFC 8259 8.1)',
      {
        given: endingAtItsLength(`${BOM}{"couponId":5}`),
        want: notJson(
          'body starts with a byte order mark (EF BB BF), which JSON sent over a network must not have',
          'a byte order mark, then "{\\"couponId\\":5}"',
        ),
      },
    ],
    [
      'a byte order mark after the JSON: text after the JSON, not a byte order mark that starts it',
      {
        given: answer(`{"couponId":5}${BOM}`),
        want: notJson(
          `body is not valid JSON: bytes after the JSON at position 14: "${BOM}" (U+FEFF ZERO WIDTH NO-BREAK SPACE, which prints as nothing)`,
          `bytes after the JSON at position 14: "${BOM}" (U+FEFF ZERO WIDTH NO-BREAK SPACE, which prints as nothing)`,
        ),
      },
    ],
    [
      'a whole coupon, then more: the bytes after the JSON and where they start, not the valid start (issue 48)',
      {
        given: answer(`{"couponId":5,"title":"${'x'.repeat(200)}"}\n{"debug":true}`),
        want: notJson(
          'body is not valid JSON: bytes after the JSON at position 226: "{\\"debug\\":true}"',
          'bytes after the JSON at position 226: "{\\"debug\\":true}"',
        ),
      },
    ],
    ['an empty body', { given: answer(''), want: notJson('the body is empty', 'an empty body') }],
    ['an empty body with Content-Length 0', { given: endingAtItsLength(''), want: notJson('the body is empty', 'an empty body') }],
    [
      'HTML',
      {
        given: endingAtItsLength('<html>'),
        want: notJson('body is not valid JSON: Unexpected token \'<\', "<html>" is not valid JSON', '"<html>"'),
      },
    ],
  ];
  it.each(failing)('fails %s', (_, { given, want }) => expect(expectJsonBody(given)).toEqual(want));
});

describe('expectJsonBody on JSON that breaks off', () => {
  const cutOff: [string, { body: string; error: string; hint: string }][] = [
    [
      'at its end (end of JSON input)',
      { body: '{"couponId":5,"title":', error: 'Unexpected end of JSON input', hint: `${CUT}, 22 bytes, ends: ${DISAGREES}` },
    ],
    [
      'inside a string (unterminated)',
      {
        body: '{"couponId":5,"title":"Spr',
        error: 'Unterminated string in JSON at position 26',
        hint: `${CUT}, 26 bytes, ends: ${DISAGREES}`,
      },
    ],
    [
      'at the position of its last character',
      {
        body: '{"couponId": 5',
        error: "Expected ',' or '}' after property value in JSON at position 14",
        hint: `${CUT}, 14 bytes, ends: ${DISAGREES}`,
      },
    ],
    [
      'after multi-byte characters, the length counted in characters',
      {
        body: '{"title":"café"',
        error: "Expected ',' or '}' after property value in JSON at position 15",
        hint: `${CUT}, 16 bytes, ends: ${DISAGREES}; the body has multi-byte characters: was the Content-Length counted in characters rather than UTF-8 bytes?`,
      },
    ],
  ];
  it.each(cutOff)('blames the Content-Length for JSON cut off %s', (_, { body, error, hint }) => {
    expect(expectJsonBody(endingAtItsLength(body))).toEqual(
      notJson(`body is not valid JSON: ${error}${hint}`, `${JSON.stringify(body)}${hint}`),
    );
  });

  const notCutByLength: [string, { given: Exchange; error: string }][] = [
    ['without a Content-Length (chunked)', { given: answer('{"couponId":5,"title":'), error: 'Unexpected end of JSON input' }],
    [
      'with a Content-Length other than the bytes received',
      { given: answer('{"couponId":5,"title":', 40), error: 'Unexpected end of JSON input' },
    ],
    [
      'that travelled with a content coding, coded as many bytes as decoded (the Content-Length counts the coded ones)',
      { given: endingAtItsLength('{"couponId":5,"title":', { encodedBytes: 22 }), error: 'Unexpected end of JSON input' },
    ],
    [
      'with a token out of place, not at the end',
      { given: endingAtItsLength('{"couponId": x}'), error: 'Unexpected token \'x\', "{"couponId": x}" is not valid JSON' },
    ],
    // V8 quotes the body: words of its own there are not V8's account of where the JSON broke off.
    [
      'whose quoted body says "position" and its own length',
      { given: endingAtItsLength('zz position 14'), error: 'Unexpected token \'z\', "zz position 14" is not valid JSON' },
    ],
    [
      'whose quoted body says "end of JSON input"',
      { given: endingAtItsLength('zz end of JSON input'), error: 'Unexpected token \'z\', "zz end of JSON input" is not valid JSON' },
    ],
    [
      "whose quoted body has V8's very words",
      { given: endingAtItsLength('zUnterminated string'), error: 'Unexpected token \'z\', "zUnterminated string" is not valid JSON' },
    ],
  ];
  it.each(notCutByLength)('says nothing of the Content-Length for JSON %s', (_, { given, error }) => {
    expect(expectJsonBody(given)).toEqual(notJson(`body is not valid JSON: ${error}`, JSON.stringify(given.response.body)));
  });

  it('says nothing of the Content-Length for JSON with text after the JSON, one character before the end', () => {
    const after = 'bytes after the JSON at position 15: "x"';
    expect(expectJsonBody(endingAtItsLength('{"couponId":5} x'))).toEqual(notJson(`body is not valid JSON: ${after}`, after));
  });
});

// D19: a name given twice in one object, each a whole violation at its pointer; a body that is not JSON is left to the json rule.
describe('expectUniqueNames', () => {
  it('names each duplicate where it stands', () =>
    expect(expectUniqueNames(answer('{"code":"SUCCESS","data":{"a":1,"a":1}}'))).toStrictEqual([
      {
        instancePath: '/data/a',
        keyword: 'duplicate-name',
        message: 'one object gives the name more than once: its value depends on the parser',
        expected: 'the name once in its object',
        actual: 'twice, each time 1',
      },
    ]));

  it('finds none in names given once', () => expect(expectUniqueNames(answer('{"a":1,"b":{"a":1}}'))).toStrictEqual([]));

  it('does not judge a body that is not JSON', () =>
    expect(expectUniqueNames(answer('{"a":'))).toStrictEqual({ notJudged: { at: '', problem: 'is not JSON' } }));
});
