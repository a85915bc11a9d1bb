// The requests of a recording that are none of the three operations: counted by method and path shape, an
// id written {id}, so that validate --har says what else the client called.
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../src/operations.js';
import { judgeHarEntries } from '../../../src/traffic/judge-har.js';
import { pathShape } from '../../../src/traffic/other-requests.js';

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
