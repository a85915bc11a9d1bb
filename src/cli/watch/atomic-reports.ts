// The reports of each run of a watch session, written so that whoever reads the report folder meanwhile (a
// browser on report.html, a script on conformance.json) never sees a file half written nor, but for the
// moment the renames take, a set of two runs. Every file is first written whole under a hidden temporary
// name beside its place; only when all six are, each is renamed over the last run's (a rename is atomic),
// conformance.json last: once it is the new run's, so are the other five. If one cannot be written, none is
// renamed: the folder keeps the last run's whole set.
import { rename, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { makeFolder } from '../../report/make-folder.js';
import { reasonOf } from '../../report/report-folder.js';
import { renderReports, REPORT_FILES, type ReportFile, type WrittenReports } from '../../report/write-reports.js';
import type { RunRecord } from '../../report/run-record.js';

/** conformance.json, the file readers watch, comes last. */
const lastIsConformance = (files: readonly ReportFile[]) =>
  [...files].sort((a, b) => Number(a.name === 'conformance.json') - Number(b.name === 'conformance.json'));

export async function writeReportsAtomically(record: RunRecord, reportDir: string, files = REPORT_FILES): Promise<WrittenReports> {
  const dir = resolve(reportDir);
  const ordered = lastIsConformance(files);
  const temporary = (file: ReportFile) => join(dir, `.${file.name}.${process.pid}.tmp`);
  const failed: WrittenReports['failed'] = [];
  const rendered = renderReports(record, files);
  await makeFolder(dir).catch(() => undefined); // removed meanwhile: made again, or each file says why not
  await Promise.all(
    ordered.map(async (file) => {
      try {
        const text = rendered.get(file.name)!;
        if ('error' in text) throw text.error;
        await writeFile(temporary(file), text.text);
      } catch (error) {
        failed.push({ name: file.name, reason: reasonOf(error) });
      }
    }),
  );
  if (failed.length > 0) {
    await Promise.all(ordered.map((file) => rm(temporary(file), { force: true }).catch(() => undefined)));
    return { written: [], failed };
  }
  const written: string[] = [];
  for (const file of ordered) {
    try {
      await rename(temporary(file), join(dir, file.name));
      written.push(join(dir, file.name));
    } catch (error) {
      failed.push({ name: file.name, reason: reasonOf(error) });
    }
  }
  return { written: files.map((file) => join(dir, file.name)).filter((path) => written.includes(path)), failed };
}
