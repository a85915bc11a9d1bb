// The cases both id-based operations share: malformed ids and edge forms by example, the three id
// properties, and (only with --probe-writes) each write method once on an id that names no resource.
import type { EdgeForm } from './id-arbitraries.js';
import type { Judge } from '../judges/judge.js';
import type { OperationSpec } from '../operations.js';
import type { Fixtures } from '../fixtures.js';
import {
  EDGE_FORMS,
  FIXED_EDGE_FORMS,
  MALFORMED_FIXED,
  MALFORMED_IDS,
  UNKNOWN_ID,
  unknownIdClasses,
  WRITE_METHODS,
} from './example-ids.js';
import type { ExampleCase, PropertyCase } from './types.js';

export interface IdOperation {
  /** The operation, its suite and its id (src/operations.ts). */
  spec: OperationSpec & { id: NonNullable<OperationSpec['id']> };
  /** Ids that exist on the target: never sent as unknown. */
  known(fixtures: Partial<Fixtures>): string[];
  /** The existing id whose edge forms are sent (so that "200 for another resource" can be seen). */
  edgeBase(fixtures: Partial<Fixtures>): string;
  judges: { lookup: Judge; malformed: Judge; edge: Judge; readOnly: Judge };
  /** What the lookup property expects of an unknown id, as its test name says it. */
  unknownAnswer: string;
  /** What the malformed cases expect, as their test names say it. */
  malformedAnswer: string;
}

export function malformedAndEdgeExamples(op: IdOperation): ExampleCase[] {
  const base = { suite: op.spec.suite, operation: op.spec.operation, kind: 'example', needs: [], method: 'GET' } as const;
  return [
    ...MALFORMED_IDS.map((id): ExampleCase => ({
      ...base,
      name: `malformed ${op.spec.id.name} ${JSON.stringify(id)} ${op.malformedAnswer}`,
      judge: op.judges.malformed,
      idClass: 'malformed',
      id: () => id,
    })),
    ...EDGE_FORMS.map(({ form, of }): ExampleCase => ({
      ...base,
      name: `${op.spec.id.name} in edge form (${form}) is refused safely`,
      judge: op.judges.edge,
      idClass: 'edge form',
      id: (f) => of(op.edgeBase(f)),
    })),
  ];
}

/** Never on an existing resource: a write that wrongly succeeded then changes nothing that matters. */
export function writeProbeExamples(op: IdOperation): ExampleCase[] {
  return WRITE_METHODS.map((method) => ({
    suite: op.spec.suite,
    operation: op.spec.operation,
    kind: 'example',
    name: `${method} on an unknown ${op.spec.resource} does not succeed`,
    judge: op.judges.readOnly,
    needs: ['probeWrites'],
    method,
    idClass: 'unknown',
    id: () => UNKNOWN_ID,
  }));
}

// The arbitraries, and fast-check with them, are loaded when a property first asks for its values: the
// example suites run first, and their first request need not wait for them (docs/performance.md).
const arbitraries = () => import('./id-arbitraries.js');

export function idProperties(op: IdOperation): PropertyCase[] {
  const article = op.spec.resource === 'inquiry' ? 'an' : 'a';
  const base = { suite: op.spec.suite, operation: op.spec.operation, kind: 'property', needs: [], method: 'GET' } as const;
  return [
    {
      ...base,
      name: `property: for every unknown ${op.spec.id.name} in 1..2^63-1, ${op.unknownAnswer}`,
      judge: op.judges.lookup,
      idClass: 'unknown',
      arbitrary: async (f) => (await arbitraries()).unknownIdArbitrary({ exclude: op.known(f) }),
      fixed: (f) => unknownIdClasses(op.known(f)),
      fixedText: 'one of each length from 1 to 19 digits, ending in each digit 0-9, 2^31, 2^53 + 1 and 2^63 - 1 among them',
      idOf: (id) => id as string,
    },
    {
      ...base,
      name: `property: for every ${op.spec.id.name} with a letter, punctuation or non-ASCII character, ${op.malformedAnswer}`,
      judge: op.judges.malformed,
      idClass: 'malformed',
      arbitrary: async () => (await arbitraries()).malformedIdArbitrary(),
      fixed: () => [...MALFORMED_FIXED],
      fixedText: 'Hangul, an emoji, a literal %41, circled and superscript digits',
      idOf: (id) => id as string,
    },
    {
      ...base,
      name: `property: for every edge form of ${article} ${op.spec.id.name}, neither a 5xx nor another ${op.spec.resource}`,
      judge: op.judges.edge,
      idClass: 'edge form',
      arbitrary: async (f) => (await arbitraries()).edgeFormArbitrary({ ids: [op.edgeBase(f)] }),
      fixed: (f) => FIXED_EDGE_FORMS.map(({ form, of }): EdgeForm => ({ form, id: of(op.edgeBase(f)) })),
      fixedText: '2^63, 2^63 + the id, 2^64-1, 2^64, the id in full-width and in Arabic-Indic digits, in hexadecimal and in digit groups',
      idOf: (value) => (value as EdgeForm).id,
    },
  ];
}
