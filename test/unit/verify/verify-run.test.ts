// verifyRun in this process, on the report files of one real run of the embedded reference (its suites in the
// suites' thread, as built): the run verifies as rendered and as written to a folder; each file edited,
// missing or of another kind is named as the reason it does not follow, or cannot be verified.
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/config/resolve.js';
import { toolName, toolVersion } from '../../../src/package-info.js';
import { renderReports, writeReports } from '../../../src/report/write-reports.js';
import type { RunRecord } from '../../../src/report/run-record.js';
import { endKeptThread } from '../../../src/runner/kept-thread.js';
import { runConformance } from '../../../src/runner/run.js';
import type { ConformanceReport } from '../../../src/types/report.js';
import { verifyRun } from '../../../src/verify/verify-run.js';
import { startReferenceServer } from '../../../src/reference/index.js';

const DIR = 'reports/verified';
let record: RunRecord;
/** The run's report files as it renders them. */
let files: Map<string, string>;

beforeAll(async () => {
  const options = resolveOptions({ seed: 7, suites: ['coupon'], numRuns: 3 }, {});
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const { report, exchanges, unanswered, notSent } = await runConformance(options, discard);
  record = { report, exchanges, unanswered, ...(notSent ? { notSent } : {}) };
  files = new Map([...renderReports(record)].flatMap(([name, file]) => ('text' in file ? [[name, file.text]] : [])));
}, 60_000);

afterAll(endKeptThread);

type Json = Record<string, unknown>;
/** The run's files, `edits` applied: a string replaces a file's text, undefined takes it away. */
const readOf =
  (edits: Record<string, string | undefined> = {}) =>
  async (name: string) =>
    name in edits ? edits[name] : files.get(name);
/** conformance.json, `edit` applied to its parsed document. */
const editedReport = (edit: (report: Json & ConformanceReport) => void) => {
  const report = JSON.parse(files.get('conformance.json')!) as Json & ConformanceReport;
  edit(report);
  return JSON.stringify(report);
};
const verify = (edits?: Record<string, string | undefined>, asRecorded?: boolean) =>
  verifyRun(DIR, asRecorded === undefined ? {} : { asRecorded }, readOf(edits));
const entriesOf = (har: string) => (JSON.parse(har) as { log: { entries: Json[] } }).log.entries;

describe('verifyRun', () => {
  it('verifies the run as rendered: what the report says of itself, the exchanges judged again, this version', async () => {
    const verification = await verify();
    expect(verification).toEqual({
      dir: DIR,
      outcome: 'verified',
      judgedBy: toolVersion,
      report: { target: record.report.target.baseUrl, toolVersion, verdict: 'conformant' },
      exchanges: entriesOf(files.get('exchanges.har')!).length,
      changedFiles: [],
      differences: [],
      problems: [],
    });
    expect(verification.exchanges).toBe(record.exchanges.length);
    expect((await verify({}, true)).outcome).toBe('verified');
  });

  it('verifies the run as written to a folder, and cannot read a file that is a folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'sac-verify-run-'));
    try {
      const written = join(root, 'written');
      await writeReports(record, written);
      expect((await verifyRun(written)).outcome).toBe('verified');
      const empty = join(root, 'empty');
      await mkdir(join(empty, 'conformance.json'), { recursive: true });
      const verification = await verifyRun(empty);
      expect(verification.outcome).toBe('cannot verify');
      expect(verification.problems).toEqual(['cannot read conformance.json: is a directory']);
      expect((await verifyRun(join(root, 'none'))).problems).toEqual(['cannot read conformance.json: no such file']);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('names a result edited after the run, and the verdict edited with it: it does not follow', async () => {
    const text = editedReport((report) => {
      report.results[0]!.status = 'failed';
      report.summary.verdict = 'non-conformant';
    });
    const verification = await verify({ 'conformance.json': text });
    expect(verification.outcome).toBe('does not follow');
    expect(verification.changedFiles).toEqual([]);
    expect(verification.differences.map((difference) => difference.rule)).toEqual([record.report.results[0]!.rule, 'verdict']);
  });

  it('names a report file changed since the run as changed', async () => {
    const verification = await verify({ 'junit.xml': `${files.get('junit.xml')!}\n` });
    expect(verification).toMatchObject({ outcome: 'does not follow', changedFiles: ['junit.xml'], differences: [] });
  });

  // Thunks: the run's files are there only once the tests run.
  it.each<[string, () => Record<string, string>, string | RegExp]>([
    ['conformance.json is not JSON', () => ({ 'conformance.json': '{' }), /^cannot read conformance\.json: .+/],
    [
      'conformance.json is of another tool',
      () => ({ 'conformance.json': JSON.stringify({ tool: { name: 'dredd' } }) }),
      `conformance.json is not a report of ${toolName} (its tool: "dredd")`,
    ],
    [
      'conformance.json names no tool',
      () => ({ 'conformance.json': 'null' }),
      `conformance.json is not a report of ${toolName} (its tool: null)`,
    ],
    [
      'conformance.json is no conformance report',
      () => ({ 'conformance.json': editedReport((report) => delete (report as Partial<ConformanceReport>).summary) }),
      /^conformance\.json is not a conformance report: \/ must have required property 'summary'$/,
    ],
    ['exchanges.har is not JSON', () => ({ 'exchanges.har': 'not json' }), /^exchanges\.har: Unexpected token .+/],
    ['exchanges.har is no HAR', () => ({ 'exchanges.har': '{}' }), 'exchanges.har: not a HAR file: no "log" object at the top level'],
  ])('cannot verify when %s, saying why', async (_case, edits, problem) => {
    const edited = edits();
    const verification = await verify(edited);
    expect(verification.outcome).toBe('cannot verify');
    // conformance.json holds the digests of the others: a file edited besides it is named changed, too.
    expect(verification.changedFiles).toEqual(Object.keys(edited).filter((name) => name !== 'conformance.json'));
    expect(verification.problems).toEqual([typeof problem === 'string' ? problem : expect.stringMatching(problem)]);
  });

  it('cannot verify without exchanges.har, naming it missing and saying there is nothing to judge', async () => {
    const verification = await verify({ 'exchanges.har': undefined });
    expect(verification.problems).toEqual([
      'exchanges.har is missing: the run wrote it (conformance.json has its digest)',
      'exchanges.har is missing: there are no answers to judge again',
    ]);
    expect(verification.exchanges).toBeUndefined();
  });

  it('names another file missing, and still judges the answers again', async () => {
    const verification = await verify({ 'report.html': undefined });
    expect(verification.problems).toEqual(['report.html is missing: the run wrote it (conformance.json has its digest)']);
    expect(verification.outcome).toBe('cannot verify');
    expect(verification.exchanges).toBe(record.exchanges.length);
    expect(verification.differences).toEqual([]);
  });

  it('cannot verify an entry without the test that sent it, nor a recording that lost a request', async () => {
    const har = JSON.parse(files.get('exchanges.har')!) as { log: { entries: Json[] } };
    delete har.log.entries[1]!['_sentBy'];
    delete har.log.entries[2]!['_sentBy'];
    const unnamed = await verify({ 'exchanges.har': JSON.stringify(har) });
    const noSentBy = (index: number) =>
      `exchanges.har entry ${index}: no _sentBy (the test that sent it): not a run's recording, or edited`;
    expect(unnamed.problems).toEqual([`exchanges.har: ${noSentBy(1)}; ${noSentBy(2)}`]);
    expect(unnamed.exchanges).toBe(record.exchanges.length);
    // The last answer of two tests dropped: each test names its request the recording does not hold.
    const dropped = JSON.parse(files.get('exchanges.har')!) as { log: { entries: Json[] } };
    const testOf = (entry: Json) => (entry['_sentBy'] as { test: string }).test;
    const lastOf = (test: string) => dropped.log.entries.findLastIndex((entry) => testOf(entry) === test);
    const [one, two] = [...new Set(dropped.log.entries.map(testOf))];
    const gone = [lastOf(one!), lastOf(two!)].map((index) => dropped.log.entries[index]!);
    dropped.log.entries = dropped.log.entries.filter((entry) => !gone.includes(entry));
    const lost = await verify({ 'exchanges.har': JSON.stringify(dropped) });
    expect(lost.outcome).toBe('cannot verify');
    const [problem] = lost.problems;
    expect(problem).toMatch(
      /^exchanges\.har lost what the run sent, or is of another plan: test ".+ of its requests; test ".+ of its requests$/,
    );
    expect(problem).not.toContain('\n');
    for (const test of [one!, two!]) expect(problem).toContain(`test "${test}" sends GET`);
  });

  it('--as-recorded cannot verify a run of another version, naming the version that can', async () => {
    const text = editedReport((report) => (report.tool.version = '0.0.1'));
    const verification = await verify({ 'conformance.json': text }, true);
    expect(verification.report?.toolVersion).toBe('0.0.1');
    expect(verification.problems).toEqual([
      `--as-recorded: the run was recorded by ${toolName} 0.0.1, whose rules this version (${toolVersion}) does not have: ` +
        `verify it with that version (npx ${toolName}@0.0.1 verify ${DIR})`,
    ]);
    expect((await verify({ 'conformance.json': text })).outcome).toBe('verified');
  });

  it('cannot verify a report without its reproduction: of traffic, or of a version before verify', async () => {
    const traffic = editedReport((report) => delete (report as Partial<ConformanceReport>).reproduction);
    expect((await verify({ 'conformance.json': traffic })).problems).toEqual([
      'a report of traffic (proxy, validate --har): no plan of requests to judge again; verify checks the reports of run',
    ]);
    const older = editedReport((report) => {
      delete (report as Partial<ConformanceReport>).reproduction;
      report.tool.version = '0.0.1';
    });
    expect((await verify({ 'conformance.json': older })).problems).toEqual([
      'written by 0.0.1 without what judging it again needs (its options, the digests of its files): run it again with this version',
    ]);
  });

  it('cannot verify an interrupted run, nor one of suites this version does not have', async () => {
    const interrupted = editedReport((report) => (report.summary.interrupted = true));
    expect((await verify({ 'conformance.json': interrupted })).problems).toEqual([
      'the run was interrupted: its tests were cut short where it stopped, which no recording replays',
    ]);
    const unknown = editedReport((report) => report.reproduction!.options.suites.push('orders', 'returns'));
    expect((await verify({ 'conformance.json': unknown })).problems).toEqual([
      'the run judged suites this version does not have: orders, returns',
    ]);
  });

  it("lets an error that is not the reports' own through", async () => {
    const broken = new Error('the disk went away');
    await expect(verifyRun(DIR, {}, () => Promise.reject(broken))).rejects.toBe(broken);
  });
});

describe('verifyRun of a run with expected failures', () => {
  it("judges again against the run's own expected failures, as it read them: the failure stays expected", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sac-verify-expected-'));
    try {
      const file = join(dir, 'expected.yaml');
      await writeFile(file, '- rule: coupon.policy.daily-limit.maximum\n  reason: the daily limit of 10,000 is known\n');
      const options = resolveOptions(
        { seed: 7, suites: ['coupon'], numRuns: 3, headers: ['Prefer: fault=coupon-daily-10000'], expectedFailures: file },
        {},
      );
      const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
      const { report, exchanges, unanswered } = await runConformance(options, discard);
      const expected = report.results.find((result) => result.rule === 'coupon.policy.daily-limit.maximum');
      expect(expected).toMatchObject({ status: 'failed', expectedFailure: { reason: 'the daily limit of 10,000 is known' } });
      await rm(file);
      const rendered = renderReports({ report, exchanges, unanswered });
      const read = async (name: string) => {
        const file = rendered.get(name);
        return file && 'text' in file ? file.text : undefined;
      };
      expect(await verifyRun(DIR, {}, read)).toMatchObject({ outcome: 'verified', differences: [] });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('verifyRun of a target elsewhere', () => {
  it('cannot verify a recording without its reachability probe, naming it: nothing is sent in its place', async () => {
    const reference = await startReferenceServer();
    try {
      const options = resolveOptions({ seed: 7, suites: ['categories'], numRuns: 3, baseUrl: reference.baseUrl }, {});
      const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
      const { report, exchanges, unanswered } = await runConformance(options, discard);
      expect(exchanges[0]!.sentBy?.test).toBe('reachability probe');
      const rendered = renderReports({ report, exchanges, unanswered });
      const textOf = (name: string) => {
        const file = rendered.get(name);
        return file && 'text' in file ? file.text : undefined;
      };
      expect((await verifyRun(DIR, {}, async (name) => textOf(name))).outcome).toBe('verified');
      const har = JSON.parse(textOf('exchanges.har')!) as { log: { entries: Json[] } };
      har.log.entries.shift();
      const withoutProbe = JSON.stringify(har);
      const verification = await verifyRun(DIR, {}, async (name) => (name === 'exchanges.har' ? withoutProbe : textOf(name)));
      expect(verification.outcome).toBe('cannot verify');
      expect(verification.problems).toEqual([
        'exchanges.har lost what the run sent, or is of another plan: ' +
          'test "reachability probe" sends GET / as its request 1; the recording holds 0 of its requests',
      ]);
    } finally {
      await reference.close();
    }
  });
});
