// Reads the file of expected failures (--expected-failures): YAML or JSON (JSON is YAML), its shape
// checked by schemas/inputs/expected-failures.schema.json, every mistake a usage error naming its line.
// What the entries mean for a run (expected, stale, expired) is decided in report/expected-failures.ts.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ErrorObject } from 'ajv';
import { LineCounter, isCollection, isMap, parseDocument, visit, type Document, type Node, type Scalar } from 'yaml';
import { packageRoot } from '../package-info.js';
import { createAjv } from '../validation/ajv.js';
import { closest } from './closest.js';
import { yamlValue } from './yaml-value.js';
import { UsageError } from './usage-error.js';
import { unreadableReason } from './unreadable.js';

export interface ExpectedFailureEntry {
  /** A rule id or a glob of ids. */
  readonly rule: string;
  readonly reason: string;
  /** yyyy-MM-dd: the last day the failure is expected. */
  readonly until?: string;
  /** The requests that broke the rule when the entry was written ("GET /path"): what must be sent again before it is stale. */
  readonly inputs?: readonly string[];
  /** Line of the entry in the file, for messages. */
  readonly line: number;
}

export interface ExpectedFailures {
  readonly file: string;
  readonly entries: readonly ExpectedFailureEntry[];
  /** SHA-256 (hex) of the file's text, when read from a file: a report names the file it was judged with. */
  readonly sha256?: string;
}

const SCHEMA_PATH = join(packageRoot, 'schemas', 'inputs', 'expected-failures.schema.json');
const KEYS = ['rule', 'reason', 'until', 'inputs'];

/**
 * The node at an error's path (list indices and an entry's own keys, as the yaml library looks them up), or the
 * alias the path runs through (`inputs: *list`): the line a person finds the value on.
 */
function nodeAt(doc: Document, pointer: string): Node {
  let node = doc.contents as Node;
  for (const key of pointer.split('/').slice(1)) {
    if (!isCollection(node)) break;
    node = node.get(key, true) as Node;
  }
  return node;
}

/**
 * An unknown key's own node among its entry's keys, read as the schema saw it ("12" for 12, "" for null). A list or
 * alias as a key has no value and reads as "" too: at worst its line is named for a null key below it. Only an
 * unknown key's error names one (additionalProperty): for any other, no key matches.
 */
const keyNode = (entry: Node, name: string | undefined) =>
  isMap(entry) ? (entry.items.find(({ key }) => String((key as Scalar).value ?? '') === name)?.key as Node | undefined) : undefined;

/** Where the error is: an unknown key's own line (not its value's, which may start below it), else the value's. */
function lineOf(doc: Document, lines: LineCounter, error: ErrorObject): number {
  const node = nodeAt(doc, error.instancePath);
  const unknown = keyNode(node, (error.params as { additionalProperty?: string }).additionalProperty);
  return lines.linePos((unknown ?? node).range![0]).line;
}

/**
 * The error that tells the most first: the deepest ("the entry has no reason" says more than "not a
 * list"), and at one depth an unknown key (a misspelt "reason" explains why reason is missing).
 */
function byTelling(a: ErrorObject, b: ErrorObject): number {
  const depth = b.instancePath.split('/').length - a.instancePath.split('/').length;
  if (depth !== 0) return depth;
  return Number(b.keyword === 'additionalProperties') - Number(a.keyword === 'additionalProperties');
}

const INPUT_FORM = 'an input must be a request as baseline writes it: "GET /path"';

/** One schema violation in the words of the file's format. */
function problemOf(error: ErrorObject): string {
  const field = error.instancePath.split('/')[2];
  switch (error.keyword) {
    case 'type':
      if (field === 'inputs')
        return error.instancePath.endsWith('/inputs')
          ? 'inputs must be a list of requests as baseline writes them ("- GET /path")'
          : INPUT_FORM;
      return error.instancePath === ''
        ? 'expected a list of entries ("- rule: ...", "  reason: ...")'
        : field === undefined
          ? 'expected an entry with rule and reason'
          : `${field} must be ${field === 'until' ? 'a date, yyyy-MM-dd' : 'text'}`;
    case 'required': {
      const missing = (error.params as { missingProperty: string }).missingProperty;
      return missing === 'reason' ? 'the entry has no reason: say why the failure is expected' : 'the entry has no rule';
    }
    case 'additionalProperties': {
      const key = (error.params as { additionalProperty: string }).additionalProperty;
      const guess = closest(key, KEYS);
      return `unknown key "${key}"${guess ? ` (did you mean "${guess}"?)` : ''} (an entry has rule, reason, until and inputs)`;
    }
    case 'pattern':
      if (field === 'inputs') return INPUT_FORM;
      return field === 'reason'
        ? 'the reason is empty: say why the failure is expected'
        : 'rule must be a rule id or a glob of ids (letters, digits, . - _ * ?)';
    case 'format':
      return 'until must be a real date, yyyy-MM-dd';
    default:
      return error.message ?? error.keyword;
  }
}

export function parseExpectedFailures(text: string, file: string): ExpectedFailures {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  const read = yamlValue(doc, text, visit);
  if ('problem' in read) throw new UsageError(`${file}:${read.problem.line}: not valid YAML or JSON: ${read.problem.message}`);
  const value: unknown = doc.contents === null ? [] : read.value;
  const validate = createAjv().compile(JSON.parse(readFileSync(SCHEMA_PATH, 'utf8')) as object);
  if (!validate(value)) {
    const error = [...validate.errors!].sort(byTelling)[0]!;
    throw new UsageError(`${file}:${lineOf(doc, lines, error)}: ${problemOf(error)}`);
  }
  const entries = (value as Omit<ExpectedFailureEntry, 'line'>[]).map((entry, index) => ({
    ...entry,
    line: lines.linePos(nodeAt(doc, `/${index}`).range![0]).line,
  }));
  const seen = new Map<string, number>();
  for (const entry of entries) {
    const first = seen.get(entry.rule);
    if (first !== undefined) throw new UsageError(`${file}:${entry.line}: ${entry.rule} is listed twice (first at line ${first})`);
    seen.set(entry.rule, entry.line);
  }
  return { file, entries };
}

export function readExpectedFailures(path: string): ExpectedFailures {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new UsageError(`--expected-failures ${path}: ${unreadableReason(error)}`);
  }
  return { ...parseExpectedFailures(text, path), sha256: createHash('sha256').update(text).digest('hex') };
}
