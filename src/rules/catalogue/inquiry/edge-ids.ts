// Edge forms of an id (a sign, zeros, spaces, overflow, digits of another script): never a 5xx nor another
// inquiry, and 400 or 404 or the inquiry of the number read (decision D10).
import { INQUIRY } from '../../../operations.js';
import { decision } from '../../sources.js';
import { idOf, jsonAnswer, onlyFor, status, wrapsAround64Bits } from '../../answer-changes.js';
import { defineRule } from '../../rule.js';
import { edgeIdAnswered, edgeIdSafe } from '../../checks/id-comparisons.js';
import { ID, operation } from './shared.js';
import { fails, passes } from '../../example.js';

export const edgeIdRules = [
  defineRule({
    id: 'inquiry.edge-id.safe',
    operation,
    subject: 'request',
    // Stryker disable next-line ArrayDeclaration: equivalent, a need is read only where a captured body is judged, never an edge answer
    needs: ['requestedId'],
    sources: [decision.D10],
    title:
      'MUST NOT answer an edge form of an id (sign, zeros, spaces, overflow, digits of another script) with a 5xx or with another inquiry',
    check: (s) => edgeIdSafe(s, ID.at),
    faults: [
      {
        id: 'inquiry-edge-wraps',
        defect: 'an id beyond 64 bits wraps around to an existing inquiry',
        answers: 'edgeId',
        change: wrapsAround64Bits(INQUIRY.path),
      },
      {
        id: 'inquiry-edge-negative-404',
        defect: 'negative ids answered 500',
        alsoBreaks: ['inquiry.no-server-error'],
        answers: 'edgeId',
        change: (a, c) => (idOf(c.request, INQUIRY.path).startsWith('-') ? jsonAnswer(500, { message: 'negative' })(a, c) : a),
      },
      {
        id: 'inquiry-edge-script-500',
        defect: '500 only for ids in digits of another script (a parser that assumes ASCII)',
        alsoBreaks: ['inquiry.no-server-error', 'inquiry.edge-id.status'],
        answers: 'edgeId',
        change: (a, c) => {
          const id = idOf(c.request, INQUIRY.path);
          return /\p{Nd}/u.test(id.replace(/[0-9]/g, '')) ? jsonAnswer(500, { message: 'NumberFormatException' })(a, c) : a;
        },
      },
      {
        id: 'inquiry-edge-digit-groups-500',
        defect: "an inquiry id in Python's digit groups (1_234) answered 500",
        idClass: 'ids in digit groups',
        alsoBreaks: ['inquiry.no-server-error', 'inquiry.edge-id.status'],
        answers: 'edgeId',
        change: onlyFor(INQUIRY.path, (id) => id.includes('_'), jsonAnswer(500, { code: 500, message: 'Internal Server Error' })),
      },
    ],
    examples: [
      passes('400 for a negative id (D10)', undefined, { answers: 'edgeId' }),
      passes('404 "Inquiry not found" for it (D10)', jsonAnswer(404, { code: 404, message: 'Inquiry not found' }), {
        answers: 'edgeId',
      }),
      fails('503 for an edge form of an id (D10)', status(503), { at: '', answers: 'edgeId' }),
      fails('a 200 with another inquiry, 5 (D10)', jsonAnswer(200, { code: 200, message: 'OK', data: { inquiryId: 5 } }), {
        at: '/data/inquiryId',
        answers: 'edgeId',
      }),
    ],
  }),
  defineRule({
    id: 'inquiry.edge-id.status',
    operation,
    subject: 'request',
    sources: [decision.D10],
    title: 'SHOULD answer an edge form of an id with 400 or 404, or with the resource of the number it names',
    check: edgeIdAnswered,
    faults: [
      {
        id: 'inquiry-edge-spaces-422',
        defect: 'ids with surrounding spaces answered 422 Unprocessable Entity',
        answers: 'edgeId',
        change: (a, c) => (/^\s|\s$/.test(idOf(c.request, INQUIRY.path)) ? status(422)(a, c) : a),
      },
    ],
    examples: [
      passes('400 for an edge form of an id (D10)', undefined, { answers: 'edgeId' }),
      passes('404 for it (D10)', jsonAnswer(404, { code: 404, message: 'Inquiry not found' }), { answers: 'edgeId' }),
      fails('403 Forbidden for it: neither 400 nor 404 (D10)', jsonAnswer(403, { code: 403, message: 'Forbidden' }), {
        at: '',
        answers: 'edgeId',
      }),
    ],
  }),
];
