// GET_ORIGIN_INQUIRY_BY_ID under generated input: ids nobody thought of, replayable with --seed.
import fc from 'fast-check';
import { describe } from 'vitest';
import { edgeFormArbitrary, malformedIdArbitrary, unknownIdArbitrary, writeMethodArbitrary } from '../../src/arbitraries/ids.js';
import { inquiryPath } from '../../src/api-paths.js';
import { judgeInquiryEdgeId, judgeInquiryLookup, judgeInquiryMalformed, judgeInquiryReadOnly } from '../../src/judges/inquiry.js';
import { useTarget } from '../support.js';

const { property, fixtures } = useTarget();
const known = [fixtures.inquiryId, fixtures.foreignInquiryId].filter((id): id is string => id !== undefined);
const own = fixtures.inquiryId ? [fixtures.inquiryId] : ['1'];

describe('GET_ORIGIN_INQUIRY_BY_ID properties', () => {
  property(judgeInquiryLookup, { name: 'for every unknown inquiryId in 1..2^53, a conforming inquiry or 404 "Inquiry not found"', arbitrary: unknownIdArbitrary({ exclude: known }) }, async (id, { send }) => ({
    exchange: await send('GET', inquiryPath(id)),
    requestedId: id,
  }));

  property(judgeInquiryMalformed, { name: 'for every inquiryId with a letter, punctuation or non-ASCII character, 400 echoing it exactly', arbitrary: malformedIdArbitrary() }, async (id, { send }) => ({
    exchange: await send('GET', inquiryPath(id)),
    requestedId: id,
  }));

  property(judgeInquiryEdgeId, { name: 'for every edge form of an inquiryId, neither a 5xx nor another inquiry', arbitrary: edgeFormArbitrary({ ids: own }) }, async ({ id }, { send }) => ({
    exchange: await send('GET', inquiryPath(id)),
    requestedId: id,
  }));

  property(judgeInquiryReadOnly, { name: 'for every write method on an inquiry path, no 2xx', arbitrary: fc.tuple(writeMethodArbitrary(), fc.oneof(fc.constantFrom(...own), unknownIdArbitrary())) }, async ([method, id], { send }) => ({
    exchange: await send(method, inquiryPath(id)),
  }));
});
