// The requests of a recording that are none of the three operations: counted by method and path shape, an
// id written {id} (a whole segment of digits, a vendor id or a UUID), the v4 inquiry path named as such, at
// most 50 shapes listed, so that validate --har and the proxy say what else the client called.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/operations.js';
import { judgeHarEntries } from '../../../src/traffic/judge-har.js';
import { OtherRequests, pathShape } from '../../../src/traffic/other-requests.js';

describe('the other requests of a recording', () => {
  it('are in the report of validate --har by method and path shape, the most called first', () => {
    const entry = (url: string) => ({
      request: { method: 'GET', url, headers: [] },
      response: { status: 404, headers: [], content: { text: '' } },
    });
    const { report } = judgeHarEntries({
      log: { entries: [entry('http://h/app.js'), entry(`http://h${CATEGORIES.path}/77834`), entry(`http://h${CATEGORIES.path}/62588`)] },
    });
    expect(report.otherRequests).toEqual([
      { method: 'GET', path: `${CATEGORIES.path}/{id}`, count: 2 },
      { method: 'GET', path: '/app.js', count: 1 },
    ]);
  });
});

describe('pathShape', () => {
  it('writes ids {id} and keeps names and versions', () => {
    expect(pathShape('https://x.example/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/932522466?a=1')).toBe(
      '/v2/providers/openapi/apis/api/v4/vendors/{id}/callCenterInquiries/{id}',
    );
    expect(pathShape('http://h/api/items/3f2504e0-4f89-11d3-9a0c-0305e82c3301/v1')).toBe('/api/items/{id}/v1');
  });
});

describe('pathShape, segment by segment', () => {
  it.each([
    ['http://h/a/123', '/a/{id}'],
    ['http://h/vendors/A00012345', '/vendors/{id}'],
    ['http://h/vendors/AB12345', '/vendors/{id}'],
    ['http://h/vendors/abc1234', '/vendors/{id}'],
    ['http://h/vendors/ABCD1234', '/vendors/ABCD1234'],
    ['http://h/vendors/A123', '/vendors/A123'],
    ['http://h/auth/2fa', '/auth/2fa'],
    ['http://h/items/123abc', '/items/123abc'],
    ['http://h/v2/x', '/v2/x'],
  ])('%s is %s: an id is a whole segment of digits, a vendor id or a UUID', (url, shape) => {
    expect(pathShape(url)).toBe(shape);
  });

  it('reads what is not a URL as a path, without its query', () => {
    expect(pathShape('/api/items/123?page=2')).toBe('/api/items/{id}');
  });
});

describe('OtherRequests', () => {
  const V4 = 'https://x.example/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/932522466';

  it('names the v4 inquiry path as such, and notes nothing for another path', () => {
    const other = new OtherRequests();
    other.add('GET', V4);
    other.add('GET', 'http://h/health');
    other.add('GET', V4.replace('932522466', '953278691'));
    expect(other.list()).toStrictEqual([
      {
        method: 'GET',
        path: '/v2/providers/openapi/apis/api/v4/vendors/{id}/callCenterInquiries/{id}',
        count: 2,
        note: 'the v4 inquiry path: this harness judges v5 (/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/{inquiryId})',
      },
      { method: 'GET', path: '/health', count: 1 },
    ]);
  });

  it('lists 50 shapes, and still counts the calls of the shapes it lists', () => {
    const other = new OtherRequests();
    for (let n = 0; n < 51; n += 1) other.add('GET', `http://h/page-${n}`);
    other.add('GET', 'http://h/page-50');
    other.add('GET', 'http://h/page-49');
    const listed = other.list();
    expect(listed).toHaveLength(50);
    expect(listed[0]).toStrictEqual({ method: 'GET', path: '/page-49', count: 2 });
    expect(listed.map((shape) => shape.path)).not.toContain('/page-50');
  });
});
