// The judges of GET_ORIGIN_INQUIRY_BY_ID answers, one per kind of answer.
import { INQUIRY } from '../operations.js';
import { inquiry as r } from '../rules/catalogue/inquiry/index.js';
import { validators } from '../validation/validators.js';
import { defineJudge, documentJudge, gate, parse } from './judge.js';
import { lookupJudge } from './lookup.js';

const { operation } = INQUIRY;

const found = documentJudge({
  name: 'an inquiry of the calling vendor answers 200 with a conforming inquiry',
  operation,
  steps: [
    r['inquiry.no-server-error'],
    gate(r['inquiry.found.status']),
    r['inquiry.found.content-type'],
    r['inquiry.found.content-type-once'],
    r['inquiry.unique-names'],
    parse(r['inquiry.found.json']),
  ],
  document: {
    validate: validators.inquiryEnvelope,
    readable: { at: '/data', is: 'object', what: 'no inquiry object in data', reportedBy: r['inquiry.envelope'] },
  },
});

const notFound = defineJudge({
  // Named without its wording, as the coupon's: a second documented wording leaves the judge's name as it is.
  name: 'an unknown inquiryId answers 404 with the documented message',
  operation,
  steps: [
    r['inquiry.no-server-error'],
    gate(r['inquiry.not-found.status']),
    r['inquiry.error-body'],
    r['inquiry.unique-names'],
    r['inquiry.not-found.message'],
  ],
});

/** Every judge of GET_ORIGIN_INQUIRY_BY_ID, by the kind of answer it judges. */
export const inquiryJudges = {
  found,
  notFound,
  malformed: defineJudge({
    name: 'an inquiryId that is not a number answers 400 echoing the value sent',
    operation,
    steps: [
      r['inquiry.no-server-error'],
      gate(r['inquiry.malformed.status']),
      r['inquiry.error-body'],
      r['inquiry.unique-names'],
      r['inquiry.malformed.message'],
    ],
  }),
  foreign: defineJudge({
    name: "another vendor's inquiry answers 404 with the vendor message",
    operation,
    steps: [
      r['inquiry.no-server-error'],
      gate(r['inquiry.foreign.status']),
      r['inquiry.error-body'],
      r['inquiry.unique-names'],
      r['inquiry.foreign.message'],
    ],
  }),
  foreignEdge: defineJudge({
    name: "another vendor's inquiryId in an edge form is not answered with that inquiry",
    operation,
    steps: [r['inquiry.no-server-error'], gate(r['inquiry.foreign.edge-forms']), r['inquiry.edge-id.status']],
  }),
  edgeId: defineJudge({
    name: 'an edge form of an inquiryId is refused safely',
    operation,
    steps: [r['inquiry.no-server-error'], gate(r['inquiry.edge-id.safe']), r['inquiry.edge-id.status']],
  }),
  readOnly: defineJudge({
    name: 'a write method on the inquiry path does not succeed',
    operation,
    steps: [r['inquiry.no-server-error'], r['inquiry.read-only']],
  }),
  lookup: lookupJudge({
    name: 'an inquiryId believed unknown answers a conforming inquiry or the documented 404',
    operation,
    found,
    notFound,
  }),
};
