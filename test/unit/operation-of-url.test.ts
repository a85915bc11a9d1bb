// Which operation a path is, as a server receives it: the documented path under any base path, an id in the
// last segment; anything else none of the three.
import { describe, expect, it } from 'vitest';

import { operationOfPath } from '../../src/operation-of-url.js';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../src/operations.js';

describe('operationOfPath', () => {
  it('names the operation of each documented path, under a base path too', () => {
    expect(operationOfPath(pathFor(COUPON, '1'))).toBe(COUPON.operation);
    expect(operationOfPath(`/gateway${pathFor(INQUIRY, '9')}`)).toBe(INQUIRY.operation);
    expect(operationOfPath(pathFor(CATEGORIES))).toBe(CATEGORIES.operation);
  });

  it('names none for another path, or an id with a segment after it', () => {
    expect(operationOfPath('/elsewhere')).toBeUndefined();
    expect(operationOfPath(`${pathFor(COUPON, '1')}/more`)).toBeUndefined();
    expect(operationOfPath(`${pathFor(CATEGORIES)}/1`)).toBeUndefined();
  });
});
