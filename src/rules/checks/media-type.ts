// Checks of what an answer says it carries.
import type { Exchange } from '../../http/types.js';
import { show } from '../describe.js';
import type { Violation } from '../rule.js';

/** application/json, parameters such as charset allowed, case-insensitive. */
export function expectJsonContentType(exchange: Exchange): Violation[] {
  const each = exchange.response.repeatedHeaders?.['content-type'];
  if (each && new Set(each.map((value) => value.trim().toLowerCase())).size > 1) {
    return [
      {
        instancePath: '',
        keyword: 'content-type',
        message: 'more than one Content-Type header',
        expected: 'one Content-Type header: application/json',
        actual: `${each.length} Content-Type headers: ${each.map((value) => show(value)).join(' and ')}`,
      },
    ];
  }
  const contentType = exchange.response.headers['content-type'];
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return [];
  return [
    {
      instancePath: '',
      keyword: 'content-type',
      message: 'wrong content type',
      expected: 'application/json',
      actual: contentType === undefined ? 'no Content-Type header' : show(contentType),
    },
  ];
}
