// The end of every judgement that writes reports: the files, the terminal summary, the step summary and the
// annotations on GitHub Actions, run --verify's finding, and the exit code each of them leads to.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliIo } from '../../../src/cli/command.js';
import { finishReport } from '../../../src/cli/finish-report.js';
import { renderMarkdown } from '../../../src/report/render-markdown.js';
import type { RunRecord } from '../../../src/report/run-record.js';
import { targetUnreachable } from '../../../src/rules/messages.js';
import type { ConformanceReport } from '../../../src/types/report.js';
import { record } from '../../support/report/fixture.js';
import { REPORT_FILES } from '../../support/report/report-files.js';

let dir: string;
beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'sac-finish-'))));
afterEach(() => rm(dir, { recursive: true, force: true }));

function io(env: NodeJS.ProcessEnv = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  const out: string[] = [];
  const err: string[] = [];
  stdout.on('data', (chunk) => out.push(String(chunk)));
  stderr.on('data', (chunk) => err.push(String(chunk)));
  const streams: CliIo = { stdin: new PassThrough(), stdout, stderr, env };
  return { streams, out: () => out.join(''), err: () => err.join('') };
}

const conformant: RunRecord = {
  ...record,
  report: { ...record.report, summary: { ...record.report.summary, verdict: 'conformant', failed: 0 } },
};
const withReport = (report: Partial<ConformanceReport>): RunRecord => ({ ...record, report: { ...record.report, ...report } });

describe('finishReport', () => {
  it('without a report folder writes nothing, says so, and exits as the verdict says', async () => {
    const terminal = io();
    expect(await finishReport(record, undefined, terminal.streams)).toBe(1);
    expect(terminal.out()).toContain('none written (--report-dir DIR writes all six)');
    expect(await finishReport(conformant, undefined, io().streams)).toBe(0);
  });

  it('writes the six files, names them in the summary, and exits as the verdict says', async () => {
    const terminal = io();
    expect(await finishReport(conformant, dir, terminal.streams)).toBe(0);
    expect((await readdir(dir)).sort()).toEqual(REPORT_FILES);
    expect(terminal.out()).toContain(join(dir, 'conformance.json'));
    expect(terminal.err()).toBe('');
  });

  it('a file that cannot be written: a line on stderr naming it and why, and exit 2 whatever the verdict', async () => {
    await writeFile(join(dir, 'blocker'), '');
    const terminal = io();
    expect(await finishReport(conformant, join(dir, 'blocker'), terminal.streams)).toBe(2);
    expect(terminal.err()).toMatch(/^seller-api-conformance: could not write conformance\.json in .*blocker: /m);
  });

  describe('on GitHub Actions', () => {
    it('appends summary.md to $GITHUB_STEP_SUMMARY and says so; only with stepSummary', async () => {
      const path = join(dir, 'step-summary.md');
      await writeFile(path, 'before\n');
      const terminal = io({ GITHUB_STEP_SUMMARY: path });
      await finishReport(record, dir, terminal.streams, { stepSummary: true });
      expect(await readFile(path, 'utf8')).toBe(`before\n\n${renderMarkdown(record, { reportDir: dir })}`);
      expect(terminal.out()).toContain(`summary: appended to $GITHUB_STEP_SUMMARY (${path})\n`);
      const without = io({ GITHUB_STEP_SUMMARY: path });
      await finishReport(record, dir, without.streams);
      expect(without.out()).not.toContain('summary: appended');
    });

    it('adds what to change under the summary of a target that did not answer', async () => {
      const path = join(dir, 'step-summary.md');
      const unreachable = record.report.results.map((result) => ({
        ...result,
        status: 'error' as const,
        message: targetUnreachable('connection refused'),
      }));
      await finishReport(withReport({ results: unreachable }), dir, io({ GITHUB_STEP_SUMMARY: path }).streams, { stepSummary: true });
      expect(await readFile(path, 'utf8')).toMatch(/\n\n\*\*What to change:\*\* the target did not answer \(connection refused\)\. .+\n$/);
    });

    it('a step summary that cannot be appended to: a line on stderr, the same exit code', async () => {
      const terminal = io({ GITHUB_STEP_SUMMARY: join(dir, 'missing-folder', 'summary.md') });
      expect(await finishReport(record, dir, terminal.streams, { stepSummary: true })).toBe(1);
      expect(terminal.err()).toMatch(/^summary: could not append to \$GITHUB_STEP_SUMMARY \(.*missing-folder.*\): /m);
    });

    it('annotates each new failure when GITHUB_ACTIONS is "true", and not otherwise', async () => {
      const annotated = io({ GITHUB_ACTIONS: 'true' });
      await finishReport(record, dir, annotated.streams, { stepSummary: true });
      expect(annotated.out()).toMatch(/^::error title=coupon\.policy\.discount-type \(MUST\)::/m);
      for (const env of [{ GITHUB_ACTIONS: 'false' }, {}]) {
        const plain = io(env);
        await finishReport(record, dir, plain.streams, { stepSummary: true });
        expect(plain.out()).not.toContain('::error');
      }
    });
  });

  describe('verify', () => {
    it('a report whose verdict cannot be judged again (no plan recorded): says why after the summary, and exits 2', async () => {
      const terminal = io();
      expect(await finishReport(conformant, dir, terminal.streams, { verify: true })).toBe(2);
      expect(terminal.out()).toMatch(/\ncannot verify .+\n {2}a report of traffic \(proxy, validate --har\)/);
      // Written as they were: no verification in them.
      expect(JSON.parse(await readFile(join(dir, 'conformance.json'), 'utf8')).verification).toBeUndefined();
    });

    it('an interrupted run is not judged again: one line says so, the exit code is the run’s', async () => {
      const interrupted = withReport({ summary: { ...conformant.report.summary, interrupted: true } });
      const terminal = io();
      expect(await finishReport(interrupted, dir, terminal.streams, { verify: true })).toBe(0);
      expect(terminal.out()).toContain('verify: not run: an interrupted run cannot be judged again (its tests were cut short)\n');
    });
  });
});
