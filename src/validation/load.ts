// Reads schemas/*.schema.json, the single source of every shape the harness checks.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../package-info.js';

export type JsonSchema = Record<string, unknown>;

export const schemasDir = join(packageRoot, 'schemas');

/** Every schema by file name without `.schema.json`, e.g. `coupon`, `display-category`. */
export const schemaFiles: ReadonlyMap<string, JsonSchema> = new Map(
  readdirSync(schemasDir)
    .filter((file) => file.endsWith('.schema.json'))
    .sort()
    .map((file) => [file.replace('.schema.json', ''), JSON.parse(readFileSync(join(schemasDir, file), 'utf8')) as JsonSchema]),
);

export function schemaNamed(name: string): JsonSchema {
  const schema = schemaFiles.get(name);
  if (!schema) throw new Error(`no schema ${name}.schema.json in ${schemasDir}`);
  return schema;
}
