// The one way a check says what it found wrong: ajv's shape (the JSON Pointer of the field, a keyword),
// plus what was expected and what was there, each worded for a person (see describe.ts).
import type { Violation } from '../types/report.js';

export type { Violation };

/** The keywords of JSON Schema a check speaks in, when what it checks is one of theirs. */
type SchemaKeyword = 'const' | 'enum' | 'type' | 'minimum' | 'maximum' | 'pattern' | 'format';

/** What a check found wrong, when no keyword of JSON Schema names it. */
type CheckKeyword =
  | 'status'
  | 'content-type'
  | 'json'
  | 'envelope'
  | 'message'
  | 'masked'
  | 'id-echo'
  | 'edge-id'
  | 'date-order'
  | 'daily-limit'
  | 'unique'
  | 'duplicate-name';

type Keyword = SchemaKeyword | CheckKeyword;

export interface Found {
  /** JSON Pointer of the field; the whole answer (or its status line) when absent. */
  at?: string;
  message: string;
  expected?: string;
  actual?: string;
}

export function violation(keyword: Keyword, { at = '', message, expected, actual }: Found): Violation {
  return {
    instancePath: at,
    keyword,
    message,
    ...(expected === undefined ? {} : { expected }),
    ...(actual === undefined ? {} : { actual }),
  };
}
