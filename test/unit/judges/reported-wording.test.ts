// The wording of what a judge reports (docs/rules.md, "Messages"): the failing element's JSON Pointer,
// expected and actual in the words of JSON and the formats as the spec writes them, no internal names.
import { describe, expect, it } from 'vitest';
import { INQUIRY, pathFor } from '../../../src/operations.js';
import { categoryJudges } from '../../../src/judges/categories.js';
import { couponJudges } from '../../../src/judges/coupon.js';
import { DOCUMENTED } from '../../../src/rules/checks/error-messages.js';
import { parseErrorMessage } from '../../../src/rules/checks/json-body.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import { exchange, type ExchangeSpec } from '../../support/judges/exchange.js';
import { observationOf } from '../../support/judges/expect-judgement.js';
import { officialCategories, officialCoupon, officialInquiry, changed, type Doc } from '../../support/judges/samples.js';

/** What the inquiry 404's rule expects, every documented wording of it: the tests below are about what it says was there. */
const EXPECTED_404 = `the message ${DOCUMENTED.inquiryNotFound.shown.map((text) => JSON.stringify(text)).join(' or ')}`;

const INQUIRY_URL = `http://127.0.0.1:8080${pathFor(INQUIRY, '258799946')}`;
const judgeInquiry = (change: (doc: Doc) => void) =>
  inquiryJudges.found.judge({ exchange: exchange({ body: changed(officialInquiry, change), url: INQUIRY_URL }), requestedId: '258799946' });
const judgeCoupon = (change: (doc: Doc) => void) =>
  couponJudges.found.judge({ exchange: exchange({ body: changed(officialCoupon, change) }), requestedId: '11234224' });

describe('messages of schema errors', () => {
  it('points at the array element of the anyOf branch that got furthest, in JSON words', () => {
    const fields = observationOf(
      judgeInquiry((e) => {
        e.data.vendorItemId = [70000000001, '70000000002'];
      }),
      'inquiry.fields',
    );
    expect(fields.message).toBe('/data/vendorItemId/1: expected a number, got the string "70000000002"');
  });

  it('lists every branch when each failed on the type alone', () => {
    const fields = observationOf(
      judgeInquiry((e) => {
        e.data.vendorItemId = true;
      }),
      'inquiry.fields',
    );
    expect(fields.message).toBe('/data/vendorItemId: expected a number or an array, got true');
  });

  it('says null once, and "a string or null" for a union', () => {
    const envelope = observationOf(
      categoryJudges.found.judge({
        exchange: exchange({ body: changed(officialCategories, (c) => (c.message = null)) }),
        requestedId: '',
      }),
      'categories.envelope',
    );
    expect(envelope.message).toBe('/message: expected a string, got null');
    const data = observationOf(
      judgeInquiry((e) => {
        e.data = null;
      }),
      'inquiry.envelope',
    );
    expect(data.message).toBe('/data: expected an object, got null');
    const reply = observationOf(
      judgeInquiry((e) => {
        e.data.replies[0].parentAnswerId = true;
      }),
      'inquiry.reply.fields',
    );
    expect(reply.message).toBe('/data/replies/0/parentAnswerId: expected a string, a whole number or null, got true');
  });

  it('writes a date format as the spec does, never the schema name of the format', () => {
    const dates = observationOf(
      judgeCoupon((c) => {
        c.startDate = '2025/01/01 10:00:00';
      }),
      'coupon.dates.format',
    );
    expect(dates.message).toBe('/startDate: expected a date and time written YYYY-MM-DD HH:MM:SS, got "2025/01/01 10:00:00"');
    const leapDay = observationOf(
      judgeCoupon((c) => {
        c.startDate = '2023-02-29 10:00:00';
      }),
      'coupon.dates.format',
    );
    expect(leapDay.message).toBe(
      '/startDate: expected a date and time written YYYY-MM-DD HH:MM:SS, on a day that exists, got "2023-02-29 10:00:00"',
    );
    expect(`${dates.message} ${leapDay.message}`).not.toMatch(/coupon-date-time|\^\[0-9\]/);
  });

  it('names a missing field and the fields of which one is due', () => {
    expect(
      observationOf(
        judgeCoupon((c) => delete c.title),
        'coupon.fields',
      ).message,
    ).toBe('/title: expected a value for title (the field is required), got nothing: the field is missing');
    const present = observationOf(
      judgeCoupon((c) => {
        for (const policy of c.couponPolicies) {
          delete policy.maximumPerDaily;
          delete policy.maximumPerDay;
        }
      }),
      'coupon.policy.daily-limit.present',
    );
    expect(present.message).toMatch(
      /^\/couponPolicies\/0: expected maximumPerDaily or maximumPerDay \(one of them is required\), got neither/,
    );
  });
});

describe('messages of answers', () => {
  const notFound = (spec: Partial<ExchangeSpec>) =>
    inquiryJudges.notFound.judge({ exchange: exchange({ status: 404, body: {}, url: INQUIRY_URL, ...spec }), requestedId: '9' });

  it('says the message is missing at the top level, and where the text is instead', () => {
    const message = observationOf(notFound({ body: { code: 404, error: { message: 'Inquiry not found' } } }), 'inquiry.not-found.message');
    expect(message.message).toBe(
      `/message: expected ${EXPECTED_404}, got no field message at the top level (the text is at /error/message, where clients do not read it)`,
    );
  });

  // Issue 36: each of these was seen by a user, and each contradicted itself.
  describe('a 200 for an edge form of an id names what the body holds', () => {
    const edgeSafe = (body: string) =>
      observationOf(couponJudges.edgeId.judge({ exchange: exchange({ body }), requestedId: '011234224' }), 'coupon.edge-id.safe').message;

    it('an id of another JSON type: says so, rather than "expected 11234224, got "11234224""', () => {
      expect(edgeSafe('{"couponId":"11234224"}')).toBe(
        '/couponId: expected 400 or 404, or the resource whose id is 11234224, got 200 with id "11234224", a string, not a number',
      );
    });

    it('no id in the object: says it is missing, not "id nothing (missing)"', () => {
      expect(edgeSafe('{"title":"x"}')).toBe(
        '/couponId: expected 400 or 404, or the resource whose id is 11234224, got 200 with no /couponId in the body',
      );
    });

    it('a body that is a JSON string: named as such', () => {
      expect(edgeSafe('"11234224"')).toBe(
        '/couponId: expected 400 or 404, or the resource whose id is 11234224, got 200 with a body that is a JSON string, not an object',
      );
    });

    it('a body that is not JSON: named as such, never quoted whole as the id', () => {
      expect(edgeSafe('coupon 11234224: ok')).toBe(
        '/couponId: expected 400 or 404, or the resource whose id is 11234224, got 200 with a body that is not JSON',
      );
    });
  });

  it('an error message in a body that is a JSON string: names the body, never "the text is at , ..."', () => {
    const message = observationOf(notFound({ body: '"Inquiry not found"' }), 'inquiry.not-found.message');
    expect(message.message).toBe(
      `/message: expected ${EXPECTED_404}, got a body that is a JSON string, not an object with a field message: "Inquiry not found"`,
    );
  });

  it('an error message in a body that is not JSON but not the documented one: names the body as not JSON', () => {
    const message = observationOf(notFound({ body: 'Not Found', contentType: 'text/plain' }), 'inquiry.not-found.message');
    expect(message.message).toBe(`/message: expected ${EXPECTED_404}, got a body that is not JSON: "Not Found"`);
  });

  it('says a 200 with no body is empty, not that its Content-Length disagrees with it', () => {
    const empty = exchange({ body: '', url: INQUIRY_URL, headers: { 'content-length': '0' } });
    const json = observationOf(inquiryJudges.found.judge({ exchange: empty, requestedId: '258799946' }), 'inquiry.found.json');
    expect(json.message).toBe('expected a JSON document, got an empty body');
  });

  it('names a redirect loop instead of a bare 3xx', () => {
    const looping = exchange({ status: 302, body: '', url: INQUIRY_URL });
    // 5: the redirect limit docs/robustness.md states, written as a literal so that the limit is checked.
    looping.redirects = Array.from({ length: 5 }, () => ({ status: 302, location: INQUIRY_URL }));
    const status = observationOf(inquiryJudges.found.judge({ exchange: looping, requestedId: '258799946' }), 'inquiry.found.status');
    expect(status.message).toBe('expected 200, got a redirect loop: 302 to the same URL, again and again');
    looping.redirects = looping.redirects.map((hop, index) => ({ ...hop, location: `${INQUIRY_URL}?hop=${index}` }));
    const onAndOn = observationOf(inquiryJudges.found.judge({ exchange: looping, requestedId: '258799946' }), 'inquiry.found.status');
    expect(onAndOn.message).toBe('expected 200, got 302 after 5 redirects (more than 5 redirects: the harness follows no more)');
  });

  // Node 22 and later (V8) add the line and column to JSON.parse's message; a report reads the same on every Node.
  it.each([
    ['{"couponId":11234224', "body is not valid JSON: Expected ',' or '}' after property value in JSON at position 20"],
    ['{"couponId":1}x', 'body is not valid JSON: bytes after the JSON at position 14: "x"'],
  ])('words a body that is not JSON as Node 20 does, on any Node: %s', (body, message) => {
    const json = observationOf(couponJudges.found.judge({ exchange: exchange({ body }), requestedId: '11234224' }), 'coupon.found.json');
    expect(json.evidence?.violations?.map((error) => error.message)).toEqual([message]);
  });

  it('drops only the line and column that V8 adds to a message of JSON.parse', () => {
    expect(parseErrorMessage(new SyntaxError('Unterminated string in JSON at position 8 (line 1 column 9)'))).toBe(
      'Unterminated string in JSON at position 8',
    );
    expect(parseErrorMessage(new SyntaxError('Unexpected end of JSON input'))).toBe('Unexpected end of JSON input');
  });
});

// Texts that print alike (issue: zero-width and no-break spaces, NFD Hangul, full-width forms, bidi marks):
// the message names the first character that differs, by code point and name.
describe('messages of what a person cannot see', () => {
  const inquiry404 = (message: string) =>
    inquiryJudges.notFound.judge({
      exchange: exchange({ status: 404, body: { code: 404, message }, url: INQUIRY_URL }),
      requestedId: '9',
    });
  const coupon404 = (message: string) =>
    couponJudges.notFound.judge({ exchange: exchange({ status: 404, body: { code: 404, message } }), requestedId: '11234224' });
  const malformed = (requestedId: string, message: string) =>
    inquiryJudges.malformed.judge({ exchange: exchange({ status: 400, body: { code: 400, message }, url: INQUIRY_URL }), requestedId });

  const cases: [string, () => string, string][] = [
    [
      'a zero-width space',
      () => observationOf(inquiry404('Inquiry\u200b not found'), 'inquiry.not-found.message').message,
      'got "Inquiry\u200b not found", which prints like the documented message but has U+200B ZERO WIDTH SPACE at offset 7',
    ],
    [
      'a no-break space',
      () => observationOf(inquiry404('Inquiry not\u00a0found'), 'inquiry.not-found.message').message,
      'but has U+00A0 NO-BREAK SPACE at offset 11 where U+0020 SPACE is expected',
    ],
    [
      'a right-to-left mark',
      () => observationOf(inquiry404('Inquiry \u200fnot found'), 'inquiry.not-found.message').message,
      'but has U+200F RIGHT-TO-LEFT MARK at offset 8',
    ],
    [
      'the Korean wording decomposed (NFD), with both accepted wordings expected',
      () => observationOf(coupon404('존재 하지 않는 프로모션 (11234***)'.normalize('NFD')), 'coupon.not-found.message').message,
      'expected the message "The promotion does not exist (<masked number>)" or "존재 하지 않는 프로모션 (<masked number>)", got',
    ],
    [
      'the Korean wording decomposed (NFD): the first decomposed syllable named',
      () => observationOf(coupon404('존재 하지 않는 프로모션 (11234***)'.normalize('NFD')), 'coupon.not-found.message').message,
      'U+110C HANGUL CHOSEONG CIEUC at offset 0 where U+C874 HANGUL SYLLABLE JON is expected (the text is decomposed, NFD',
    ],
    [
      'a full-width letter in an enumeration',
      () =>
        observationOf(
          judgeInquiry((e) => (e.data.inquiryStatus = 'ｐrogress')),
          'inquiry.statuses',
        ).message,
      'got "ｐrogress", which prints like "progress" but has U+FF50 FULLWIDTH LATIN SMALL LETTER P at offset 0 ' +
        'where U+0070 LATIN SMALL LETTER P is expected',
    ],
    [
      'a zero-width space the server dropped from the echoed id',
      () => observationOf(malformed('12\u200bx', 'Invalid format inquiryId : 12x'), 'inquiry.malformed.message').message,
      'which prints like the value sent but has U+200B ZERO WIDTH SPACE missing at offset 29',
    ],
  ];
  it.each(cases)('%s', (_name, message, says) => {
    expect(message()).toContain(says);
  });

  it('adds nothing when the texts differ visibly', () => {
    expect(observationOf(inquiry404('Inquiry missing'), 'inquiry.not-found.message').message).not.toContain('prints like');
  });
});
