// GET_ORIGIN_INQUIRY_BY_ID: the vendor's own and another vendor's inquiry and an unknown id by example,
// then the cases every id-based operation has (malformed ids, edge forms, the id properties, write probes).
import { inquiryJudges as judges } from '../judges/inquiry.js';
import { DOCUMENTED_WORDINGS, quoted } from '../documented-wordings.js';
import { INQUIRY } from '../operations.js';
import { idProperties, malformedAndEdgeExamples, writeProbeExamples, type IdOperation } from './id-cases.js';
import { FOREIGN_EDGE_FORMS, UNKNOWN_ID } from './example-ids.js';
import type { ConformanceCase } from './types.js';

/** The documented 404 of an unknown inquiryId, in quotes. */
const NOT_FOUND = quoted(DOCUMENTED_WORDINGS.inquiryNotFound);

const inquiry: IdOperation = {
  spec: INQUIRY,
  // Stryker disable next-line ConditionalExpression: equivalent, the known ids only exclude, and an absent id excludes nothing
  known: (f) => [f.inquiryId, f.foreignInquiryId].filter((id): id is string => id !== undefined),
  edgeBase: (f) => f.inquiryId ?? '1',
  judges: { lookup: judges.lookup, malformed: judges.malformed, edge: judges.edgeId, readOnly: judges.readOnly },
  unknownAnswer: `a conforming inquiry or 404 ${NOT_FOUND}`,
  malformedAnswer: 'answers 400 echoing it',
};

const base = { suite: INQUIRY.suite, operation: INQUIRY.operation, kind: 'example', method: 'GET' } as const;

export const INQUIRY_CASES: readonly ConformanceCase[] = [
  {
    ...base,
    name: 'an inquiry of the calling vendor answers 200 with a conforming inquiry',
    judge: judges.found,
    needs: ['inquiryId'],
    idClass: 'fixture',
    id: (f) => f.inquiryId,
  },
  {
    ...base,
    name: "another vendor's inquiry answers 404 with the vendor message",
    judge: judges.foreign,
    needs: ['foreignInquiryId'],
    idClass: "another vendor's fixture",
    id: (f) => f.foreignInquiryId,
  },
  ...FOREIGN_EDGE_FORMS.map(({ form, of }): ConformanceCase => ({
    ...base,
    name: `another vendor's inquiryId in edge form (${form}) is not answered with that inquiry`,
    judge: judges.foreignEdge,
    needs: ['foreignInquiryId'],
    idClass: "another vendor's fixture",
    id: (f) => of(f.foreignInquiryId),
  })),
  {
    ...base,
    name: `unknown inquiryId ${UNKNOWN_ID} answers 404 ${NOT_FOUND}`,
    judge: judges.notFound,
    needs: [],
    idClass: 'unknown',
    id: () => UNKNOWN_ID,
  },
  ...malformedAndEdgeExamples(inquiry),
  ...writeProbeExamples(inquiry),
  ...idProperties(inquiry),
];
