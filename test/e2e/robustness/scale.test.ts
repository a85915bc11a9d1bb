// Scale: the category rules walk a 10,000-level chain and a 200,000-node tree, served by a real
// local server and judged through the real CLI, without a stack overflow and within a bounded
// amount of memory (the peak RSS of the CLI and its workers, read from /usr/bin/time -v).

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BIN, cleanEnv, ensureBuilt, makeReportDir, PACKAGE_ROOT, type CliResult } from '../../support/cli/run-cli.js';
import { CATEGORIES, closeTargets, expectSaneRun, readRun, startTarget, targetArgs } from '../../support/robustness/harness.js';

beforeAll(ensureBuilt, 180_000);
afterAll(closeTargets);

const TIME = '/usr/bin/time';
const MAX_RSS_MB = 400;

/**
 * The JSON text of a category list whose tree has `total` nodes, each with up to `branching`
 * children down to `maxDepth`, filled depth first (codes 0, 1, 2, ... in document order). Built
 * with an explicit stack: JSON.stringify itself overflows on a 10,000-level object.
 */
function categoryListJson(total: number, branching: number, maxDepth: number): string {
  const parts: string[] = ['{"code":"SUCCESS","message":"","data":'];
  let made = 0;
  const open = (depth: number) => {
    parts.push(`{"displayItemCategoryCode":${made},"name":"${made === 0 ? 'ROOT' : `category ${made}`}","status":"ACTIVE","child":[`);
    made += 1;
    return { depth, children: 0 };
  };
  const stack = [open(0)];
  while (stack.length > 0) {
    const node = stack.at(-1)!;
    if (made < total && node.depth < maxDepth && node.children < branching) {
      if (node.children > 0) parts.push(',');
      node.children += 1;
      stack.push(open(node.depth + 1));
    } else {
      parts.push(']}');
      stack.pop();
    }
  }
  parts.push('}');
  return parts.join('');
}

interface Measured {
  result: CliResult;
  maxRssMb: number | undefined;
}

/** The CLI under /usr/bin/time -v when there is one (its peak RSS covers the waited-for workers too). */
function runMeasured(args: readonly string[]): Promise<Measured> {
  const timed = existsSync(TIME);
  const [command, commandArgs] = timed ? [TIME, ['-v', process.execPath, BIN, ...args]] : [process.execPath, [BIN, ...args]];
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: PACKAGE_ROOT, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, 100_000);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(stderr);
      // GNU time reports the command's exit status as its own, and appends its lines to stderr.
      resolve({
        result: {
          code,
          signal,
          stdout,
          stderr: rss ? stderr.slice(0, stderr.lastIndexOf('\tCommand being timed')) : stderr,
          durationMs: performance.now() - started,
          timedOut,
        },
        maxRssMb: rss ? Number(rss[1]) / 1024 : undefined,
      });
    });
  });
}

describe.each([
  {
    shape: 'a 10,000-level chain',
    total: 10_001,
    branching: 1,
    maxDepth: 10_000,
    expected: { nodes: 10_001, maxDepth: 10_000, leaves: 1 },
  },
  { shape: 'a 200,000-node tree', total: 200_000, branching: 10, maxDepth: 6, expected: { nodes: 200_000, maxDepth: 6 } },
])('$shape', ({ total, branching, maxDepth, expected }) => {
  it('is walked whole by the category rules: conformant (exit 0), its size reported, memory bounded', async () => {
    const body = categoryListJson(total, branching, maxDepth);
    // GET answers the tree; the write methods get the reference's 405, as they should.
    const target = await startTarget((req, res) => {
      if (req.method !== 'GET' || req.url !== CATEGORIES.path) return false;
      req.resume();
      res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8', 'content-length': String(Buffer.byteLength(body)) });
      res.end(body);
      return true;
    });
    const { dir, cleanup } = await makeReportDir();
    try {
      const { result, maxRssMb } = await runMeasured([
        ...targetArgs(target, '--suite', 'categories', '--num-runs', '1'),
        '--report-dir',
        dir,
      ]);
      const run = await readRun(result, dir);
      const report = expectSaneRun(run, 0);
      expect(report.facts?.categoryTree).toMatchObject({ ...expected, statusCounts: { ACTIVE: expected.nodes } });
      console.info(
        `${total} nodes, ${(body.length / 1048576).toFixed(1)} MiB of JSON: peak RSS ${maxRssMb === undefined ? `not measured (no ${TIME})` : `${Math.round(maxRssMb)} MB`}, ${Math.round(result.durationMs)} ms`,
      );
      if (maxRssMb !== undefined) expect(maxRssMb, `peak RSS ${Math.round(maxRssMb)} MB`).toBeLessThan(MAX_RSS_MB);
    } finally {
      await cleanup();
    }
  }, 120_000);
});
