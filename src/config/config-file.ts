// The config file (--config): JSON, or YAML for a .yaml/.yml file (or one that does not start with
// "{"), read into the object of options. A syntax error names the file, line and column
// (`config file sac.json:3:14: ...`) so an editor can jump there; nothing is guessed or half-read.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { jsonProblem } from './json-problem.js';
import { unreadableReason } from './unreadable.js';
import { UsageError } from './usage-error.js';
import type { TextProblem } from './yaml-problem.js';
import { yamlValue } from './yaml-value.js';

type Yaml = typeof import('yaml');

/** Loaded only for a YAML config: the parser costs about 70 ms to load, which a JSON config never pays. */
const loadYaml = (): Yaml => createRequire(import.meta.url)('yaml') as Yaml;

const isYaml = (path: string, text: string) => /\.ya?ml$/i.test(path) || (!/\.json$/i.test(path) && !text.trimStart().startsWith('{'));

function parse(path: string, text: string): { value: unknown; format: 'JSON' | 'YAML' } | { problem: TextProblem; format: string } {
  if (!isYaml(path, text)) {
    try {
      return { value: JSON.parse(text), format: 'JSON' };
    } catch (error) {
      return { problem: jsonProblem(text, error as Error), format: 'JSON' };
    }
  }
  const yaml = loadYaml();
  // The library's defaults: a key given twice is an error (uniqueKeys), and an error knows its line (prettyErrors).
  // The library's defaults: a key given twice is an error (uniqueKeys), and an error knows its line (prettyErrors).
  return { ...yamlValue(yaml.parseDocument(text), text, yaml.visit), format: 'YAML' };
}

/** The options object of a config file; a file that cannot be read or parsed is a usage error. */
export function readConfigFile(path: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`config file ${path}: ${unreadableReason(error)}`);
  }
  const parsed = parse(path, text);
  if ('problem' in parsed) {
    const { line, column, message } = parsed.problem;
    throw new UsageError(`config file ${path}:${line}:${column}: not valid ${parsed.format}: ${message}`);
  }
  const { value, format } = parsed;
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new UsageError(
      `config file ${path}: expected a ${format} object of options${format === 'YAML' ? ' ("baseUrl: ...", one per line)' : ''}`,
    );
  return value as Record<string, unknown>;
}
