// Implementations that read ids as Spring's @PathVariable Long or Python's int() read them (decision D10,
// revised 2026-11-25) pass quietly: every malformed id and every edge form the cases can draw, the fixed
// ones included, is judged conforming on their answers. The kill matrix proves the same through the CLI.
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { COUPON, INQUIRY, pathFor } from '../../../src/operations.js';
import { edgeFormArbitrary, malformedIdArbitrary } from '../../../src/cases/id-arbitraries.js';
import { FIXED_EDGE_FORMS, MALFORMED_FIXED, MALFORMED_IDS } from '../../../src/cases/example-ids.js';
import { couponJudges } from '../../../src/judges/coupon.js';
import { inquiryJudges } from '../../../src/judges/inquiry.js';
import type { Judge } from '../../../src/judges/judge.js';
import { buildDataset } from '../../../src/reference/index.js';
import type { RespondFunction } from '../../../src/reference/types.js';
import { exchange } from '../../support/judges/exchange.js';
import { expectAllPassed } from '../../support/judges/expect-judgement.js';
import { respondJavaLike, respondPythonLike } from '../../support/kill-matrix/platforms.js';

const dataset = buildDataset();
const operations = [
  { name: 'coupon', path: (id: string) => pathFor(COUPON, id), judges: couponJudges, fixture: dataset.fixtures.couponId },
  { name: 'inquiry', path: (id: string) => pathFor(INQUIRY, id), judges: inquiryJudges, fixture: dataset.fixtures.inquiryId },
] as const;
const stacks: [string, RespondFunction][] = [
  ['java-like (Spring)', respondJavaLike],
  ['python-like (int())', respondPythonLike],
];

function judgeQuietly(respond: RespondFunction, path: (id: string) => string, judge: Judge, id: string): void {
  const answer = respond(dataset, { method: 'GET', path: path(id), headers: {} }, dataset.defaultVendorId);
  const headers = Object.fromEntries(Object.entries(answer.headers).map(([name, value]) => [name.toLowerCase(), String(value)]));
  const given = exchange({ status: answer.status, body: answer.body, contentType: null, headers, url: `http://127.0.0.1${path(id)}` });
  expectAllPassed(judge, { exchange: given, requestedId: id });
}

describe.each(stacks)('%s: no false alarm', (_stack, respond) => {
  describe.each(operations)('$name', ({ path, judges, fixture }) => {
    it('answers every fixed edge form and example malformed id conformingly', () => {
      for (const { of } of FIXED_EDGE_FORMS) judgeQuietly(respond, path, judges.edgeId, of(fixture));
      for (const id of [...MALFORMED_IDS, ...MALFORMED_FIXED]) judgeQuietly(respond, path, judges.malformed, id);
    });

    it('answers every generated edge form conformingly', () => {
      fc.assert(fc.property(edgeFormArbitrary({ ids: [fixture] }), ({ id }) => judgeQuietly(respond, path, judges.edgeId, id)));
    });

    it('answers every generated malformed id with 400', () => {
      fc.assert(
        fc.property(malformedIdArbitrary(), (id) => judgeQuietly(respond, path, judges.malformed, id)),
        { numRuns: 300 },
      );
    });
  });
});
