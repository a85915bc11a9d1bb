// docs/architecture.md: a documented wording is added by one edit to src/documented-wordings.ts. Here every
// documented answer gains a second wording in memory, every module that reads the wordings is loaded afresh
// with it, and an answer in that second wording is judged: every rule of its judge holds, the rules that
// read the message included.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DocumentedWording, Wording } from '../../../../src/documented-wordings.js';
import type { JUDGES as Judges } from '../../../../src/judges/index.js';
import { exchange } from '../../../support/judges/exchange.js';

const WORDINGS = '../../../../src/documented-wordings.js';
/** A second wording for each answer, and the value that follows it and the id requested where the placement needs them. */
const SECOND: Wording = { text: 'A second documented wording: ', is: 'a second wording', example: '11234***' };
/** The id each answer's request asked for: the masked number's digits agree with it, the value sent is it. */
const REQUESTED: Readonly<Record<string, string>> = { malformed: 'abc', notFound: '11234224', foreign: '258799946' };

let world: {
  wordings: Record<string, DocumentedWording>;
  helpers: typeof import('../../../../src/documented-wordings.js');
  judges: typeof Judges;
};

beforeAll(async () => {
  vi.resetModules();
  vi.doMock(WORDINGS, async (importOriginal) => {
    const original = await importOriginal<typeof import('../../../../src/documented-wordings.js')>();
    const wordings = Object.fromEntries(
      Object.entries(original.DOCUMENTED_WORDINGS).map(([name, documented]) => [
        name,
        { ...documented, wordings: [...documented.wordings, SECOND] },
      ]),
    );
    return { ...original, DOCUMENTED_WORDINGS: wordings };
  });
  try {
    world = {
      helpers: await import(WORDINGS),
      wordings: (await import(WORDINGS)).DOCUMENTED_WORDINGS,
      judges: (await import('../../../../src/judges/index.js')).JUDGES,
    };
  } finally {
    // The unit files share their worker's modules: the files after this one load the wordings as they are.
    vi.doUnmock(WORDINGS);
    vi.resetModules();
  }
});
afterAll(() => vi.resetModules());

describe('a second documented wording, added in memory', () => {
  it('is among the wordings of every documented answer', () => {
    for (const documented of Object.values(world.wordings)) expect(documented.wordings.at(-1)).toBe(SECOND);
  });

  it.each(['couponBadRequest', 'couponNotFound', 'inquiryInvalidFormat', 'inquiryNotFound', 'inquiryVendorMismatch'])(
    '%s: an answer in the second wording holds every rule of its judge',
    (name) => {
      const documented = world.wordings[name]!;
      const requestedId = REQUESTED[documented.answer]!;
      const value =
        { 'before a masked number': SECOND.example, 'before the value sent': requestedId }[documented.placement as string] ?? '';
      const body = { code: world.helpers.codeOf(documented), message: world.helpers.messageWith(documented, value, SECOND) };
      const judge = world.judges[documented.spec.operation][documented.answer]!;
      const { observations } = judge.judge({ exchange: exchange({ status: world.helpers.statusOf(documented), body }), requestedId });
      expect(observations.filter((o) => o.status !== 'passed').map((o) => `${o.rule}: ${o.message}`)).toEqual([]);
    },
  );
});
