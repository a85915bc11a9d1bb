// run --watch through the real CLI in a pseudo-terminal: a target whose behaviour the test changes between
// runs (a fault appears, is fixed, the server restarts as another process), a temporary watched folder, and
// the keys. Each later run prints only what changed, then one verdict line; the reports are the last run's.
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRun, ensureBuilt, readReport, runCli } from '../support/cli/run-cli.js';
import { nodesToTest } from '../support/node/node-24.js';
import { hasScript, inTerminal, startWatchedTarget, type Terminal, type WatchedTarget } from '../support/watch/terminal.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
/** The rules of the category list, counted from the catalogue: a rule added to it changes what a run says it passed. */
const CATEGORY_RULES = catalogue.filter((rule) => rule.operation === 'LIST_DISPLAY_CATEGORIES').length;
/** The rules a failed status gate leaves not judged: all but no-server-error, the status itself and read-only (judged on writes). */
const GATED = CATEGORY_RULES - 3;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
beforeAll(ensureBuilt, 120_000);

async function workspace() {
  const dir = await mkdtemp(join(tmpdir(), 'sac-watch-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const src = join(dir, 'src');
  await mkdir(src);
  return { src, reports: join(dir, 'reports'), fault: join(src, 'fault'), elsewhere: join(dir, 'no-fault') };
}

async function target(port: number, faultFile: string): Promise<WatchedTarget> {
  const started = await startWatchedTarget(port, faultFile);
  cleanups.push(() => started.stop());
  return started;
}

function watch(args: string[], node?: string): Terminal {
  const terminal = inTerminal(['run', '--watch', '--suite', 'categories', ...args], node);
  cleanups.push(() => terminal.kill());
  return terminal;
}

/** A source saved as an editor saves it: one burst of file events, one change. */
const saveFault = (file: string, fault: string) => writeFileSync(file, fault);

const WAITING = /\nwaiting [^\n]*\n/;

/** What the terminal printed from `from` until the session waits again (the next run may have begun since). */
async function nextRun(terminal: Terminal, from: number): Promise<{ text: string; end: number }> {
  const all = await terminal.waitFor(WAITING, { from });
  const waiting = WAITING.exec(all.slice(from))!;
  const end = from + waiting.index + waiting[0].length;
  return { text: all.slice(from, end), end };
}

const verdictOf = (text: string) => /run \d+: ([A-Z-]+)/.exec(text)?.[1];

describe('run --watch without a terminal', () => {
  it('is a usage error in CI (standard input not a terminal): one line, exit 2, nothing judged', async () => {
    const { reports } = await workspace();
    const result = await runCli(['run', '--watch', '--suite', 'categories', '--report-dir', reports]);
    expect(result.code, describeRun(result)).toBe(2);
    expect(result.stderr).toMatch(
      /^seller-api-conformance: --watch needs a terminal: standard input is not one \(in CI, run without --watch[^\n]*\n$/,
    );
    expect(result.stdout).toBe('');
  });

  it('leaves the watch options of the environment alone in a plain run', async () => {
    const { src, reports } = await workspace();
    const result = await runCli(['run', '--suite', 'categories', '--report-dir', reports], {
      env: { SAC_WATCH_PATH: src, SAC_WATCH_INTERVAL: '5' },
    });
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout).not.toMatch(/waiting/);
  });
});

describe.skipIf(!hasScript).concurrent('run --watch in a terminal', () => {
  it('judges again on a change, when the target restarts and on Enter, printing only what changed; q ends it with the last reports', async () => {
    const { src, reports, fault, elsewhere } = await workspace();
    const first = await target(0, fault);
    const terminal = watch(['--base-url', `http://127.0.0.1:${first.port}`, '--watch-path', src, '--report-dir', reports, '--verify']);
    let run = await nextRun(terminal, 0);
    // The first run prints what a plain run prints, then the seed every run keeps, then what it waits for.
    expect(run.text).toMatch(/^verdict: CONFORMANT$/m);
    // --verify: each run's reports are judged again before they are written; a later run says so only when one is not.
    expect(run.text).toMatch(/^verified: the verdict \(conformant\) of \S+ follows from the \d+ recorded exchanges$/m);
    const seed = Number(/\(seed (\d+)\)/.exec(run.text)![1]);
    expect(run.text).toContain(`watch: seed ${seed} for every run`);
    expect(run.text).toMatch(/^waiting for a change in \S+src or the target to restart · Enter: run now · q: quit$/m);

    // A fault appears: the one rule it breaks, with its curl line, and the verdict line; no progress, no summary.
    // Saved synchronously, as one burst of events: awaited, the truncation and the write could land further
    // apart than the debounce on a busy machine, and be two changes (two runs) where the test expects one.
    saveFault(fault, 'text-plain');
    run = await nextRun(terminal, run.end);
    const lines = run.text.trim().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^── \\d\\d:\\d\\d:\\d\\d run 2, seed ${seed}: \\S*src/fault changed$`));
    expect(lines[1]).toMatch(/^FAILING +categories\.content-type \(MUST, was passed\) expected application\/json, got "text\/plain"$/);
    expect(lines[2]).toMatch(/^ +reproduce: curl .*display-categories/);
    expect(lines[3]).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d run 2: NON-CONFORMANT \\(1 rule\\(s\\) failed: categories\\.content-type\\) · passed ${CATEGORY_RULES - 2}, failed 1, warnings 0, skipped 1, errors 0 · \\d+\\.\\d s$`,
      ),
    );
    expect(lines).toHaveLength(5);
    expect(await readReport(reports)).toMatchObject({
      seed,
      summary: { verdict: 'non-conformant', failed: 1 },
      verification: { verified: true },
    });

    // Another fault: the status gate fails, and the rules that read the body are skipped now.
    saveFault(fault, 'server-error');
    run = await nextRun(terminal, run.end);
    expect(run.text).toMatch(/^FAILING +categories\.no-server-error \(MUST, was passed\) expected a status below 500, got 500$/m);
    expect(run.text).toMatch(/^FAILING +categories\.status \(MUST, was passed\)/m);
    // One line for the ten rules the failed gate leaves not judged, their ids beneath.
    expect(run.text).toMatch(
      new RegExp(
        `^SKIPPED +${GATED} rules: not judged: categories\\.status failed\n +categories\\.[a-z.-]+(, categories\\.[a-z.-]+){5} and ${GATED - 6} more$`,
        'm',
      ),
    );

    // The implementation restarts as another process, without the fault: the run that follows says what passes again.
    await first.stop();
    await terminal.waitFor(/the target does not answer \(connection refused\): the next run starts when it answers again\n/, {
      from: run.end,
    });
    await target(first.port, elsewhere);
    run = await nextRun(terminal, run.end);
    expect(run.text).toMatch(new RegExp(`run 4, seed ${seed}: the target answers again`));
    expect(run.text).toMatch(/^PASSING +categories\.status \(MUST, was failed\) MUST answer 200 with the whole category tree$/m);
    expect(run.text).toMatch(
      new RegExp(`^JUDGED +${GATED} rules pass, skipped in the run before: not judged: categories\\.status failed$`, 'm'),
    );
    expect(verdictOf(run.text)).toBe('CONFORMANT');

    // Enter: the same verdict, nothing changed.
    terminal.press('\r');
    run = await nextRun(terminal, run.end);
    expect(run.text).toMatch(/run 5, seed \d+: Enter\nno rule changed\n.*run 5: CONFORMANT/);

    terminal.press('q');
    expect(await terminal.exited).toBe(0);
    expect(terminal.output()).toMatch(/watch: ended after 5 runs; \S+ holds the reports of the last\n$/);
    const report = await readReport(reports);
    expect(report).toMatchObject({ seed, summary: { verdict: 'conformant', failed: 0 } });
    // Written whole then renamed into place: no temporary file is left beside them.
    expect((await readdir(reports)).sort()).toEqual([
      'badge.json',
      'conformance.json',
      'exchanges.har',
      'junit.xml',
      'report.html',
      'summary.md',
    ]);
  }, 90_000);

  it('queues one run for all that asks during a run, draws a seed per run with --watch-new-seed, and Ctrl-C stops a run with its reports', async () => {
    const { reports, fault } = await workspace();
    await writeFile(fault, 'slow');
    const slow = await target(0, fault);
    const terminal = watch(['--base-url', `http://127.0.0.1:${slow.port}`, '--watch-new-seed', '--report-dir', reports]);
    let run = await nextRun(terminal, 0);
    const firstSeed = /\(seed (\d+)\)/.exec(run.text)![1];
    terminal.press('\r');
    await terminal.waitFor(/run 2, seed \d+: Enter\n/, { from: run.end });
    terminal.press('\r\r\r'); // during run 2
    run = await nextRun(terminal, run.end);
    expect(/run 2, seed (\d+)/.exec(run.text)![1]).not.toBe(firstSeed);
    run = await nextRun(terminal, run.end);
    expect(run.text).toMatch(/^── .* run 3, seed \d+: Enter$/m);
    terminal.press('\r');
    await terminal.waitFor(/run 4, seed \d+: Enter\n/, { from: run.end });
    terminal.press('\u0003'); // Ctrl-C, during run 4
    const code = await terminal.exited;
    const text = terminal.output().slice(run.end);
    expect(text).toMatch(/^stopping run 4: the tests under way finish, and its reports say what was judged/m);
    // Four runs: the three Enters pressed during run 2 asked for one.
    expect(text).toMatch(/watch: ended after 4 runs/);
    // Stopped before or after its one request: what was judged is in the reports, and the exit code is theirs.
    const { summary } = await readReport(reports);
    expect(summary.interrupted).toBe(true);
    expect(text).toContain(`run 4: INTERRUPTED, ${summary.verdict} so far`);
    expect(code).toBe(summary.verdict === 'inconclusive' ? 2 : 0);
  }, 60_000);

  for (const { name, path, installed } of nodesToTest()) {
    it.skipIf(!installed)(
      `${name}${installed ? '' : ' (not installed: npm run node24:install)'}: the embedded reference judged again on Enter`,
      async () => {
        const { reports } = await workspace();
        const terminal = watch(['--report-dir', reports], path);
        let run = await nextRun(terminal, 0);
        expect(run.text).toMatch(/^waiting · Enter: run now · q: quit$/m);
        terminal.press('\r');
        run = await nextRun(terminal, run.end);
        expect(run.text).toMatch(
          new RegExp(`run 2, seed \\d+: Enter\nno rule changed\n.*run 2: CONFORMANT · passed ${CATEGORY_RULES}, failed 0`),
        );
        terminal.press('q');
        expect(await terminal.exited).toBe(0);
      },
      60_000,
    );
  }
});
