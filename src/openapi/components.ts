// schemas/*.schema.json as OpenAPI `components.schemas`, generated, never copied: each file becomes
// the component named by its title, each entry of a file's `$defs` a component of its own, and every
// `$ref` (relative to the file's `$id`) is rewritten to the component it points at. `$id` and
// `$schema` are dropped: inside the OpenAPI document a `$ref` must resolve against the document, and
// the dialect is declared once for the whole document (`jsonSchemaDialect`).
import { schemaFiles, type JsonSchema } from '../validation/load.js';

export const COMPONENTS_PREFIX = '#/components/schemas/';

/** Keywords that only annotate: a file with nothing else is a container of `$defs`, not a schema. */
const ANNOTATIONS = new Set(['$schema', '$id', '$comment', 'title', 'description', '$defs']);

interface SourceFile {
  name: string;
  id: string;
  schema: JsonSchema;
}

const filesById = new Map<string, SourceFile>(
  [...schemaFiles].map(([name, schema]) => [schema['$id'] as string, { name, id: schema['$id'] as string, schema }]),
);

const isContainer = (schema: JsonSchema) => Object.keys(schema).every((key) => ANNOTATIONS.has(key));
const defsOf = (schema: JsonSchema) => (schema['$defs'] ?? {}) as Record<string, JsonSchema>;
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The component name of a whole file (its title) or of one of its `$defs`. */
function componentName(file: SourceFile, def?: string): string {
  if (def !== undefined) return pascal(def);
  if (isContainer(file.schema)) throw new Error(`${file.name}.schema.json only holds $defs: refer to one of them, not to the file`);
  const title = file.schema['title'];
  if (typeof title !== 'string' || !/^[A-Za-z0-9._-]+$/.test(title))
    throw new Error(`${file.name}.schema.json needs a title usable as a component name, got ${JSON.stringify(title)}`);
  return title;
}

interface Target {
  file: SourceFile;
  def?: string;
  /** JSON Pointer below the file or def, '' for all of it. */
  rest: string;
}

/** What a `$ref` of `file` points at, in the schema files. */
function targetOf(ref: string, file: SourceFile): Target {
  const url = new URL(ref, file.id);
  const fragment = decodeURIComponent(url.hash.replace(/^#/, ''));
  url.hash = '';
  const target = filesById.get(url.href);
  if (!target) throw new Error(`${file.name}.schema.json: $ref ${ref} points outside schemas/`);
  if (fragment !== '' && !fragment.startsWith('/'))
    throw new Error(`${file.name}.schema.json: $ref ${ref}: anchors are not supported, use a JSON Pointer`);
  const def = /^\/\$defs\/([^/]+)(.*)$/.exec(fragment);
  return def ? { file: target, def: def[1]!, rest: def[2]! } : { file: target, rest: fragment };
}

const pointerFor = (target: Target) => `${COMPONENTS_PREFIX}${componentName(target.file, target.def)}${target.rest}`;

/** A copy of the schema with every `$ref` rewritten; `onRef` hears of every target (to collect what is used). */
function rewrite(value: unknown, file: SourceFile, onRef: (target: Target) => void): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, file, onRef));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      if (key !== '$ref' || typeof item !== 'string') return [key, rewrite(item, file, onRef)];
      const target = targetOf(item, file);
      onRef(target);
      return [key, pointerFor(target)];
    }),
  );
}

function withoutKeys(schema: JsonSchema, keys: readonly string[]): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}

/**
 * The components that the given schema files (by file name, e.g. `coupon`) need: themselves and
 * everything they refer to, transitively. Returns the component name of each root too.
 */
export function buildComponents(roots: readonly string[]): { schemas: Record<string, JsonSchema>; names: Record<string, string> } {
  const schemas: Record<string, JsonSchema> = {};
  const origins = new Map<string, string>();
  const pending: Target[] = roots.map((name) => {
    const schema = schemaFiles.get(name);
    if (!schema) throw new Error(`no schema ${name}.schema.json`);
    return { file: filesById.get(schema['$id'] as string)!, rest: '' };
  });
  for (let target = pending.pop(); target; target = pending.pop()) {
    const name = componentName(target.file, target.def);
    const origin = `${target.file.name}${target.def === undefined ? '' : `#/$defs/${target.def}`}`;
    if (origins.has(name)) {
      if (origins.get(name) !== origin) throw new Error(`component name ${name} is claimed by ${origins.get(name)} and ${origin}`);
      continue;
    }
    origins.set(name, origin);
    const source =
      target.def === undefined ? withoutKeys(target.file.schema, ['$id', '$schema', '$defs']) : defsOf(target.file.schema)[target.def];
    if (source === undefined) throw new Error(`${target.file.name}.schema.json has no $defs/${target.def}`);
    schemas[name] = rewrite(source, target.file, (next) => pending.push(next)) as JsonSchema;
  }
  const names = Object.fromEntries(roots.map((name) => [name, componentName(filesById.get(schemaFiles.get(name)!['$id'] as string)!)]));
  const sorted = Object.fromEntries(
    Object.keys(schemas)
      .sort()
      .map((name) => [name, schemas[name]!]),
  );
  return { schemas: sorted, names };
}
