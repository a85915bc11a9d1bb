// `serve --v4`: the v4 inquiry path, which the English documentation and public clients use, answered as the
// v5 one (the same inquiry, ownership, forms and faults); without it, a 404 that names the v5 path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ceaAuthorization } from '../../../src/http/hmac.js';
import { INQUIRY, pathFor } from '../../../src/operations.js';
import { asV5Inquiry } from '../../../src/reference/preferred-answers.js';
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
