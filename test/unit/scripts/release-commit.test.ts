// The package.json of a release commit (scripts/release-commit.mjs): nothing that makes npm prepare a git
// dependency with its dev dependencies, and what a consumer can still run.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PREPARING_SCRIPTS, releaseManifest } from '../../../scripts/release-commit.mjs';

const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  scripts: Record<string, string>;
};

describe('releaseManifest', () => {
  it('drops build and every script that runs it; keeps start, lint and the rest', () => {
    const released = releaseManifest(manifest) as typeof manifest;
    for (const script of PREPARING_SCRIPTS) expect(released.scripts[script], script).toBeUndefined();
    for (const script of ['prestart', 'prebuild', 'test', 'test:e2e', 'kill-matrix', 'bench'])
      expect(released.scripts[script], script).toBeUndefined();
    expect(released.scripts).toMatchObject({ start: manifest.scripts['start'], lint: manifest.scripts['lint'] });
    expect(manifest.scripts['build']).toBeDefined();
  });

  it('names what npm reads: a manifest with any of them is prepared with every dev dependency', () => {
    expect([...PREPARING_SCRIPTS].sort()).toEqual(['build', 'install', 'postinstall', 'preinstall', 'prepack', 'prepare']);
    expect(releaseManifest({ name: 'x', scripts: { prepack: 'tsc', postinstall: 'node x', check: 'npm run prepack --silent' } })).toEqual({
      name: 'x',
      scripts: {},
    });
  });
});
