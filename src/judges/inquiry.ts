// The judges of GET_ORIGIN_INQUIRY_BY_ID answers, one per kind of answer.
import { DOCUMENTED_WORDINGS, quoted } from '../documented-wordings.js';
import { INQUIRY } from '../operations.js';
import { inquiry as r } from '../rules/catalogue/inquiry.js';
import { validators } from '../schemas/validators.js';
import { defineJudge, documentJudge, gate, parse } from './judge.js';
import { lookupJudge } from './lookup.js';

const { operation } = INQUIRY;

const found = documentJudge({
  name: 'an inquiry of the calling vendor answers 200 with a conforming inquiry',
  operation,
  steps: [r.noServerError, gate(r.foundStatus), r.contentType, r.contentTypeOnce, parse(r.json)],
  document: {
    validate: validators.inquiryEnvelope,
    readable: { at: '/data', is: 'object', what: 'no inquiry object in data', reportedBy: r.envelope },
  },
});

const notFound = defineJudge({
  name: `an unknown inquiryId answers 404 ${quoted(DOCUMENTED_WORDINGS.inquiryNotFound)}`,
  operation,
  steps: [r.noServerError, gate(r.notFoundStatus), r.errorBody, r.notFoundMessage],
});

/** Every judge of GET_ORIGIN_INQUIRY_BY_ID, by the kind of answer it judges. */
export const inquiryJudges = {
  found,
  notFound,
  malformed: defineJudge({
    name: 'an inquiryId that is not a number answers 400 echoing the value sent',
    operation,
    steps: [r.noServerError, gate(r.malformedStatus), r.errorBody, r.malformedMessage],
  }),
  foreign: defineJudge({
    name: "another vendor's inquiry answers 404 with the vendor message",
    operation,
    steps: [r.noServerError, gate(r.foreignStatus), r.errorBody, r.foreignMessage],
  }),
  foreignEdge: defineJudge({
    name: "another vendor's inquiryId in an edge form is not answered with that inquiry",
    operation,
    steps: [r.noServerError, gate(r.foreignEdgeForms), r.edgeIdAnswered],
  }),
  edgeId: defineJudge({
    name: 'an edge form of an inquiryId is refused safely',
    operation,
    steps: [r.noServerError, gate(r.edgeIdSafe), r.edgeIdAnswered],
  }),
  readOnly: defineJudge({
    name: 'a write method on the inquiry path does not succeed',
    operation,
    steps: [r.noServerError, r.readOnly],
  }),
  lookup: lookupJudge({
    name: 'an inquiryId believed unknown answers a conforming inquiry or the documented 404',
    operation,
    found,
    notFound,
  }),
};
