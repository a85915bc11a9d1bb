// `openapi` through the CLI's main(), in this process: the document it prints (or writes) is the generated one.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from '../../../../src/openapi/build.js';
import { describeRun } from '../../../support/cli/run-cli.js';
import { runMain as cli } from '../../../support/cli/in-process.js';
import { tempDir } from '../../../support/cli/spawn.js';

let dir: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  dir = await tempDir();
}, 180_000);
afterAll(async () => dir?.cleanup());

describe('openapi', () => {
  it('prints the document generated from schemas/ on standard output', async () => {
    const result = await cli(['openapi']);
    expect(result.code, describeRun(result)).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual(buildOpenApi());
  });

  it('writes the same document with --out', async () => {
    const out = dir.path('openapi.json');
    const result = await cli(['openapi', '--out', out]);
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout).toBe(`openapi: wrote ${out}\n`);
    expect(JSON.parse(await readFile(out, 'utf8'))).toEqual(buildOpenApi());
  });

  it.for([
    ['a directory that does not exist', () => ['--out', dir.path('no/such/dir/openapi.json')], /openapi: cannot write /],
    ['an unknown flag', () => ['--yaml'], /see --help/],
  ] as const)('exits 2 for %s', async ([, args, message]) => {
    const result = await cli(['openapi', ...args()]);
    expect(result.code, describeRun(result)).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});
