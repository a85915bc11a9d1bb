// A conformance.json given on the command line (compare, baseline), of any version, checked against
// schemas/report.schema.json as the current version: anything else is a usage error, not a verdict.
import { readFile } from 'node:fs/promises';
import { UsageError } from '../config/usage-error.js';
import { unreadableReason } from '../config/unreadable.js';
import { asCurrentVersion } from '../report/report-versions.js';
import { validators } from '../validation/validators.js';
import type { ConformanceReport } from '../types/report.js';

export async function readReport(path: string, command: string): Promise<ConformanceReport> {
  let document: unknown;
  try {
    document = asCurrentVersion(JSON.parse(await readFile(path, 'utf8')));
  } catch (error) {
    // A file that cannot be read, or JSON that does not parse (its message says where).
    throw new UsageError(`${command}: cannot read ${path}: ${unreadableReason(error)}`);
  }
  if (!validators.report(document)) {
    const [first] = validators.report.errors ?? [];
    const where = `${first?.instancePath || '/'} ${first?.message ?? ''}`.trimEnd();
    throw new UsageError(`${command}: ${path} is not a conformance report (schemas/report.schema.json): ${where}`);
  }
  return document as ConformanceReport;
}
