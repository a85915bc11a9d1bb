// run() several times in one process, on the Node running the tests and on Node 24, the current LTS: a
// library caller's or a test host's process keeps the suites' thread between runs, and each next run must
// end, with the verdict and the counts of a run in a fresh process. On Node 24 the second run() once never
// returned: vitest's module hooks of the first run, bound to its ended RPC channel, were still registered
// in the kept thread (src/suites/suite-worker.ts).
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv, ensureBuilt, PACKAGE_ROOT } from '../support/cli/run-cli.js';
import { catalogue } from '../../src/rules/catalogue/index.js';
import { nodesToTest } from '../support/node/node-24.js';

const PROGRAM = fileURLToPath(new URL('../support/library/repeat-runs.mjs', import.meta.url));

/** What the program printed; a program still running after 60 s (a hung run) is killed and fails the test. */
const runProgram = (node: string) =>
  new Promise<string>((resolve, reject) =>
    execFile(node, [PROGRAM], { cwd: PACKAGE_ROOT, env: cleanEnv(), timeout: 60_000 }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`${error.message}${error.killed ? ' (killed after 60 s: a run never returned)' : ''}\n${stderr}`))
        : resolve(stdout),
    ),
  );

beforeAll(ensureBuilt, 120_000);

describe('run() several times in one process', () => {
  for (const { name, path, installed } of nodesToTest()) {
    it.skipIf(!installed)(
      `${name}${installed ? '' : ' (not installed: npm run node24:install)'}: every run ends, the kept thread serving each next one`,
      async () => {
        const result = JSON.parse(await runProgram(path)) as {
          node: string;
          summaries: { verdict: string; passed: number; failed: number; requests: number }[];
          started: number;
          reused: number;
        };
        if (name === 'Node 24') expect(result.node).toMatch(/^v24\./);
        // Against the embedded reference every rule of the category list passes, the write probes' included.
        const passed = catalogue.filter((rule) => rule.operation === 'LIST_DISPLAY_CATEGORIES').length;
        const categories = { verdict: 'conformant', passed, failed: 0, requests: 5 };
        expect(result.summaries).toEqual([
          categories,
          categories,
          expect.objectContaining({ verdict: 'conformant', failed: 0 }),
          categories,
        ]);
        // One thread for the four runs: started ahead of the first, then kept and taken by each next run.
        expect({ started: result.started, reused: result.reused }).toEqual({ started: 1, reused: 3 });
      },
      90_000,
    );
  }
});
