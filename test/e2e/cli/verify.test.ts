// `verify`: a report whose verdict follows from its recording is verified; each way of forging one (a
// result, the verdict, an answer, a dropped exchange, a file of another run) is named, with exit 1; what
// cannot be judged again (a file missing, another tool's report) is exit 2.
import { createHash } from 'node:crypto';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConformanceReport } from '../../../src/types/report.js';
import { describeRun, runCli } from '../../support/cli/run-cli.js';

let root: string;
/** A conformant run of the embedded reference, a non-conformant one (its coupons' daily limit 10,000), and another conformant run. */
const runs = { conformant: '', failing: '', other: '' };
let copies = 0;
let verifiedOutput = '';
/** What `run --verify` printed for the conformant run. */
let conformantOutput = '';

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sac-verify-'));
  const run = async (name: keyof typeof runs, ...args: string[]) => {
    runs[name] = join(root, name);
    const result = await runCli(['run', '--report-dir', runs[name], '--num-runs', '5', ...args]);
    expect(result.code, describeRun(result)).toBe(name === 'failing' ? 1 : 0);
    verifiedOutput = result.stdout;
  };
  await run('conformant', '--seed', '7', '--verify');
  conformantOutput = verifiedOutput;
  await run('failing', '--seed', '7', '--suite', 'coupon', '--header', 'Prefer: fault=coupon-daily-10000');
  await run('other', '--seed', '8');
}, 120_000);

afterAll(() => rm(root, { recursive: true, force: true }));

/** A copy of a run's reports, `forge` applied to one of its files. */
async function forged(run: string, file: string, forge: (text: string) => string): Promise<string> {
  const dir = join(root, `copy-${(copies += 1)}`);
  await cp(run, dir, { recursive: true });
  const path = join(dir, file);
  await writeFile(path, forge(await readFile(path, 'utf8')));
  return dir;
}

const json =
  <T>(edit: (value: T) => void) =>
  (text: string) => {
    const value = JSON.parse(text) as T;
    edit(value);
    return `${JSON.stringify(value, null, 2)}\n`;
  };
type Har = { log: { entries: { request: { url: string }; response: { content: { text?: string } } }[] } };

describe('run --verify', () => {
  it('verifies the reports before writing them, and they say so: conformance.json, report.html (with the digest), badge.json', async () => {
    expect(conformantOutput).toMatch(/\nverified: the verdict \(conformant\) of .+ follows from the \d+ recorded exchanges\n$/);
    const har = await readFile(join(runs.conformant, 'exchanges.har'), 'utf8');
    const report = JSON.parse(await readFile(join(runs.conformant, 'conformance.json'), 'utf8')) as ConformanceReport;
    const entries = (JSON.parse(har) as Har).log.entries.length;
    expect(report.verification).toEqual({
      verified: true,
      exchanges: entries,
      exchangesSha256: createHash('sha256').update(har).digest('hex'),
    });
    const html = await readFile(join(runs.conformant, 'report.html'), 'utf8');
    expect(html).toContain(`the verdict follows from the ${entries} recorded exchanges`);
    expect(html).toContain(report.verification!.exchangesSha256);
    expect(JSON.parse(await readFile(join(runs.conformant, 'badge.json'), 'utf8')).message).toMatch(/^\d+\/\d+ MUST, verified$/);
    // What they say is covered by the digests: the folder verifies as written.
    expect((await runCli(['verify', runs.conformant])).code).toBe(0);
  });
});

describe('verify', () => {
  it('verifies a run whose verdict follows from its exchanges, conformant or not', async () => {
    for (const [dir, verdict] of [
      [runs.conformant, 'conformant'],
      [runs.failing, 'non-conformant'],
    ] as const) {
      const result = await runCli(['verify', dir]);
      expect(result.code, describeRun(result)).toBe(0);
      expect(result.stdout).toMatch(
        new RegExp(`^verified: the verdict \\(${verdict}\\) of .+ follows from the \\d+ recorded exchanges\\n$`),
      );
    }
  });

  it('names a failed result set to passed, and the verdict edited with it', async () => {
    const dir = await forged(
      runs.failing,
      'conformance.json',
      json<ConformanceReport>((report) => {
        const failed = report.results.find((result) => result.rule === 'coupon.policy.daily-limit.maximum')!;
        Object.assign(failed, { status: 'passed', message: 'held on 5 answers' });
        delete failed.evidence;
        Object.assign(report.summary, { verdict: 'conformant', failed: 0 });
        delete report.summary.reason;
      }),
    );
    const result = await runCli(['verify', dir]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stdout).toMatch(/^not verified: the verdict of .+ does not follow from its recording$/m);
    expect(result.stdout).toMatch(
      /^ {2}coupon\.policy\.daily-limit\.maximum: recorded passed .*; the recorded answers give failed .*maximumPerDaily.*10000/m,
    );
    expect(result.stdout).toMatch(/^ {2}verdict: recorded conformant; the recorded answers give non-conformant/m);
  });

  it("names an answer edited after the run (a coupon's maximumPerDaily made 10,000), and exchanges.har as changed", async () => {
    const dir = await forged(
      runs.conformant,
      'exchanges.har',
      json<Har>((har) => {
        const coupon = har.log.entries.find((entry) => entry.response.content.text?.includes('"maximumPerDaily"'))!;
        coupon.response.content.text = coupon.response.content.text!.replace(/"maximumPerDaily":\s*\d+/, '"maximumPerDaily": 10000');
      }),
    );
    const result = await runCli(['verify', dir]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stdout).toMatch(/^ {2}exchanges\.har: changed since the run wrote it/m);
    expect(result.stdout).toMatch(/^ {2}coupon\.policy\.daily-limit\.maximum: recorded passed .*; the recorded answers give failed/m);
  });

  it('names an exchange dropped from the recording: the request its test sent is not there', async () => {
    const dir = await forged(
      runs.conformant,
      'exchanges.har',
      json<Har>((har) => {
        const at = har.log.entries.findIndex((entry) => entry.request.url.includes('/coupons/'));
        har.log.entries.splice(at, 1);
      }),
    );
    const result = await runCli(['verify', dir]);
    expect(result.code, describeRun(result)).toBe(2);
    expect(result.stdout).toMatch(/^cannot verify /m);
    expect(result.stdout).toMatch(
      /exchanges\.har lost what the run sent, or is of another plan: test ".+" sends GET \S+ as its request 1; the recording holds 0 of its requests/,
    );
    expect(result.stdout).toMatch(/^ {2}exchanges\.har: changed since the run wrote it/m);
  });

  it('names a report file taken from another run: its digest is not the one conformance.json records', async () => {
    const dir = await forged(runs.conformant, 'junit.xml', () => '');
    await cp(join(runs.other, 'junit.xml'), join(dir, 'junit.xml'));
    const result = await runCli(['verify', dir]);
    expect(result.code, describeRun(result)).toBe(1);
    expect(result.stdout).toMatch(/^ {2}junit\.xml: changed since the run wrote it, or another run’s/m);
    expect(result.stdout).not.toMatch(/exchanges\.har: changed/);
  });

  it('cannot verify without exchanges.har, nor a report of another tool: exit 2, saying why', async () => {
    const noHar = await forged(runs.conformant, 'exchanges.har', () => '');
    await rm(join(noHar, 'exchanges.har'));
    const otherTool = await forged(
      runs.conformant,
      'conformance.json',
      json<ConformanceReport>((report) => (report.tool.name = 'dredd')),
    );
    const missing = await runCli(['verify', noHar]);
    expect(missing.code, describeRun(missing)).toBe(2);
    expect(missing.stdout).toMatch(/^ {2}exchanges\.har is missing: the run wrote it/m);
    const foreign = await runCli(['verify', otherTool]);
    expect(foreign.code, describeRun(foreign)).toBe(2);
    expect(foreign.stdout).toMatch(/conformance\.json is not a report of seller-api-conformance \(its tool: "dredd"\)/);
  });

  describe('a report recorded by another version', () => {
    const byOlder = (edit: (report: ConformanceReport) => void = () => {}) =>
      json<ConformanceReport>((report) => {
        report.tool.version = '0.0.9';
        edit(report);
      });

    it("is verified under this version's rules when nothing would change, saying which version recorded it", async () => {
      const result = await runCli(['verify', await forged(runs.failing, 'conformance.json', byOlder())]);
      expect(result.code, describeRun(result)).toBe(0);
      expect(result.stdout).toMatch(
        /^verified under \d+\.\d+\.\d+: the verdict \(non-conformant\) of .+, recorded by 0\.0\.9, follows from/,
      );
    });

    it('says what would change under these rules, as a change of the rules, not a forgery', async () => {
      const olderRules = byOlder((report) => {
        const result = report.results.find((r) => r.rule === 'coupon.policy.daily-limit.maximum')!;
        Object.assign(result, { status: 'passed', message: 'held on 5 answers' });
        delete result.evidence;
        Object.assign(report.summary, { verdict: 'conformant', failed: 0 });
        delete report.summary.reason;
      });
      const result = await runCli(['verify', await forged(runs.failing, 'conformance.json', olderRules)]);
      expect(result.code, describeRun(result)).toBe(1);
      expect(result.stdout).toMatch(
        /^.+ was recorded by 0\.0\.9; under \S+ its verdict would change \(the rules changed, not the recording\)$/m,
      );
      expect(result.stdout).toMatch(
        /^ {2}under \S+, coupon\.policy\.daily-limit\.maximum would fail on \d+ recorded answer\(s\): .*10000 \(recorded: passed/m,
      );
      expect(result.stdout).not.toMatch(/not verified|changed since/);
    });

    it('--as-recorded cannot verify it with this version: exit 2, naming the version that can', async () => {
      const dir = await forged(runs.conformant, 'conformance.json', byOlder());
      const result = await runCli(['verify', '--as-recorded', dir]);
      expect(result.code, describeRun(result)).toBe(2);
      expect(result.stdout).toContain(`verify it with that version (npx seller-api-conformance@0.0.9 verify ${dir})`);
      const same = await runCli(['verify', '--as-recorded', runs.conformant]);
      expect(same.code, describeRun(same)).toBe(0);
    });
  });

  it('cannot verify a report without what judging it again needs: of traffic, or of a version before verify', async () => {
    const traffic = await forged(
      runs.conformant,
      'conformance.json',
      json<ConformanceReport>((report) => delete report.reproduction),
    );
    const result = await runCli(['verify', traffic]);
    expect(result.code, describeRun(result)).toBe(2);
    expect(result.stdout).toContain('a report of traffic (proxy, validate --har): no plan of requests to judge again');
    const older = await forged(
      runs.conformant,
      'conformance.json',
      json<ConformanceReport>((report) => {
        delete report.reproduction;
        report.tool.version = '0.0.9';
      }),
    );
    const old = await runCli(['verify', older]);
    expect(old.code, describeRun(old)).toBe(2);
    expect(old.stdout).toMatch(/written by 0\.0\.9 without what judging it again needs .*: run it again with this version/);
  });

  it('takes several report folders: one row each (target, tool version, verdict, verified, why) and the worst exit code', async () => {
    const edited = await forged(runs.other, 'summary.md', (text) => `${text}\nall good\n`);
    const result = await runCli(['verify', runs.conformant, runs.failing, edited, join(root, 'nowhere')]);
    expect(result.code, describeRun(result)).toBe(2);
    const lines = result.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^report +target +tool version +verdict +verified +why$/);
    expect(lines[1]).toMatch(/ conformant +yes +follows from \d+ exchanges$/);
    expect(lines[2]).toMatch(/ non-conformant +yes +follows from \d+ exchanges$/);
    expect(lines[3]).toMatch(/ conformant +no +summary\.md: changed since the run wrote it/);
    expect(lines[4]).toMatch(/nowhere +cannot +cannot read conformance\.json: /);
    expect(lines[5]).toBe('4 reports: 2 verified, 1 not verified, 1 could not be verified');
  });
});
