// The changes a fault or an example makes to the reference's answer: for one class of ids only (ids of exactly n
// ASCII digits, read from the request's path after the operation's prefix, decoded), at a JSON Pointer, to a
// tree's level, to an id beyond 64 bits, to the Content-Type line.
import { describe, expect, it } from 'vitest';
import type { ReferenceRequest } from '../../../src/reference-model.js';
import {
  contentTypeTwice,
  digits,
  nodesAtDepth,
  onlyFor,
  setAt,
  status,
  wrapsAround64Bits,
  type FaultContext,
} from '../../../src/rules/answer-changes.js';
import { contextOf } from '../../support/proof/offline.js';

describe('digits: ids of exactly n ASCII digits', () => {
  it.each(['1234567890', '0000000000'])('takes %j for 10', (id) => expect(digits(10)(id)).toBe(true));

  it.each(['123456789', '12345678901', '12345678a0', ' 123456789', '123456789 ', '-123456789', '١٢٣٤٥٦٧٨٩٠', ''])(
    'leaves %j for 10',
    (id) => expect(digits(10)(id)).toBe(false),
  );
});

describe('onlyFor: a change for the ids it picks', () => {
  const answer = { status: 200, headers: {}, body: '{}' };
  const answered = (path: string) =>
    onlyFor('/coupons/', digits(3), status(400))(answer, contextOf({ method: 'GET', path, headers: {} })).status;

  it('changes the answer to an id it picks, decoded from the path', () => {
    expect(answered('/coupons/123')).toBe(400);
    expect(answered('/coupons/%31%32%33')).toBe(400);
  });

  it('keeps the answer to any other id', () => {
    expect(answered('/coupons/1234')).toBe(200);
    expect(answered('/coupons/12a')).toBe(200);
  });
});

describe('wrapsAround64Bits: an id beyond 64 bits answered as the id its low 64 bits make', () => {
  const answer = { status: 200, headers: {}, body: 'as asked' };
  // The reference's answer to another request is told apart by the path it was asked for.
  const context = (path: string) =>
    ({
      ...contextOf({ method: 'GET', path, headers: {} }),
      respond: (request: ReferenceRequest) => ({ status: 200, headers: {}, body: `answered ${request.path}` }),
    }) satisfies FaultContext;
  const answered = (path: string) => wrapsAround64Bits('/coupons/')(answer, context(path)).body;

  it('answers 2^64 + 7 as 7, the id read without the spaces around it', () => {
    expect(answered('/coupons/18446744073709551623')).toBe('answered /coupons/7');
    expect(answered('/coupons/%2018446744073709551623%20')).toBe('answered /coupons/7');
  });

  it.each(['/coupons/1844674407370955162', '/coupons/x18446744073709551623', '/coupons/18446744073709551623x'])(
    'keeps the answer to %s: fewer than 20 digits, or not digits alone',
    (path) => expect(answered(path)).toBe('as asked'),
  );
});

describe('nodesAtDepth: the nodes of a tree at a depth', () => {
  const tree = { id: 'root', child: [{ id: 'a', child: [{ id: 'a1' }, { id: 'a2' }] }, { id: 'b' }] };

  it('is the root at depth 0, its children at 1, theirs at 2', () => {
    expect(nodesAtDepth(tree, 0)).toEqual([tree]);
    expect(nodesAtDepth(tree, 1).map((node) => node.id)).toEqual(['a', 'b']);
    expect(nodesAtDepth(tree, 2).map((node) => node.id)).toEqual(['a1', 'a2']);
  });
});

describe('setAt and contentTypeTwice', () => {
  const answer = { status: 200, headers: {}, body: '{"data":{}}' };
  const context = contextOf({ method: 'GET', path: '/coupons/1', headers: {} });

  it('reads ~1 as / and ~0 as ~ in the pointer, as RFC 6901 says', () => {
    expect(JSON.parse(setAt('/data/a~1b', 1)(answer, context).body)).toEqual({ data: { 'a/b': 1 } });
    expect(JSON.parse(setAt('/data/a~0b', 1)(answer, context).body)).toEqual({ data: { 'a~b': 1 } });
  });

  it('writes the Content-Type line twice, application/json where the answer had none', () => {
    expect(contentTypeTwice(answer, context).headers['Content-Type']).toEqual(['application/json', 'application/json']);
    const typed = { ...answer, headers: { 'Content-Type': 'text/plain' } };
    expect(contentTypeTwice(typed, context).headers['Content-Type']).toEqual(['text/plain', 'text/plain']);
  });
});
