// Predicates that give each schema error to exactly one rule, by where it points and what it says.
import type { ErrorObject } from 'ajv';
import { fieldPath } from './describe.js';

type Owns = (error: ErrorObject) => boolean;

/** Errors on a field whose JSON Pointer matches, with one of the keywords (any keyword when none given). */
export const onField =
  (path: RegExp, ...keywords: string[]): Owns =>
  (error) =>
    path.test(fieldPath(error)) && (keywords.length === 0 || keywords.includes(error.keyword));

export const withKeyword =
  (...keywords: string[]): Owns =>
  (error) =>
    keywords.includes(error.keyword);

export const anyOf =
  (...owners: Owns[]): Owns =>
  (error) =>
    owners.some((owns) => owns(error));

/** The fallback of a judge: whatever no more specific rule claimed. */
export const everything: Owns = () => true;
