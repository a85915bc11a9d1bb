// Generates src/types/ from schemas/ with json-schema-to-typescript. `--check` fails when they are stale.
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { GENERATED_BANNER, writeOrCheck } from './generated-file.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const schemasDir = `${root}schemas/`;
const banner = (source: string) => `/* ${GENERATED_BANNER(source, 'npm run gen:types')} */`;

/** The API resources share one file so that each type is declared once; the report has its own. */
async function apiSchemaIndex(): Promise<JSONSchema> {
  const files = (await readdir(schemasDir)).filter((f) => f.endsWith('.schema.json') && f !== 'report.schema.json');
  const properties = Object.fromEntries(files.sort().map((f) => [f.replace('.schema.json', ''), { $ref: f }]));
  return {
    title: 'ApiSchemas',
    description: 'Every schema of schemas/, by file name.',
    type: 'object',
    properties,
    additionalProperties: false,
  };
}

const options = {
  cwd: schemasDir,
  additionalProperties: false,
  unreachableDefinitions: false,
  style: { singleQuote: true, printWidth: 140, trailingComma: 'all' as const },
};

const api = await compile(await apiSchemaIndex(), 'ApiSchemas', { ...options, bannerComment: banner('schemas/*.schema.json') });
const report = await compile({ $ref: 'report.schema.json' } as JSONSchema, 'ConformanceReport', {
  ...options,
  bannerComment: banner('schemas/report.schema.json'),
});

process.exitCode = await writeOrCheck(
  [
    { path: `${root}src/types/api.ts`, content: api },
    { path: `${root}src/types/report.ts`, content: report },
  ],
  process.argv.includes('--check'),
);
