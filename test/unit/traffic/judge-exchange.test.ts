// Which judge an exchange of traffic gets (src/traffic/judge-exchange.ts): for a well-formed id, what the
// answer claims to be, the other vendor's 404 only when it says so; an answer the client asked for with
// Prefer is set aside, its preferences named (cut); a request without an answer is an error with its evidence.
import { describe, expect, it } from 'vitest';
import { INQUIRY, pathFor } from '../../../src/operations.js';
import { recogniseRequest } from '../../../src/operation-of-url.js';
import { askedForOf, judgeExchange, unansweredJudgement } from '../../../src/traffic/judge-exchange.js';
import { exchange } from '../../support/judges/exchange.js';

const URL = `http://h${pathFor(INQUIRY, '932522466')}`;
const inquiry = recogniseRequest(URL)!;
const FOREIGN = "another vendor's inquiry answers 404 with the vendor message";
const UNKNOWN = 'an unknown inquiryId answers 404 with the documented message';
const VENDOR_MESSAGE = { code: 'ERROR', message: 'Vendor id should be same with the vendor id in this inquiry' };
const judgedAs = (status: number, body: unknown) => judgeExchange(inquiry, exchange({ url: URL, status, body })).judge.name;
const askedFor = (preferences: string) =>
  `could not judge: the client asked for this answer (Prefer: ${preferences}), as the reference (serve) gives on demand; not the implementation's`;

describe('the judge of an inquiry answered for a well-formed id', () => {
  it("a 404 whose message is the vendor message is another vendor's inquiry", () => {
    expect(judgedAs(404, VENDOR_MESSAGE)).toBe(FOREIGN);
  });

  it.each([
    ['another message', { code: 'ERROR', message: 'Inquiry not found' }],
    ['no message', {}],
    ['a body that is not JSON', 'Not Found'],
  ])('a 404 with %s is the unknown-id answer', (_, body) => {
    expect(judgedAs(404, body)).toBe(UNKNOWN);
  });

  it.each([403, 400, 500])('a %i is judged by the unknown-id rules, even with the vendor message', (status) => {
    expect(judgedAs(status, VENDOR_MESSAGE)).toBe(UNKNOWN);
  });
});

describe('askedForOf', () => {
  const request = (headers: Record<string, string>) => ({ method: 'GET', url: URL, headers });

  it("names the reference's preferences of a Prefer header, and nothing for a request without them", () => {
    expect(askedForOf(request({ prefer: 'return=minimal, code=500' }))).toBe(askedFor('code=500'));
    expect(askedForOf(request({ prefer: 'return=minimal' }))).toBeUndefined();
    expect(askedForOf(request({}))).toBeUndefined();
  });

  it('shows the first 120 characters of the preferences only', () => {
    const fault = `fault=${'x'.repeat(200)}`;
    expect(askedForOf(request({ prefer: fault }))).toBe(askedFor(fault.slice(0, 120)));
  });
});

describe('unansweredJudgement', () => {
  it("makes every rule of the request's judge an error with the reason, and the request as evidence", () => {
    const request = { method: 'GET', url: URL, headers: { accept: 'application/json' } };
    const { observations } = unansweredJudgement(inquiry, request, 'the target reset the connection (ECONNRESET)');
    expect(observations.length).toBeGreaterThan(1);
    for (const observation of observations)
      expect(observation).toEqual({
        rule: observation.rule,
        status: 'error',
        message: 'could not judge: the target reset the connection (ECONNRESET)',
        evidence: { request, curl: `curl -sS -i '${URL}' -H 'accept: application/json'` },
      });
  });
});
