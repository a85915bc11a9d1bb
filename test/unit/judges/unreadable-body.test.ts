// A 200 whose body lacks the part every rule of the document reads: the rule that reports it fails, and every
// rule after the JSON gate is skipped in the judge's own words for what is missing, naming that rule.
import { describe, expect, it } from 'vitest';
import { JUDGES } from '../../../src/judges/index.js';
import type { Operation } from '../../../src/operations.js';
import { exchange } from '../../support/judges/exchange.js';

const cases: [Operation, unknown, string, string][] = [
  ['GET_COUPON_BY_ID', [], 'coupon.fields', 'not judged: the body is not a JSON object (see coupon.fields)'],
  [
    'LIST_DISPLAY_CATEGORIES',
    { code: '200', message: 'OK', data: 'x' },
    'categories.envelope',
    'not judged: data is not a category node (see categories.envelope)',
  ],
  [
    'GET_ORIGIN_INQUIRY_BY_ID',
    { code: 200, message: 'OK', data: null },
    'inquiry.envelope',
    'not judged: no inquiry object in data (see inquiry.envelope)',
  ],
];

describe('found judges: a body without the part every rule reads', () => {
  it.each(cases)('%s: %j', (operation, body, reporter, skipped) => {
    const judge = JUDGES[operation].found;
    const { observations } = judge.judge({ exchange: exchange({ body }), requestedId: '1' });
    const afterJson = observations.slice(judge.steps.findIndex((step) => step.parses) + 1);
    expect(afterJson.filter((o) => o.status !== 'skipped').map((o) => [o.rule, o.status])).toEqual([[reporter, 'failed']]);
    expect(new Set(afterJson.filter((o) => o.status === 'skipped').map((o) => o.message))).toEqual(new Set([skipped]));
  });
});
