// conformance.json of earlier versions, as the current version says the same things, so that compare
// and baseline read a report whatever version wrote it. Rule ids never change meaning: what a field of
// an earlier version held, the current one holds under its own name.
import { ruleById } from '../rules/catalogue/index.js';
import { REPORT_VERSION } from './build-report.js';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** `name` renamed `to`, in the same place among the other fields (a report reads as it was written). */
function renamed(object: Json, name: string, to: string, value: (old: unknown) => unknown = (old) => old): Json {
  if (!(name in object)) return object;
  return Object.fromEntries(Object.entries(object).map(([key, old]) => (key === name ? [to, value(old)] : [key, old])));
}

/**
 * A result of version 1 or 2: severity in lower case, checks, expected (a failure expected), evidence.errors;
 * before version 1 was final, section.
 */
function resultOfVersion3(result: unknown): unknown {
  if (!isObject(result)) return result;
  let upgraded = renamed(result, 'severity', 'level', (severity) => (typeof severity === 'string' ? severity.toUpperCase() : severity));
  upgraded = renamed(upgraded, 'checks', 'answersJudged');
  upgraded = renamed(upgraded, 'expected', 'expectedFailure');
  if (isObject(upgraded['evidence'])) upgraded = { ...upgraded, evidence: renamed(upgraded['evidence'], 'errors', 'violations') };
  // Written before rules cited their sources as links: the catalogue supplies them.
  const rule = ruleById.get(String(upgraded['rule']));
  if (rule && upgraded['sources'] === undefined && typeof upgraded['section'] === 'string') {
    const { section: _legacy, ...rest } = upgraded;
    upgraded = { ...rest, sources: [...rule.sources] };
  }
  return upgraded;
}

/** A report of any version as the current version writes it; anything else as it is (the schema then says what is wrong). */
export function asCurrentVersion(document: unknown): unknown {
  if (!isObject(document) || document['reportVersion'] === REPORT_VERSION) return document;
  const results = Array.isArray(document['results']) ? document['results'].map(resultOfVersion3) : document['results'];
  const upgraded = renamed({ ...document, results }, 'observations', 'facts');
  return 'reportVersion' in upgraded ? { ...upgraded, reportVersion: REPORT_VERSION } : upgraded;
}
