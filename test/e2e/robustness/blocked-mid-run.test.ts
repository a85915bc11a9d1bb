// A target that starts refusing every request partway through a run (an IP block, a WAF rule): the block is
// the gateway's, not the implementation's. The run stops sending, keeps what it judged before the block, names
// the block (its status, after how many requests, what its body said) and exits 2; no result fails on a 403.

import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ensureBuilt, makeReportDir, runCli } from '../../support/cli/run-cli.js';
import { cli, closeTargets, expectSaneRun, readRun, startTarget, targetArgs } from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

/** The requests answered as the reference answers them before the block (the reachability probe among them). */
const ANSWERED_BEFORE_BLOCK = 30;
const BLOCK_BODY = JSON.stringify({ code: 'ERROR', message: '[FORBIDDEN] Not allowed IP' });

/** Long enough for a run to fill its slots on a busy machine; short enough that a run which cannot shows in the counts. */
const HOLD_LIMIT_MS = 10_000;

/**
 * The reference, answering 403 to everything after its first ANSWERED_BEFORE_BLOCK requests. With `holdUntil`,
 * the first refusal waits until that many refused requests are on the wire (or HOLD_LIMIT_MS): how many a run
 * sends ahead depends on how far it has foreseen, which on a busy machine may lag behind the answers.
 */
const blockingTarget = (holdUntil = 1) => {
  let seen = 0;
  const held: (() => void)[] = [];
  const release = () => held.splice(0).forEach((answer) => answer());
  return startTarget((req, res) => {
    seen += 1;
    if (seen <= ANSWERED_BEFORE_BLOCK) return false;
    req.resume();
    const refuse = () => {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(BLOCK_BODY);
    };
    if (seen === ANSWERED_BEFORE_BLOCK + 1 && holdUntil > 1) {
      held.push(refuse);
      setTimeout(release, HOLD_LIMIT_MS).unref();
    } else refuse();
    if (seen === ANSWERED_BEFORE_BLOCK + holdUntil) release();
    return true;
  });
};

describe('a target that starts answering 403 to everything partway through the run', () => {
  // The test's 60 s is a hang guard; a quiet run takes a few seconds.
  it('stops, keeps what it judged before, names the block and exits 2, with no failure caused by a 403', async () => {
    const target = await blockingTarget();
    const run = await cli(targetArgs(target, '--num-runs', '10'));
    const report = expectSaneRun(run, 2);

    // Stopped at the block: the refused request, then the one its operation answered before, sent again to tell a
    // block from the target's answer (refused too), and nothing more.
    expect(target.requests).toHaveLength(ANSWERED_BEFORE_BLOCK + 2);
    const answeredUrls = target.requests.slice(0, ANSWERED_BEFORE_BLOCK).map((request) => request.url);
    expect(answeredUrls).toContain(target.requests.at(-1)!.url);
    expect(report.results.filter((r) => r.status === 'failed')).toEqual([]);
    expect(report.results.filter((r) => r.status === 'passed').length).toBeGreaterThan(0);
    const named = /blocked after 30 requests answered: access refused \(403\) by the target or its gateway: "\[FORBIDDEN\] Not allowed IP"/;
    expect(run.result.stdout).toMatch(named);
    expect(report.summary.reason).toMatch(/could not be judged/);
    for (const r of report.results.filter((result) => result.status === 'error')) expect(r.message, r.rule).toMatch(named);
  }, 60_000);

  it('with 8 requests in flight: the same block named, every request that went ahead counted and recorded, and it verifies', async () => {
    const target = await blockingTarget(8);
    const { dir, cleanup } = await makeReportDir();
    try {
      const args = [...targetArgs(target, '--num-runs', '10', '--concurrency', '8', '--verify'), '--report-dir', dir];
      const run = await readRun(await runCli(args, { timeoutMs: 50_000 }), dir);
      const report = expectSaneRun(run, 2);
      // Those already on the wire when the block was seen were refused too: the 8 in flight with the first refused
      // (held until all 8 went), then at most one more sent ahead and the one sent again to tell a block.
      expect(target.requests.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_BLOCK + 8);
      expect(target.requests.length).toBeLessThanOrEqual(ANSWERED_BEFORE_BLOCK + 2 + 8);
      expect(report.summary.requests).toBe(target.requests.length);
      const har = JSON.parse(await readFile(join(dir, 'exchanges.har'), 'utf8')) as { log: { entries: unknown[] } };
      expect(har.log.entries).toHaveLength(target.requests.length);
      expect(report.results.filter((r) => r.status === 'failed')).toEqual([]);
      expect(run.result.stdout).toMatch(/blocked after 30 requests answered: access refused \(403\)/);
      // Judged again from exchanges.har, one request at a time, the block comes out the same.
      expect(run.result.stdout, run.result.stdout).toMatch(/^verified: /m);
    } finally {
      await cleanup();
    }
  }, 60_000);
});
