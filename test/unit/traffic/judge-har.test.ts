// What validate --har says of each entry of a recording (src/traffic/judge-har.ts): judged (as which
// answer), refused by the target or its gateway, asked for by the client (Prefer), not an operation of the
// API, without a response, or unreadable, each with the notes that say why; and --strict.
import { describe, expect, it } from 'vitest';
import { COUPON, pathFor } from '../../../src/operations.js';
import { judgeHarEntries } from '../../../src/traffic/judge-har.js';
import { officialCoupon } from '../../support/judges/samples.js';

const COUPON_URL = `https://gateway.example/api${pathFor(COUPON, '11234224')}`;
const V4_URL = 'https://gateway.example/v2/providers/openapi/apis/api/v4/vendors/A00012345/callCenterInquiries/932522466';
const V4_NOTE = 'the v4 inquiry path: this harness judges v5 (/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/{inquiryId})';
const FOUND = 'an existing couponId answers 200 with a conforming coupon';
const askedFor = (preferences: string) =>
  `could not judge: the client asked for this answer (Prefer: ${preferences}), as the reference (serve) gives on demand; not the implementation's`;

/** A HAR entry of a GET of `url` answered `status` with `body` as JSON; `prefer` is the request's Prefer header. */
function entry(url: string, status: number, body: unknown, options: { prefer?: string; content?: Record<string, unknown> } = {}) {
  const text = JSON.stringify(body);
  return {
    request: { method: 'GET', url, headers: options.prefer === undefined ? [] : [{ name: 'Prefer', value: options.prefer }] },
    response: {
      status,
      headers: [{ name: 'Content-Type', value: 'application/json;charset=UTF-8' }],
      content: options.content ?? { size: Buffer.byteLength(text), text },
    },
  };
}
const har = (...entries: unknown[]) => ({ log: { entries } });

describe('the outcome of each entry of a HAR', () => {
  it('each entry says what became of it, and why when it was not judged', () => {
    const { entries } = judgeHarEntries(
      har(
        entry(COUPON_URL, 200, officialCoupon),
        { request: { url: COUPON_URL } },
        entry(V4_URL, 200, {}, { content: { size: 300 } }),
        entry(COUPON_URL, 401, { code: 'ERROR', message: 'Specified signature is expired.' }),
        entry(COUPON_URL, 500, { code: 'ERROR', message: 'Internal Server Error' }, { prefer: 'code=500' }),
        { ...entry(COUPON_URL, 0, {}, { prefer: 'answer=reset' }), response: { status: 0, _error: 'net::ERR_CONNECTION_RESET' } },
        { ...entry(COUPON_URL, 0, {}), response: { status: 0, _error: 'net::ERR_CONNECTION_RESET' } },
      ),
    );
    const operation = 'GET_COUPON_BY_ID';
    expect(entries).toEqual([
      { index: 0, method: 'GET', url: COUPON_URL, outcome: 'judged', operation, judgedAs: FOUND, notes: [] },
      { index: 1, method: '', url: '', outcome: 'unreadable', notes: ['not a HAR entry: no request with a method and a URL'] },
      { index: 2, method: 'GET', url: V4_URL, outcome: 'not an operation', notes: ['the recording omits the body', V4_NOTE] },
      {
        index: 3,
        method: 'GET',
        url: COUPON_URL,
        outcome: 'refused',
        operation,
        notes: [
          'could not judge: authentication refused (401) by the target or its gateway: "Specified signature is expired."; ' +
            "check this machine's clock: a signature is only valid for a few minutes",
        ],
      },
      { index: 4, method: 'GET', url: COUPON_URL, outcome: 'asked for', operation, notes: [askedFor('code=500')] },
      {
        index: 5,
        method: 'GET',
        url: COUPON_URL,
        outcome: 'asked for',
        operation,
        notes: ['net::ERR_CONNECTION_RESET', askedFor('answer=reset')],
      },
      {
        index: 6,
        method: 'GET',
        url: COUPON_URL,
        outcome: 'no response',
        operation,
        notes: ['could not judge: net::ERR_CONNECTION_RESET'],
      },
    ]);
  });

  it('a request of another version is listed among the other requests, its notes only the note of its version', () => {
    const judged = judgeHarEntries(har(entry(V4_URL, 200, {})));
    expect(judged.entries[0]!.notes).toEqual([V4_NOTE]);
    expect(judged.report.otherRequests).toEqual([
      { method: 'GET', path: '/v2/providers/openapi/apis/api/v4/vendors/{id}/callCenterInquiries/{id}', count: 1, note: V4_NOTE },
    ]);
  });
});

describe('--strict on a HAR', () => {
  const withWarning = har(entry(COUPON_URL, 200, { ...officialCoupon, extra: 1 }));
  const unknownFields = (judged: ReturnType<typeof judgeHarEntries>) =>
    judged.report.results.find((r) => r.rule === 'coupon.unknown-fields')!.status;

  it('a warning leaves a recording conformant by default', () => {
    const judged = judgeHarEntries(withWarning);
    expect([unknownFields(judged), judged.report.summary.verdict]).toEqual(['warning', 'conformant']);
    expect(judgeHarEntries(withWarning, { strict: false }).report.summary.verdict).toBe('conformant');
  });

  it('with strict, a warning fails', () => {
    const judged = judgeHarEntries(withWarning, { strict: true });
    expect([unknownFields(judged), judged.report.summary.verdict]).toEqual(['failed', 'non-conformant']);
  });
});
