// Writes every report file of a run; returns their paths. Each file is a pure renderer of the run.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Exchange } from '../http/types.js';
import type { ConformanceReport } from '../types/report.js';
import { renderHar } from './render-har.js';
import { renderHtml } from './render-html.js';
import { renderBadge } from './render-badge.js';
import { renderJson } from './render-json.js';
import { renderJunit } from './render-junit.js';
import { renderMarkdown } from './render-markdown.js';
import type { UnansweredRequest } from './test-meta.js';

/** What the renderers see: the report, and for those that need them, the exchanges behind it. */
export interface RunRecord {
  report: ConformanceReport;
  exchanges: readonly Exchange[];
  unanswered: readonly UnansweredRequest[];
}

export interface ReportFile {
  name: string;
  render(record: RunRecord): string;
}

export const REPORT_FILES: readonly ReportFile[] = [
  { name: 'conformance.json', render: ({ report }) => renderJson(report) },
  { name: 'junit.xml', render: ({ report }) => renderJunit(report) },
  { name: 'badge.json', render: ({ report }) => renderBadge(report) },
  { name: 'report.html', render: renderHtml },
  { name: 'summary.md', render: (record) => renderMarkdown(record) },
  { name: 'exchanges.har', render: renderHar },
];

export async function writeReports(record: RunRecord, reportDir: string): Promise<string[]> {
  const dir = resolve(reportDir);
  await mkdir(dir, { recursive: true });
  const files = REPORT_FILES.map((file) => [join(dir, file.name), file.render(record)] as const);
  await Promise.all(files.map(([path, content]) => writeFile(path, content)));
  return files.map(([path]) => path);
}
