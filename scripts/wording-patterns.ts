// The `message` pattern of each documented error body's schema, generated from src/documented-wordings.ts
// (`npm run gen:docs`; `--check` fails while a schema disagrees). Only that one string of the schema is
// rewritten, so the rest of the file stays as it was written.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DOCUMENTED_WORDINGS, messagePatternOf } from '../src/documented-wordings.js';
import type { GeneratedFile } from './generated-file.js';

const MESSAGE_PATTERN = /("message": \{ "type": "string", "pattern": )"(?:[^"\\]|\\.)*"/;

export async function schemasWithWordings(): Promise<GeneratedFile[]> {
  return Promise.all(
    Object.values(DOCUMENTED_WORDINGS).map(async (documented) => {
      const path = fileURLToPath(new URL(`../schemas/${documented.schema}.schema.json`, import.meta.url));
      const text = await readFile(path, 'utf8');
      if (!MESSAGE_PATTERN.test(text)) throw new Error(`${path}: no "message": { "type": "string", "pattern": ... } to generate`);
      const pattern = messagePatternOf(documented);
      return { path, content: text.replace(MESSAGE_PATTERN, (_, before: string) => `${before}${JSON.stringify(pattern)}`) };
    }),
  );
}
