// The validators generated ahead of time (schemas/standalone/) judge exactly as Ajv compiling the same
// schemas at run time, with the same options, would: the same verdict and the same errors, on the official
// samples, on every one-value change of them, and on any JSON value. gen:check keeps them current; this
// proves what they are current with is right.
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import type { ValidateFunction } from 'ajv';
import { beforeEach, describe, expect, it } from 'vitest';
import { judgeCoupon } from '../../../src/index.js';
import { buildReport } from '../../../src/report/build-report.js';
import { createAjv } from '../../../src/validation/ajv.js';
import { schemaFiles } from '../../../src/validation/load.js';
import { VALIDATOR_SCHEMAS, type ValidatorName } from '../../../src/validation/validator-schemas.js';
import { validators } from '../../../src/validation/validators.js';

const sample = (file: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/samples/${file}`, import.meta.url), 'utf8'));
const couponBody = sample('get-coupon-by-id-200-official-ko-doc.json') as object;
const categoryList = sample('display-categories-0-200-legacy-official-doc.json') as { data: unknown };
const report = JSON.parse(
  JSON.stringify(
    buildReport({
      baseUrl: 'http://127.0.0.1:1',
      embedded: false,
      startedAt: new Date('2026-01-01T00:00:00Z'),
      durationMs: 1,
      seed: 1,
      results: judgeCoupon(couponBody),
      facts: {},
      harnessFaults: [],
      requests: 1,
    }),
  ),
) as unknown;

/** What each validator is meant for: a valid document, whose changes are then tried. */
const VALID: Record<ValidatorName, unknown> = {
  coupon: couponBody,
  inquiryEnvelope: sample('get-origin-inquiry-by-id-200-official-ko-doc.json'),
  categoryListShallow: categoryList,
  categoryNodeShallow: categoryList.data,
  errorBody: { code: 'NOT_FOUND', message: 'no such coupon' },
  report,
};
const NAMES = Object.keys(VALIDATOR_SCHEMAS) as ValidatorName[];

function compiledAtRunTime(): Record<ValidatorName, ValidateFunction> {
  const ajv = createAjv();
  for (const schema of schemaFiles.values()) ajv.addSchema(schema);
  const compile = (name: ValidatorName) => {
    const schema = VALIDATOR_SCHEMAS[name]();
    return ajv.getSchema(schema['$id'] as string) ?? ajv.compile(schema);
  };
  return Object.fromEntries(NAMES.map((name) => [name, compile(name)])) as Record<ValidatorName, ValidateFunction>;
}
// Compiled for each test, not as the file loads: a mutant of the Ajv set-up (src/validation/ajv.ts) is then
// active while it compiles, and one that makes compiling throw fails the test rather than skipping the file.
let atRunTime: Record<ValidatorName, ValidateFunction>;
beforeEach(() => {
  atRunTime = compiledAtRunTime();
});

const judged = (validate: ValidateFunction, document: unknown) => ({ valid: validate(document), errors: validate.errors ?? null });
/** `generated` (the validator of schemas/standalone/ named `name`) judges `document` as Ajv at run time does. */
function expectAlike(name: ValidatorName, document: unknown, generated: ValidateFunction = validators[name]): void {
  expect(judged(generated, document), JSON.stringify(document)).toEqual(judged(atRunTime[name], document));
}

type Path = (string | number)[];

/** Every path to a value inside `document`, the root excluded. */
function pathsOf(document: unknown, prefix: Path = []): Path[] {
  if (typeof document !== 'object' || document === null) return [];
  const entries: [string | number, unknown][] = Array.isArray(document) ? document.map((v, i) => [i, v]) : Object.entries(document);
  return entries.flatMap(([key, value]) => [[...prefix, key], ...pathsOf(value, [...prefix, key])]);
}

/** `document` with the value at `path` replaced, or removed when `value` is undefined. */
function changed(document: unknown, path: Path, value: unknown): unknown {
  const copy = structuredClone(document) as Record<string | number, unknown>;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((node, key) => node[key] as Record<string | number, unknown>, copy);
  const key = path.at(-1)!;
  if (value === undefined && !Array.isArray(parent)) delete parent[key];
  else parent[key] = value === undefined ? null : value;
  return copy;
}

describe('the generated validators', () => {
  it.each(NAMES)('%s finds the document it is meant for valid, as Ajv at run time does', (name) => {
    expect(judged(validators[name], VALID[name])).toEqual({ valid: true, errors: null });
    expectAlike(name, VALID[name]);
  });

  it.each(NAMES)('%s judges every one-value change of that document as Ajv at run time does', (name) => {
    const paths = pathsOf(VALID[name]);
    expect(paths.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths),
        fc.option(fc.oneof(fc.jsonValue(), fc.constantFrom('', '2025-02-30 10:00:00', '2025-01-01T00:00:00.000000+09:00', -1, 1.5)), {
          nil: undefined,
        }),
        (path, value) => expectAlike(name, changed(VALID[name], path, value)),
      ),
      { numRuns: 300, seed: 20261124 },
    );
  });

  it.each(NAMES)('%s judges any JSON value as Ajv at run time does', (name) => {
    fc.assert(
      fc.property(fc.jsonValue(), (document) => expectAlike(name, document)),
      { numRuns: 200, seed: 20261124 },
    );
  });

  it('and a validator that judges differently is caught', () => {
    const lenient = Object.assign(() => true, { errors: null }) as unknown as ValidateFunction;
    const wrongDocument = changed(VALID.coupon, ['couponId'], 'not a number');
    expect(() => expectAlike('coupon', wrongDocument, lenient)).toThrow();
  });
});
