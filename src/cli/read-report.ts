// A conformance.json given on the command line (compare, baseline), checked against
// schemas/report.schema.json: anything else is a usage error, not a verdict.
import { readFile } from 'node:fs/promises';
import { UsageError } from '../config/usage-error.js';
import { unreadableReason } from '../config/unreadable.js';
import { catalogue } from '../rules/catalogue/index.js';
import { validators } from '../schemas/validators.js';
import type { ConformanceReport } from '../types/report.js';

/**
 * A report written before rules cited their sources as links has a `section` text instead. Rule ids
 * never change meaning, so the catalogue supplies the links, and an older baseline stays comparable.
 */
function withSources(document: unknown): unknown {
  const results = (document as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) return document;
  const upgraded = results.map((result: Record<string, unknown>) => {
    const rule = catalogue.find((r) => r.id === result['rule']);
    if (!rule || result['sources'] !== undefined || typeof result['section'] !== 'string') return result;
    const { section: _legacy, ...rest } = result;
    return { ...rest, sources: [...rule.sources] };
  });
  return { ...(document as object), results: upgraded };
}

export async function readReport(path: string, command: string): Promise<ConformanceReport> {
  let document: unknown;
  try {
    document = withSources(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    // A file that cannot be read, or JSON that does not parse (its message says where).
    throw new UsageError(`${command}: cannot read ${path}: ${unreadableReason(error)}`);
  }
  if (!validators.report(document)) {
    const [first] = validators.report.errors ?? [];
    throw new UsageError(
      `${command}: ${path} is not a conformance report (schemas/report.schema.json): ${first?.instancePath || '/'} ${first?.message ?? ''}`.trimEnd(),
    );
  }
  return document as ConformanceReport;
}
