// Writes every report file of a run; returns their paths.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { ConformanceReport } from '../types/report.js';
import { renderJson } from './render-json.js';
import { renderJunit } from './render-junit.js';

export const REPORT_FILES = { json: 'conformance.json', junit: 'junit.xml' } as const;

export async function writeReports(report: ConformanceReport, reportDir: string): Promise<string[]> {
  const dir = resolve(reportDir);
  await mkdir(dir, { recursive: true });
  const files: [string, string][] = [
    [join(dir, REPORT_FILES.json), renderJson(report)],
    [join(dir, REPORT_FILES.junit), renderJunit(report)],
  ];
  await Promise.all(files.map(([path, content]) => writeFile(path, content)));
  return files.map(([path]) => path);
}
