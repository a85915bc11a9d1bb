// The reference's answers as a pure function: the vendor a request without keys speaks for (X-Requested-By,
// when the dataset knows it), and the category list, the same bytes on every call for a dataset.
import { describe, expect, it } from 'vitest';

import { CATEGORIES, pathFor } from '../../../src/operations.js';
import { buildDataset, resolveVendorId, respond } from '../../../src/reference/index.js';

describe('resolveVendorId', () => {
  const dataset = buildDataset();
  const other = dataset.otherVendorId;
  it.each([
    ['no header', {}, dataset.defaultVendorId],
    ['the other vendor', { 'x-requested-by': other }, other],
    ['the other vendor, the name in capitals and blanks around the value', { 'X-Requested-By': ` ${other} ` }, other],
    ['a vendor the dataset does not know', { 'x-requested-by': 'A00000001' }, dataset.defaultVendorId],
    ['the header twice: the first', { 'x-requested-by': [other, dataset.defaultVendorId] }, other],
  ])('%s', (_, headers, vendorId) => {
    expect(resolveVendorId(dataset, headers)).toBe(vendorId);
  });
});

describe('respond', () => {
  it("answers the category list with the dataset's tree, the same bytes on every call", () => {
    const dataset = buildDataset();
    const request = { method: 'GET', path: pathFor(CATEGORIES), headers: {} };
    const first = respond(dataset, request, dataset.defaultVendorId);
    expect(first).toStrictEqual({
      status: 200,
      headers: { 'Content-Type': 'application/json;charset=UTF-8' },
      body: JSON.stringify({ code: 'SUCCESS', message: '', data: dataset.categoryRoot }),
    });
    expect(respond(dataset, request, dataset.defaultVendorId)).toStrictEqual(first);
  });
});
