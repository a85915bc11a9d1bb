// Usage errors, --help and --version through the CLI's main(), in this process: exit 2 and one line naming
// the option for anything a user mistypes, never a stack trace.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPTION_SPECS } from '../../../src/config/options.js';
import { runMain } from '../../support/cli/in-process.js';
import { describeRun, PACKAGE_ROOT } from '../../support/cli/run-cli.js';

describe('bad options: exit 2, one line on stderr, no stack trace, no report', () => {
  const cases: [string, string[], Record<string, string>, RegExp][] = [
    ['--timeout abc', ['--timeout', 'abc'], {}, /--timeout/],
    ['--suite nope', ['--suite', 'nope'], {}, /unknown suite "nope"/],
    ['--base-url ftp://x', ['--base-url', 'ftp://x'], {}, /--base-url.*http or https/],
    ['unknown flag --nope', ['--nope'], {}, /--nope/],
    ['unknown command', ['frobnicate'], {}, /unknown command "frobnicate"/],
    ['--coupon-id abc', ['--coupon-id', 'abc'], {}, /--coupon-id/],
    ['SAC_TIMEOUT=abc', [], { SAC_TIMEOUT: 'abc' }, /SAC_TIMEOUT/],
    [
      'missing --config file',
      ['--config', '/nonexistent/sac-config.json'],
      {},
      /config file \/nonexistent\/sac-config\.json: no such file/,
    ],
  ];
  it.each(cases)('%s', async (_name, args, env, message) => {
    const result = await runMain(args, { env });
    expect(result.code, describeRun(result)).toBe(2);
    const lines = result.stderr.split('\n').filter((line) => line !== '');
    expect(lines, result.stderr).toHaveLength(1);
    expect(lines[0]).toMatch(/^seller-api-conformance: /);
    expect(lines[0]).toMatch(message);
    expect(result.stderr).not.toMatch(/^\s+at /m);
    expect(result.stdout).toBe('');
  });
});

describe('--help', () => {
  it('exits 0 and lists every flag, every environment variable and the exit codes', async () => {
    const result = await runMain(['--help']);
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stderr).toBe('');
    const help = result.stdout;
    for (const spec of OPTION_SPECS) {
      expect(help, spec.flag).toMatch(new RegExp(`--${spec.flag}\\b`));
      expect(help, spec.env).toContain(spec.env);
      if (spec.short) expect(help).toContain(`-${spec.short}, --${spec.flag}`);
    }
    expect(help).toContain('--help');
    expect(help).toContain('--version');
    expect(help).toMatch(/^\s*0\s+conformant/m);
    expect(help).toMatch(/^\s*1\s+non-conformant/m);
    expect(help).toMatch(/^\s*2\s+could not judge/m);
  });
});

describe('--version', () => {
  it('prints the version of package.json', async () => {
    const { version } = JSON.parse(await readFile(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string };
    const result = await runMain(['--version']);
    expect(result.code, describeRun(result)).toBe(0);
    expect(result.stdout).toBe(`${version}\n`);
  });
});
