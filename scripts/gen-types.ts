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

const MAX_LINE = 140;

/** A doc comment's line longer than the project's limit, broken between words (prettier breaks code, not comments). */
function wrapCommentLine(line: string): string[] {
  const match = /^(\s*\* )(.*)$/.exec(line);
  if (line.length <= MAX_LINE || !match) return [line];
  const [, lead, text] = match as unknown as [string, string, string];
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    if (current && lead.length + current.length + 1 + word.length > MAX_LINE) {
      lines.push(lead + current);
      current = word;
    } else current = current ? `${current} ${word}` : word;
  }
  return [...lines, lead + current];
}

const wrapComments = (source: string) => source.split('\n').flatMap(wrapCommentLine).join('\n');

const api = await compile(await apiSchemaIndex(), 'ApiSchemas', { ...options, bannerComment: banner('schemas/*.schema.json') });
const report = await compile({ $ref: 'report.schema.json' } as JSONSchema, 'ConformanceReport', {
  ...options,
  bannerComment: banner('schemas/report.schema.json'),
});

process.exitCode = await writeOrCheck(
  [
    { path: `${root}src/types/api.ts`, content: wrapComments(api) },
    { path: `${root}src/types/report.ts`, content: wrapComments(report) },
  ],
  process.argv.includes('--check'),
);
