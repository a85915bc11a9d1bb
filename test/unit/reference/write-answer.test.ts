// Writing an answer: the body's length as Content-Length unless the answer set its own (a fault's, kept even
// when wrong), no body after the head of a HEAD, and over HTTP/2 a header of several lines as one line.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';

import { writeAnswer, writeHead } from '../../../src/reference/write-answer.js';

/** A response that records the calls made to it; with `stream`, as node's HTTP/2 compatibility layer has. */
function recorder(http2 = false) {
  const calls: unknown[][] = [];
  const res = {
    ...(http2 ? { stream: {} } : {}),
    writeHead: (...args: unknown[]) => void calls.push(['writeHead', ...args]),
    end: (...args: unknown[]) => void calls.push(['end', ...args]),
  };
  return { res: res as unknown as ServerResponse, calls };
}

describe('writeHead', () => {
  it.each([
    ['no header', {}, { 'Content-Length': '5' }],
    ['a header of another name', { 'Content-Type': 'text/plain' }, { 'Content-Type': 'text/plain', 'Content-Length': '5' }],
    [
      'its own Content-Length',
      { 'Content-Type': 'text/plain', 'Content-Length': '9' },
      { 'Content-Type': 'text/plain', 'Content-Length': '9' },
    ],
    ['its own Content-Length in lower case', { 'content-length': '9' }, { 'content-length': '9' }],
  ])('gives the Content-Length of an answer with %s: the body length, unless it has its own', (_, headers, written) => {
    const { res, calls } = recorder();
    writeHead(res, 200, headers, 5);
    expect(calls).toStrictEqual([['writeHead', 200, written]]);
  });

  // A fault's Content-Type of two lines (src/rules/answer-changes.ts); Set-Cookie is never combined.
  const twoLines = { 'Content-Type': ['text/plain', 'text/plain'], 'Set-Cookie': ['a=1', 'b=2'] } as unknown as Record<string, string>;

  it('sends a header of two lines as two over HTTP/1.1', () => {
    const { res, calls } = recorder();
    writeHead(res, 200, twoLines, 0);
    expect(calls).toStrictEqual([
      ['writeHead', 200, { 'Content-Type': ['text/plain', 'text/plain'], 'Set-Cookie': ['a=1', 'b=2'], 'Content-Length': '0' }],
    ]);
  });

  it('sends it as one line over HTTP/2 (node takes a Content-Type once), all but Set-Cookie', () => {
    const { res, calls } = recorder(true);
    writeHead(res, 200, twoLines, 0);
    expect(calls).toStrictEqual([
      ['writeHead', 200, { 'Content-Type': 'text/plain, text/plain', 'Set-Cookie': ['a=1', 'b=2'], 'Content-Length': '0' }],
    ]);
  });
});

describe('writeAnswer', () => {
  // 7 characters, 8 bytes in UTF-8.
  const answer = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"é":1}' };
  const head = ['writeHead', 200, { 'Content-Type': 'application/json', 'Content-Length': '8' }];

  it('ends a GET with the body, its length in bytes', () => {
    const { res, calls } = recorder();
    writeAnswer({ method: 'GET' } as IncomingMessage, res, answer);
    expect(calls).toStrictEqual([head, ['end', Buffer.from('{"é":1}')]]);
  });

  // Node would drop a HEAD's body itself (over HTTP/1.1 and HTTP/2 alike): the calls show that none is handed to it.
  it("ends a HEAD without it, the head the GET's", () => {
    const { res, calls } = recorder();
    writeAnswer({ method: 'HEAD' } as IncomingMessage, res, answer);
    expect(calls).toStrictEqual([head, ['end']]);
  });
});
