// GET_ORIGIN_INQUIRY_BY_ID, by example: own and foreign inquiries, unknown and malformed ids, edge forms, write methods.
import { describe } from 'vitest';
import { inquiryPath } from '../../src/api-paths.js';
import { judgeInquiryEdgeId, judgeInquiryForeign, judgeInquiryFound, judgeInquiryMalformed, judgeInquiryNotFound, judgeInquiryReadOnly } from '../../src/judges/inquiry.js';
import { edgeForms, MALFORMED_IDS, UNKNOWN_ID, WRITE_METHODS } from '../ids.js';
import { useTarget } from '../support.js';

const { check, fixtures } = useTarget();

describe('GET_ORIGIN_INQUIRY_BY_ID', () => {
  check(judgeInquiryFound, { needs: ['inquiryId'] }, async ({ send, fixtures }) => ({
    exchange: await send('GET', inquiryPath(fixtures.inquiryId)),
    requestedId: fixtures.inquiryId,
  }));

  check(judgeInquiryForeign, { needs: ['foreignInquiryId'] }, async ({ send, fixtures }) => ({
    exchange: await send('GET', inquiryPath(fixtures.foreignInquiryId)),
    requestedId: fixtures.foreignInquiryId,
  }));

  check(judgeInquiryNotFound, { name: `unknown inquiryId ${UNKNOWN_ID} answers 404 "Inquiry not found"` }, async ({ send }) => ({
    exchange: await send('GET', inquiryPath(UNKNOWN_ID)),
    requestedId: UNKNOWN_ID,
  }));

  for (const id of MALFORMED_IDS) {
    check(judgeInquiryMalformed, { name: `malformed inquiryId ${JSON.stringify(id)} answers 400 echoing it` }, async ({ send }) => ({
      exchange: await send('GET', inquiryPath(id)),
      requestedId: id,
    }));
  }

  for (const { form, id } of edgeForms(fixtures.inquiryId ?? '1')) {
    check(judgeInquiryEdgeId, { name: `inquiryId in edge form (${form}) ${JSON.stringify(id)} is refused safely` }, async ({ send }) => ({
      exchange: await send('GET', inquiryPath(id)),
      requestedId: id,
    }));
  }

  for (const method of WRITE_METHODS) {
    check(judgeInquiryReadOnly, { name: `${method} on an inquiry does not succeed`, needs: ['inquiryId'] }, async ({ send, fixtures }) => ({
      exchange: await send(method, inquiryPath(fixtures.inquiryId)),
    }));
  }
});
