// Each run of a watch session replaces the report folder's set whole: all six written under temporary names
// and renamed into place, none when one cannot be written (the last run's set stays), nothing left behind.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { writeReportsAtomically } from '../../../../src/cli/watch/atomic-reports.js';
import { REPORT_FILES, type ReportFile } from '../../../../src/report/write-reports.js';
import { record } from '../../../support/report/fixture.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sac-atomic-reports-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const NAMES = REPORT_FILES.map((file) => file.name).sort();
const files = (mark: string, failing?: string): ReportFile[] =>
  REPORT_FILES.map(({ name }) => ({
    name,
    render: () => {
      if (name === failing) throw Object.assign(new Error('no space'), { code: 'ENOSPC' });
      return `${mark} ${name}`;
    },
  }));

describe('writeReportsAtomically', () => {
  it('writes the six reports of the run in place, with nothing beside them', async () => {
    const { written, failed } = await writeReportsAtomically(record, dir);
    expect(failed).toEqual([]);
    expect(written).toEqual(REPORT_FILES.map((file) => join(dir, file.name)));
    expect((await readdir(dir)).sort()).toEqual(NAMES);
    expect(JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8'))).toEqual(record.report);
  });

  it('replaces the last run’s set whole, or not at all when one file cannot be written', async () => {
    await writeReportsAtomically(record, dir, files('run 1'));
    const second = await writeReportsAtomically(record, dir, files('run 2', 'junit.xml'));
    expect(second).toEqual({ written: [], failed: [{ name: 'junit.xml', reason: 'no space left on the device' }] });
    for (const name of NAMES) expect(await readFile(join(dir, name), 'utf8')).toBe(`run 1 ${name}`);
    expect((await readdir(dir)).sort()).toEqual(NAMES);
    await writeReportsAtomically(record, dir, files('run 3'));
    for (const name of NAMES) expect(await readFile(join(dir, name), 'utf8')).toBe(`run 3 ${name}`);
  });

  it('writes over a temporary file that a session stopped at once (q twice) left behind', async () => {
    await writeReportsAtomically(record, dir, files('run 1'));
    await writeFile(join(dir, `.badge.json.${process.pid}.tmp`), 'half');
    const { failed } = await writeReportsAtomically(record, dir, files('run 2'));
    expect(failed).toEqual([]);
    expect(await readFile(join(dir, 'badge.json'), 'utf8')).toBe('run 2 badge.json');
    expect((await readdir(dir)).sort()).toEqual(NAMES);
  });
});
