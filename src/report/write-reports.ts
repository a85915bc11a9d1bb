// Writes every report file of a run. Each file is a pure renderer of the run; one that cannot be
// written never costs the others, and conformance.json, the one CI systems read, goes first.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { makeFolder } from './make-folder.js';
import { reasonOf } from './report-folder.js';
import { renderHar } from './render-har.js';
import { renderHtml } from './render-html.js';
import { renderBadge } from './render-badge.js';
import { renderJson } from './render-json.js';
import { renderJunit } from './render-junit.js';
import { renderMarkdown } from './render-markdown.js';
import type { RunRecord } from './run-record.js';

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

export interface WrittenReports {
  /** Paths of the files written. */
  written: string[];
  /** The files that could not be written, and why (one line each). */
  failed: { name: string; reason: string }[];
}

/**
 * Every file rendered, conformance.json last: a run's report carries the digest of each other file as
 * rendered here (what `verify` checks them against).
 */
export function renderReports(record: RunRecord, files: readonly ReportFile[] = REPORT_FILES): Map<string, Rendered> {
  const isJson = (file: ReportFile) => file.name === 'conformance.json';
  const rendered = new Map(files.filter((file) => !isJson(file)).map((file) => [file.name, render(file, record)]));
  const { reproduction } = record.report;
  const digests = Object.fromEntries([...rendered].flatMap(([name, r]) => ('text' in r ? [[name, sha256(r.text)]] : [])));
  const report = reproduction ? { ...record.report, reproduction: { ...reproduction, digests } } : record.report;
  for (const json of files.filter(isJson)) rendered.set(json.name, render(json, { ...record, report }));
  return rendered;
}

/** A file's text, or why it could not be rendered (a fault of the harness: it costs that file only). */
type Rendered = { text: string } | { error: unknown };

function render(file: ReportFile, record: RunRecord): Rendered {
  try {
    return { text: file.render(record) };
  } catch (error) {
    return { error };
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function writeReports(record: RunRecord, reportDir: string): Promise<WrittenReports> {
  const dir = resolve(reportDir);
  const result: WrittenReports = { written: [], failed: [] };
  const rendered = renderReports(record);
  const write = async (file: ReportFile) => {
    const path = join(dir, file.name);
    try {
      const text = rendered.get(file.name)!;
      if ('error' in text) throw text.error;
      await writeFile(path, text.text);
      result.written.push(path);
    } catch (error) {
      result.failed.push({ name: file.name, reason: reasonOf(error) });
    }
  };
  await makeFolder(dir).catch(() => undefined); // removed during the run: make it again; if that fails, each file says so
  const [first, ...rest] = REPORT_FILES;
  await write(first!);
  await Promise.all(rest.map(write));
  result.written.sort((a, b) => REPORT_FILES.findIndex((f) => a.endsWith(f.name)) - REPORT_FILES.findIndex((f) => b.endsWith(f.name)));
  return result;
}
