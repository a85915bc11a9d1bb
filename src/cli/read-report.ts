// A conformance.json given on the command line (compare, baseline), checked against
// schemas/report.schema.json: anything else is a usage error, not a verdict.
import { readFile } from 'node:fs/promises';
import { UsageError } from '../config/resolve.js';
import { validators } from '../schemas/validators.js';
import type { ConformanceReport } from '../types/report.js';

export async function readReport(path: string, command: string): Promise<ConformanceReport> {
  let document: unknown;
  try {
    document = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new UsageError(`${command}: cannot read ${path}: ${code === 'ENOENT' ? 'no such file' : message}`);
  }
  if (!validators.report(document)) {
    const [first] = validators.report.errors ?? [];
    throw new UsageError(
      `${command}: ${path} is not a conformance report (schemas/report.schema.json): ${first?.instancePath || '/'} ${first?.message ?? ''}`.trimEnd(),
    );
  }
  return document as ConformanceReport;
}
