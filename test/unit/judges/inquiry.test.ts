// inquiryJudges.found: no false alarm on conforming inquiries, and each single defect reported under
// exactly the one rule it breaks (the rest passed, or skipped where the judge stops).
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

  const accepted: [string, Given][] = [
    [
      'vendorItemId as one number',
      {
        change: (e) => {
          e.data.vendorItemId = 75235680736;
        },
      },
    ],
    [
      'no replies ([])',
      {
        change: (e) => {
          e.data.replies = [];
        },
      },
    ],
    [
      'parentAnswerId as a string',
      {
        change: (e) => {
          e.data.replies[0].parentAnswerId = '21128942421016';
        },
      },
    ],
    [
      'parentAnswerId 0, as in the 2018 records (D5, revised 2026-11-25)',
      {
        change: (e) => {
          e.data.replies[0].parentAnswerId = 0;
        },
      },
    ],
    [
      "partnerTransferStatus null on the seller's own reply (D5, revised 2026-11-25)",
      {
        change: (e) => {
          e.data.replies[0].answerType = 'vendor';
          e.data.replies[0].partnerTransferStatus = null;
        },
      },
    ],
    [
      'answeredAt null while the inquiry awaits an answer (D4, revised 2026-11-25)',
      {
        change: (e) => {
          e.data.csPartnerCounselingStatus = 'requestAnswer';
          e.data.answeredAt = null;
        },
      },
    ],
    [
      'timestamps at offsets -14:00 and +14:00',
      {
        change: (e) => {
          e.data.inquiryAt = '2025-01-15T14:17:13.000000-14:00';
          e.data.orderDate = '2025-01-15T14:17:13.000000+14:00';
        },
      },
    ],
    [
      'the lower-case statuses complete / answered',
      {
        change: (e) => {
          e.data.inquiryStatus = 'complete';
          e.data.csPartnerCounselingStatus = 'answered';
        },
      },
    ],
  ];
  it.each(accepted)('accepts %s', (_name, given) => {
    expectAllPassed(inquiryJudges.found, input(given));
  });
});

const defects: [string, { given: Given; want: Want }][] = [
  [
    'code "200" as a string',
    {
      given: {
        change: (e) => {
          e.code = '200';
        },
      },
      want: { notJudged: { 'inquiry.envelope.code': 'inquiry.envelope' }, fail: { 'inquiry.envelope': '/code' } },
    },
  ],
  [
    'code 201 (SHOULD be 200)',
    {
      given: {
        change: (e) => {
          e.code = 201;
        },
      },
      want: { fail: { 'inquiry.envelope.code': '/code' } },
    },
  ],
  [
    'message missing',
    {
      given: {
        change: (e) => {
          delete e.message;
        },
      },
      want: { fail: { 'inquiry.envelope': '/message' } },
    },
  ],
  [
    'data null',
    {
      given: {
        change: (e) => {
          e.data = null;
        },
      },
      want: { fail: { 'inquiry.envelope': '/data' }, skippedAfter: 'inquiry.envelope' },
    },
  ],
  [
    'inquiryAt without fractional digits',
    {
      given: {
        change: (e) => {
          e.data.inquiryAt = '2025-01-15T14:17:13-08:00';
        },
      },
      want: { fail: { 'inquiry.timestamps': '/data/inquiryAt' } },
    },
  ],
  [
    'inquiryAt with 5 fractional digits',
    {
      given: {
        change: (e) => {
          e.data.inquiryAt = '2025-01-15T14:17:13.97388-08:00';
        },
      },
      want: { fail: { 'inquiry.timestamps': '/data/inquiryAt' } },
    },
  ],
  [
    'inquiryAt in UTC "Z"',
    {
      given: {
        change: (e) => {
          e.data.inquiryAt = '2025-01-15T14:17:13.973885Z';
        },
      },
      want: { fail: { 'inquiry.timestamps': '/data/inquiryAt' } },
    },
  ],
  [
    'answeredAt in month 13',
    {
      given: {
        change: (e) => {
          e.data.answeredAt = '2025-13-01T14:17:13.973885-08:00';
        },
      },
      want: { fail: { 'inquiry.timestamps': '/data/answeredAt' } },
    },
  ],
  [
    'orderDate at offset +25:00',
    {
      given: {
        change: (e) => {
          e.data.orderDate = '2025-01-15T14:17:13.973885+25:00';
        },
      },
      want: { fail: { 'inquiry.timestamps': '/data/orderDate' } },
    },
  ],
  [
    'inquiryStatus "Progress"',
    {
      given: {
        change: (e) => {
          e.data.inquiryStatus = 'Progress';
        },
      },
      want: { fail: { 'inquiry.statuses': '/data/inquiryStatus' } },
    },
  ],
  [
    'csPartnerCounselingStatus "RequestAnswer"',
    {
      given: {
        change: (e) => {
          e.data.csPartnerCounselingStatus = 'RequestAnswer';
        },
      },
      want: { fail: { 'inquiry.statuses': '/data/csPartnerCounselingStatus' } },
    },
  ],
  [
    'buyerEmail not empty',
    {
      given: {
        change: (e) => {
          e.data.buyerEmail = 'buyer@example.com';
        },
      },
      want: { fail: { 'inquiry.buyer-email': '/data/buyerEmail' } },
    },
  ],
  [
    'reply answerType "agent"',
    {
      given: {
        change: (e) => {
          e.data.replies[0].answerType = 'agent';
        },
      },
      want: { fail: { 'inquiry.reply.statuses': '/data/replies/0/answerType' } },
    },
  ],
  [
    'reply partnerTransferStatus "NONE"',
    {
      given: {
        change: (e) => {
          e.data.replies[0].partnerTransferStatus = 'NONE';
        },
      },
      want: { fail: { 'inquiry.reply.statuses': '/data/replies/0/partnerTransferStatus' } },
    },
  ],
  [
    'replyAt in the coupon format',
    {
      given: {
        change: (e) => {
          e.data.replies[0].replyAt = '2025-01-15 14:17:13';
        },
      },
      want: { fail: { 'inquiry.reply.timestamp': '/data/replies/0/replyAt' } },
    },
  ],
  [
    'replyAt on 2025-02-29',
    {
      given: {
        change: (e) => {
          e.data.replies[0].replyAt = '2025-02-29T14:17:13.973885-08:00';
        },
      },
      want: { fail: { 'inquiry.reply.timestamp': '/data/replies/0/replyAt' } },
    },
  ],
  [
    'parentAnswerId 1.5 (a fraction)',
    {
      given: {
        change: (e) => {
          e.data.replies[0].parentAnswerId = 1.5;
        },
      },
      want: { fail: { 'inquiry.reply.fields': '/data/replies/0/parentAnswerId' } },
    },
  ],
  [
    'parentAnswerId -1 (no id is negative)',
    {
      given: {
        change: (e) => {
          e.data.replies[0].parentAnswerId = -1;
        },
      },
      want: { fail: { 'inquiry.reply.fields': '/data/replies/0/parentAnswerId' } },
    },
  ],
  [
    'partnerTransferStatus null on a csAgent reply, whose status tells the seller an answer is awaited',
    {
      given: {
        change: (e) => {
          e.data.replies[0].answerType = 'csAgent';
          e.data.replies[0].partnerTransferStatus = null;
        },
      },
      want: { fail: { 'inquiry.reply.fields': '/data/replies/0/partnerTransferStatus' } },
    },
  ],
  [
    'needAnswer "true" (a string)',
    {
      given: {
        change: (e) => {
          e.data.replies[0].needAnswer = 'true';
        },
      },
      want: { fail: { 'inquiry.reply.fields': '/data/replies/0/needAnswer' } },
    },
  ],
  [
    'a reply without answerId',
    {
      given: {
        change: (e) => {
          delete e.data.replies[0].answerId;
        },
      },
      want: { fail: { 'inquiry.reply.fields': '/data/replies/0/answerId' } },
    },
  ],
  [
    'a reply that is a string',
    {
      given: {
        change: (e) => {
          e.data.replies[0] = 'reply';
        },
      },
      want: {
        notJudged: {
          'inquiry.reply.timestamp': 'inquiry.reply.fields',
          'inquiry.reply.statuses': 'inquiry.reply.fields',
          'inquiry.unknown-fields': 'inquiry.reply.fields',
        },
        fail: { 'inquiry.reply.fields': '/data/replies/0' },
      },
    },
  ],
  [
    'vendorItemId "x"',
    {
      given: {
        change: (e) => {
          e.data.vendorItemId = 'x';
        },
      },
      want: { fail: { 'inquiry.fields': '/data/vendorItemId' } },
    },
  ],
  [
    'replies missing',
    {
      given: {
        change: (e) => {
          delete e.data.replies;
        },
      },
      want: {
        notJudged: {
          'inquiry.reply.timestamp': 'inquiry.fields',
          'inquiry.reply.statuses': 'inquiry.fields',
          'inquiry.unknown-fields': 'inquiry.fields',
          'inquiry.reply.fields': 'inquiry.fields',
        },
        fail: { 'inquiry.fields': '/data/replies' },
      },
    },
  ],
  [
    'inquiryId as a string',
    {
      given: {
        change: (e) => {
          e.data.inquiryId = ID;
        },
      },
      want: { notJudged: { 'inquiry.id-echo': 'inquiry.fields' }, fail: { 'inquiry.fields': '/data/inquiryId' } },
    },
  ],
  [
    'orderId 1.5',
    {
      given: {
        change: (e) => {
          e.data.orderId = 1.5;
        },
      },
      want: { fail: { 'inquiry.fields': '/data/orderId' } },
    },
  ],
  [
    'answeredAt null on an inquiry that says it is answered',
    {
      given: {
        change: (e) => {
          e.data.csPartnerCounselingStatus = 'answered';
          e.data.answeredAt = null;
        },
      },
      want: { fail: { 'inquiry.fields': '/data/answeredAt' } },
    },
  ],
  [
    'an undocumented field in the envelope (SHOULD)',
    {
      given: {
        change: (e) => {
          e.traceId = 'abc';
        },
      },
      want: { fail: { 'inquiry.unknown-fields': '/traceId' } },
    },
  ],
  [
    'an undocumented field on the inquiry (SHOULD)',
    {
      given: {
        change: (e) => {
          e.data.vendorId = 'A00012345';
        },
      },
      want: { fail: { 'inquiry.unknown-fields': '/data/vendorId' } },
    },
  ],
  [
    'an undocumented field on a reply (SHOULD)',
    {
      given: {
        change: (e) => {
          e.data.replies[0].attachments = [];
        },
      },
      want: { fail: { 'inquiry.unknown-fields': '/data/replies/0/attachments' } },
    },
  ],
  [
    'another inquiryId than the one requested',
    { given: { requestedId: '258799947' }, want: { fail: { 'inquiry.id-echo': '/data/inquiryId' } } },
  ],
  [
    'a JSON array instead of the envelope',
    { given: { body: [officialInquiry] }, want: { fail: { 'inquiry.envelope': '' }, skippedAfter: 'inquiry.envelope' } },
  ],
];

describe('inquiryJudges.found: one defect, one rule', () => {
  it.each(defects)('%s', (_name, { given, want }) => {
    expectJudgement(inquiryJudges.found, input(given), want);
  });

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
    'a valid inquiry sent as text/html',
    { given: { contentType: 'text/html; charset=utf-8' }, want: { fail: { 'inquiry.found.content-type': '' } } },
  ],
  [
    'status 500',
    {
      given: { status: 500 },
      want: { fail: { 'inquiry.no-server-error': '', 'inquiry.found.status': '' }, skippedAfter: 'inquiry.found.status' },
    },
  ],
  [
    'status 404 "Inquiry not found" for an existing inquiry',
    {
      given: { status: 404, body: { code: 404, message: 'Inquiry not found' } },
      want: { fail: { 'inquiry.found.status': '' }, skippedAfter: 'inquiry.found.status' },
    },
  ],
];

describe('inquiryJudges.found: a failure that leaves nothing to judge stops the judgement', () => {
  it.each(gated)('%s', (_name, { given, want }) => {
    expectJudgement(inquiryJudges.found, input(given), want);
  });
});
