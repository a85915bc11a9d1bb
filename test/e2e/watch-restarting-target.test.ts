// run --watch beside a server that restarts itself on save (node --watch, nodemon, Spring devtools), through
// the real CLI in a pseudo-terminal: each save finds the target down for a moment, and the run waits for it
// instead of judging a target that is not there; the run after is told against the last run that judged, so
// it prints the one real change. Files that are not sources (sed's temporary, the server's pid and log) start
// no run and are never named.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, readReport } from '../support/cli/run-cli.js';
import { hasScript, inTerminal, startWatchedTarget, type Terminal } from '../support/watch/terminal.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
/** The rules of the category list, counted from the catalogue: a rule added to it changes what a run says it passed. */
const CATEGORY_RULES = catalogue.filter((rule) => rule.operation === 'LIST_DISPLAY_CATEGORIES').length;

const cleanups: (() => Promise<unknown> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
beforeAll(ensureBuilt, 120_000);

/** How long the target is down after each save: a quick restart of a small server. */
const RESTART_MS = 1500;
const WAITING = /\nwaiting [^\n]*\n/;

/** What the terminal printed from `from` until the session waits again. */
async function nextRun(terminal: Terminal, from: number): Promise<{ text: string; end: number }> {
  const all = await terminal.waitFor(WAITING, { from, timeoutMs: 60_000 });
  const waiting = WAITING.exec(all.slice(from))!;
  const end = from + waiting.index + waiting[0].length;
  return { text: all.slice(from, end), end };
}

/** What a run judged against a target that was not there would print. */
const noise = /connection refused\)?\s*·|INCONCLUSIVE|was error|could not be judged/;

describe.skipIf(!hasScript)('run --watch beside a server that restarts on save', () => {
  it('waits for the restarted target, prints only the real change, and ignores temporary, pid and log files', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sac-watch-restart-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    const src = join(dir, 'src');
    await mkdir(src);
    const fault = join(src, 'fault');
    const reports = join(dir, 'reports');
    const target = await startWatchedTarget(0, fault, RESTART_MS);
    cleanups.push(() => target.stop());
    const url = `http://127.0.0.1:${target.port}`;
    const terminal = inTerminal([
      'run',
      '--watch',
      '--suite',
      'categories',
      '--base-url',
      url,
      '--watch-path',
      src,
      '--report-dir',
      reports,
    ]);
    cleanups.push(() => terminal.kill());

    let run = await nextRun(terminal, 0);
    expect(run.text).toMatch(/^verdict: CONFORMANT$/m);

    // A save: the server stops listening at once and comes back; the run waits for it, then judges it.
    // One synchronous write, one burst of events: the server restarts once for it, as for a real save.
    writeFileSync(fault, 'text-plain');
    run = await nextRun(terminal, run.end);
    const escapedUrl = url.replace(/\./g, '\\.');
    expect(run.text).toMatch(/^── \d\d:\d\d:\d\d run 2, seed \d+: \S*src\/fault changed$/m);
    expect(run.text).toMatch(
      new RegExp(`^\\d\\d:\\d\\d:\\d\\d waiting for the target at ${escapedUrl} to answer \\(connection refused\\), up to 30 s…$`, 'm'),
    );
    expect(run.text).toMatch(/^FAILING +categories\.content-type \(MUST, was passed\) expected application\/json, got "text\/plain"$/m);
    expect(run.text).toMatch(
      new RegExp(`run 2: NON-CONFORMANT \\(1 rule\\(s\\) failed: categories\\.content-type\\) · passed ${CATEGORY_RULES - 2}, failed 1`),
    );
    expect(run.text).not.toMatch(noise);

    // Not sources: sed's temporary file and the server's pid file (and server.log, which the server appended
    // to as it started again). A quiet spell long enough for a run they started to begin...
    await writeFile(join(src, 'sedAbC123'), 'x');
    await writeFile(join(src, 'server.pid'), '4242');
    await sleep(1000);
    // ...then a save with sed -i (a temporary copy renamed over the file): the next run is number 3, for it
    // alone, neither for those files nor for the target coming back after run 2.
    execFileSync('sed', ['-i', 's/text-plain//', fault]);
    run = await nextRun(terminal, run.end);
    expect(run.text).toMatch(/^── \d\d:\d\d:\d\d run 3, seed \d+: \S*src\/fault changed$/m);
    expect(run.text).toMatch(/waiting for the target at \S+ to answer/);
    expect(run.text).toMatch(/^PASSING +categories\.content-type \(MUST, was failed\)/m);
    expect(run.text).toMatch(new RegExp(`run 3: CONFORMANT · passed ${CATEGORY_RULES - 1}, failed 0`));
    expect(run.text).not.toMatch(noise);

    terminal.press('q');
    expect(await terminal.exited).toBe(0);
    expect(terminal.output()).toMatch(/watch: ended after 3 runs/);
    expect(await readReport(reports)).toMatchObject({ summary: { verdict: 'conformant', failed: 0 } });
  }, 120_000);
});
