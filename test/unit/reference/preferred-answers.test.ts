// The answers a client asks for with Prefer, each whole as the documentation gives it (docs/clients.md, "Answers
// on demand"): the gateway's and the edge's for any path, the operations' 400 and 404 for any id, the foreign
// inquiry for either vendor. And `serve --v4`: the v4 inquiry path, which the English documentation and public
// clients use, answered as the v5 one (the same inquiry, ownership, forms and faults); without it, a 404 that
// names the v5 path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ceaAuthorization } from '../../../src/http/hmac.js';
import { CATEGORIES, COUPON, INQUIRY, pathFor } from '../../../src/operations.js';
import type { ReplacingAnswer } from '../../../src/reference/prefer.js';
import { asV5Inquiry, preferredAnswer } from '../../../src/reference/preferred-answers.js';
import { buildDataset, startReferenceServer, type ReferenceServer } from '../../../src/reference/index.js';

const v4Path = (id: string, vendor = 'A00012345/') => `/v2/providers/openapi/apis/api/v4/vendors/${vendor}callCenterInquiries/${id}`;

describe('asV5Inquiry', () => {
  it('turns the v4 inquiry path into the v5 one of the same id, with or without the vendor segment', () => {
    const request = { method: 'GET', path: v4Path('123'), headers: {} };
    expect(asV5Inquiry(request)).toEqual({ ...request, path: pathFor(INQUIRY, '123') });
    expect(asV5Inquiry({ ...request, path: v4Path('9', '') }).path).toBe(pathFor(INQUIRY, '9'));
    expect(asV5Inquiry({ ...request, path: '/elsewhere/callCenterInquiries/1' }).path).toBe('/elsewhere/callCenterInquiries/1');
  });
});

describe('serve --v4, and several vendors signing', () => {
  const keys = [
    { accessKey: 'AK-own', secretKey: 'secret-own' },
    { accessKey: 'AK-other', secretKey: 'secret-other' },
  ];
  let v4: ReferenceServer;
  let plain: ReferenceServer;
  beforeAll(async () => {
    plain = await startReferenceServer();
    const dataset = buildDataset();
    v4 = await startReferenceServer({
      v4: true,
      keys: [
        { ...keys[0]!, vendorId: dataset.defaultVendorId },
        { ...keys[1]!, vendorId: dataset.otherVendorId },
      ],
    });
  });
  afterAll(async () => {
    await plain.close();
    await v4.close();
  });

  const signed = (server: ReferenceServer, path: string, key = keys[0]!) =>
    fetch(server.baseUrl + path, { headers: { authorization: ceaAuthorization(key, 'GET', path, new Date()) } });

  it('answers the v4 path as the v5 one, byte for byte', async () => {
    const { inquiryId } = v4.fixtures;
    const [viaV4, viaV5] = await Promise.all([signed(v4, v4Path(inquiryId)), signed(v4, pathFor(INQUIRY, inquiryId))]);
    expect([viaV4.status, await viaV4.text()]).toEqual([viaV5.status, await viaV5.text()]);
    expect(viaV4.status).toBe(200);
  });

  it("each key is its vendor: the other vendor reads its own inquiry, and gets the ownership 404 for the first one's", async () => {
    const { inquiryId, foreignInquiryId } = v4.fixtures;
    const statuses = await Promise.all([
      signed(v4, pathFor(INQUIRY, foreignInquiryId), keys[1]),
      signed(v4, v4Path(inquiryId), keys[1]),
      signed(v4, pathFor(INQUIRY, foreignInquiryId), keys[0]),
    ]);
    expect(statuses.map((answer) => answer.status)).toEqual([200, 404, 404]);
    expect(v4.mock.requests().map((request) => request.accessKey)).toContain('AK-other');
  });

  it('without --v4, the v4 path is a 404 naming the v5 path', async () => {
    const answer = await fetch(plain.baseUrl + v4Path(plain.fixtures.inquiryId));
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain(`the v5 path is ${INQUIRY.path}{inquiryId}`);
  });
});

describe('preferredAnswer', () => {
  const dataset = buildDataset();
  const { couponId, inquiryId } = dataset.fixtures;
  const couponPath = pathFor(COUPON, couponId);
  const answerTo = (path: string, answer: ReplacingAnswer, vendorId = dataset.defaultVendorId) =>
    preferredAnswer(dataset, { method: 'GET', path, headers: {} }, vendorId, answer);
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
    status,
    headers: { 'Content-Type': 'application/json;charset=UTF-8', ...headers },
    body: JSON.stringify(body),
  });
  // An edge's or a load balancer's error page, not JSON.
  const page = (status: number, title: string, text: string) => ({
    status,
    headers: { 'Content-Type': 'text/html; charset=iso-8859-1' },
    body: `<HTML><HEAD>\n<TITLE>${title}</TITLE>\n</HEAD><BODY>\n<H1>${title}</H1>\n${text}<P>\n</BODY>\n</HTML>\n`,
  });

  // The gateway's and the edge's answers are the same for every operation: the coupon's path stands for all.
  it.each<[ReplacingAnswer, ReturnType<typeof json>]>([
    [{ code: 401 }, json(401, { code: 'ERROR', message: 'Invalid signature.' })],
    [{ named: 'expired-signature' }, json(401, { code: 'ERROR', message: 'Specified signature is expired.' })],
    [{ code: 403 }, json(403, { code: 'ERROR', message: '[FORBIDDEN] Not allowed IP' })],
    [{ code: 429 }, json(429, { code: 'ERROR', message: 'Too Many Requests' })],
    [{ named: 'retry-after' }, json(429, { code: 'ERROR', message: 'Too Many Requests' }, { 'Retry-After': '1' })],
    [{ code: 500 }, json(500, { code: 500, message: 'Internal Server Error' })],
    [{ code: 502 }, json(502, { code: 'ERROR', message: 'Bad Gateway' })],
    [{ code: 504 }, json(504, { code: 'ERROR', message: 'Gateway Timeout' })],
    [{ code: 503 }, page(503, 'Service Unavailable', 'The server is temporarily unable to service your request. Please try again later.')],
    [
      { named: 'access-denied' },
      page(403, 'Access Denied', `You don't have permission to access &quot;${couponPath}&quot; on this server.`),
    ],
  ])('%j: the whole answer', (answer, expected) => {
    expect(answerTo(couponPath, answer)).toStrictEqual(expected);
  });

  it('access-denied names the path escaped for HTML', () => {
    expect(answerTo('/a&b<c>"d', { named: 'access-denied' })).toStrictEqual(
      page(403, 'Access Denied', "You don't have permission to access &quot;/a&amp;b&lt;c&gt;&quot;d&quot; on this server."),
    );
  });

  it.each([
    ['the coupon fixture', couponPath, json(404, { code: 404, message: `The promotion does not exist (${couponId.slice(0, 5)}***)` })],
    ['another coupon', pathFor(COUPON, '12345678'), json(404, { code: 404, message: 'The promotion does not exist (12345***)' })],
    // A malformed id has no 404 of its own: the coupon fixture's number stands in for it.
    [
      'a malformed coupon id',
      pathFor(COUPON, 'abc'),
      json(404, { code: 404, message: `The promotion does not exist (${couponId.slice(0, 5)}***)` }),
    ],
    ['the inquiry fixture', pathFor(INQUIRY, inquiryId), json(404, { code: 404, message: 'Inquiry not found' })],
    ['a malformed inquiry id', pathFor(INQUIRY, 'abc'), json(404, { code: 404, message: 'Inquiry not found' })],
    ['the category list', pathFor(CATEGORIES), json(404, { code: 'ERROR', message: 'Not Found' })],
    ['a path of no operation', '/elsewhere', json(404, { code: 404, message: 'Not Found' })],
  ])('code=404 on %s: the whole answer', (_, path, expected) => {
    expect(answerTo(path, { code: 404 })).toStrictEqual(expected);
  });

  it.each([
    ['the coupon fixture', couponPath, json(400, { code: 'HTTP_400', message: 'Bad Request' })],
    ['a malformed coupon id', pathFor(COUPON, 'abc'), json(400, { code: 'HTTP_400', message: 'Bad Request' })],
    ['the inquiry fixture', pathFor(INQUIRY, inquiryId), json(400, { code: 400, message: `Invalid format inquiryId : ${inquiryId}` })],
    ['a malformed inquiry id', pathFor(INQUIRY, 'a b'), json(400, { code: 400, message: 'Invalid format inquiryId : a b' })],
    ['the category list', pathFor(CATEGORIES), json(400, { code: 'ERROR', message: 'Bad Request' })],
    ['a path of no operation', '/elsewhere', json(400, { code: 400, message: 'Bad Request' })],
  ])('code=400 on %s: the whole answer', (_, path, expected) => {
    expect(answerTo(path, { code: 400 })).toStrictEqual(expected);
  });

  // Without Prefer, a POST is the 405; with it, the answer asked for, as for a GET (inquiry ids well-formed or not alike).
  it.each<[ReplacingAnswer, string]>([
    [{ code: 400 }, pathFor(COUPON, 'abc')],
    [{ code: 400 }, pathFor(INQUIRY, 'abc')],
    [{ code: 400 }, pathFor(INQUIRY, '123')],
    [{ code: 404 }, pathFor(COUPON, '123')],
    [{ code: 404 }, pathFor(INQUIRY, '123')],
    [{ named: 'foreign-vendor' }, pathFor(INQUIRY, '123')],
  ])('%j on %s: the same answer to a POST as to a GET', (answer, path) => {
    const post = preferredAnswer(dataset, { method: 'POST', path, headers: {} }, dataset.defaultVendorId, answer);
    expect(post).toStrictEqual(answerTo(path, answer));
  });

  it("foreign-vendor: the ownership 404 for either vendor, each given the other's inquiry; on another operation, a problem", () => {
    const foreign = json(404, { code: 404, message: 'Vendor id should be same with the vendor id in this inquiry' });
    expect(answerTo(pathFor(INQUIRY, '1'), { named: 'foreign-vendor' })).toStrictEqual(foreign);
    expect(answerTo(pathFor(INQUIRY, '1'), { named: 'foreign-vendor' }, dataset.otherVendorId)).toStrictEqual(foreign);
    expect(answerTo(couponPath, { named: 'foreign-vendor' })).toStrictEqual({
      problem: 'answer=foreign-vendor is an answer of the inquiry operation only',
    });
  });
});
