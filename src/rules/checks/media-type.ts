// Checks of what an answer says it carries.
import type { ExchangeHead } from '../subjects.js';
import { show } from '../describe.js';
import type { NotJudged } from '../rule.js';
import { violation, type Violation } from '../violation.js';

const sameValue = (value: string) => value.trim().toLowerCase();

/** application/json, parameters such as charset allowed, case-insensitive. */
export function expectJsonContentType(exchange: ExchangeHead): Violation[] {
  const each = exchange.response.repeatedHeaders?.['content-type'];
  if (each && new Set(each.map(sameValue)).size > 1) {
    return [
      violation('content-type', {
        message: 'more than one Content-Type header',
        expected: 'one Content-Type header: application/json',
        actual: `${each.length} Content-Type headers: ${each.map((value) => show(value)).join(' and ')}`,
      }),
    ];
  }
  const contentType = exchange.response.headers['content-type'];
  const mediaType = contentType?.split(';')[0]?.trim().toLowerCase();
  if (mediaType === 'application/json') return [];
  return [
    violation('content-type', {
      message: 'wrong content type',
      expected: 'application/json',
      actual: contentType === undefined ? 'no Content-Type header' : show(contentType),
    }),
  ];
}

/**
 * SHOULD send Content-Type once (D11, revised 2026-11-25): the same value twice (a proxy adding what its
 * backend sent) misleads no client that keeps one line, but RFC 9110 5.3 forbids repeating it. Two
 * different values are the MUST rule's failure, not this one's.
 */
export function expectOneContentType(exchange: ExchangeHead): Violation[] | NotJudged {
  const each = exchange.response.repeatedHeaders?.['content-type'];
  if (!each) return [];
  if (new Set(each.map(sameValue)).size > 1)
    return {
      notJudged: { at: 'the Content-Type header', problem: 'comes with different values, a failure of the MUST rule on its media type' },
    };
  return [
    violation('content-type', {
      message: 'the same Content-Type header sent more than once',
      expected: 'one Content-Type header',
      actual: `${each.length} Content-Type lines: ${each.map((value, index) => `line ${index + 1} ${show(value)}`).join(', ')}`,
    }),
  ];
}
