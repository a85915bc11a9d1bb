// inquiryJudges.found: no false alarm on the official example and on every reference inquiry, the whole
// evidence of a schema rule where one defect raises several violations or one anyOf branch, and the gates
// that stop the judgement. What one rule makes of one changed answer is that rule's examples
// (src/rules/catalogue/inquiry/, judged by test/unit/rules/examples.test.ts).
import { INQUIRY, pathFor } from '../../../src/operations.js';
import { describe, expect, it } from 'vitest';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import { buildDataset } from '../../../src/reference/index.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { officialInquiry, changed, type Doc } from '../../support/judges/samples.js';
import { expectAllPassed, expectJudgement, observationOf, type Want } from '../../support/judges/expect-judgement.js';

const ID = '258799946';
const URL = `http://127.0.0.1:8080${pathFor(INQUIRY, ID)}`;

interface Given extends Partial<ExchangeSpec> {
  /** One change to a clone of the official inquiry envelope; ignored when `body` is given. */
  change?: (envelope: Doc) => void;
  requestedId?: string;
}

const input = ({ change = () => {}, requestedId = ID, ...spec }: Given) => ({
  exchange: exchange({ body: changed(officialInquiry, change), url: URL, ...spec }),
  requestedId,
});

describe('inquiryJudges.found: zero false alarms', () => {
  it('judges the official example (inquiryId 258799946) conforming', () => {
    expectAllPassed(inquiryJudges.found, input({}));
  });

  const inquiries = Object.values(buildDataset().inquiries).map((stored) => stored.inquiry);
  it('has reference inquiries with both vendorItemId forms and with and without replies', () => {
    expect(inquiries.some((i) => Array.isArray(i.vendorItemId))).toBe(true);
    expect(inquiries.some((i) => typeof i.vendorItemId === 'number')).toBe(true);
    expect(inquiries.some((i) => i.replies.length === 0)).toBe(true);
    expect(inquiries.some((i) => i.replies.some((r) => typeof r.parentAnswerId === 'string'))).toBe(true);
  });
  it.each(inquiries.map((inquiry) => [inquiry.inquiryId, inquiry] as const))(
    'judges reference inquiry %s conforming',
    (inquiryId, inquiry) => {
      const body = { code: 200, message: 'OK', data: inquiry };
      expectAllPassed(inquiryJudges.found, { exchange: exchange({ body, url: URL }), requestedId: String(inquiryId) });
    },
  );
});

describe('inquiryJudges.found: the whole evidence of one defect', () => {
  it('reports a vendorItemId array holding a string under inquiry.fields only, pointing at the element', () => {
    const judgement = expectJudgement(
      inquiryJudges.found,
      input({
        change: (e) => {
          e.data.vendorItemId = ['x'];
        },
      }),
      {
        fail: { 'inquiry.fields': '/data/vendorItemId/0' }, // the anyOf's branch that got furthest: an array with a wrong element
      },
    );
    const fields = observationOf(judgement, 'inquiry.fields');
    expect(fields.evidence?.violations?.map((e) => e.instancePath)).toEqual(['/data/vendorItemId/0']);
    expect(fields.message).toBe('/data/vendorItemId/0: expected a number, got the string "x"');
  });

  it('fails inquiry.envelope for a bare inquiry without its envelope', () => {
    const judgement = inquiryJudges.found.judge(input({ body: officialInquiry.data }));
    const envelope = observationOf(judgement, 'inquiry.envelope');
    expect(envelope.status).toBe('failed');
    expect(envelope.evidence?.violations?.map((e) => e.instancePath)).toEqual(['/code', '/message', '/data']);
    expect(observationOf(judgement, 'inquiry.fields').status).not.toBe('failed');
  });
});

const gated: [string, { given: Given; want: Want }][] = [
  [
    'a 200 whose body is not JSON',
    {
      given: { body: 'Inquiry 258799946' },
      want: { fail: { 'inquiry.found.json': '' }, skippedAfter: 'inquiry.found.json', notJudged: { 'inquiry.unique-names': null } },
    },
  ],
  [
    'status 500',
    {
      given: { status: 500 },
      want: { fail: { 'inquiry.no-server-error': '', 'inquiry.found.status': '' }, skippedAfter: 'inquiry.found.status' },
    },
  ],
];

describe('inquiryJudges.found: a failure that leaves nothing to judge stops the judgement', () => {
  it.each(gated)('%s', (_name, { given, want }) => {
    expectJudgement(inquiryJudges.found, input(given), want);
  });
});
