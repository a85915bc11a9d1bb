// The bundle the bin and the suites' thread load (scripts/bundle.mjs), as `npm run build` left it: whole (every
// import it makes is a file of its own or a package an install has), and covering every suite the runner runs.
// A module imported from outside it would be a second copy, with its own state, of one inside it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PACKAGE_ROOT } from '../../support/cli/run-cli.js';

const BUNDLE = join(PACKAGE_ROOT, 'dist/bundle');
const manifest = JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
const bundled = filesUnder(BUNDLE).filter((file) => file.endsWith('.js'));

/**
 * The specifiers of a module's static and literal dynamic imports, and of what it requires through createRequire
 * (undici's parts, ajv, yaml), as esbuild writes them.
 */
const importsOf = (code: string) =>
  [...code.matchAll(/(?:\bfrom|\bimport\(?|\brequire\d*\(|createRequire\([^)]*\)\()\s*"([^"]+)"/g)].map((match) => match[1]!);

/** `undici/lib/...` → `undici`, `@scope/name/x` → `@scope/name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe('dist/bundle', () => {
  it('holds the entries the bin and the suites’ thread load', () => {
    for (const entry of ['cli/main.js', 'cli/suite-thread-ahead.js', 'suites/suite-worker.js'])
      expect(existsSync(join(BUNDLE, entry)), entry).toBe(true);
  });

  it('has every suite file tsc built, bundled with the thread that runs it', () => {
    const suites = (root: string) =>
      filesUnder(root)
        .filter((file) => file.endsWith('.test.js'))
        .map((file) => relative(root, file))
        .sort();
    const built = suites(join(PACKAGE_ROOT, 'dist/suites'));
    expect(built.length).toBeGreaterThan(0);
    expect(suites(join(BUNDLE, 'suites'))).toEqual(built);
  });

  it('imports nothing of ours from outside itself, and no package but Node’s own and the dependencies an install has', () => {
    const escaping: string[] = [];
    for (const file of bundled) {
      for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
        const where = `${relative(BUNDLE, file)} imports ${specifier}`;
        if (specifier.startsWith('.')) {
          const target = join(dirname(file), specifier);
          if (!target.startsWith(BUNDLE + sep) || !existsSync(target)) escaping.push(where);
        } else if (!specifier.startsWith('node:') && !builtinModules.includes(specifier)) {
          if (!(packageOf(specifier) in manifest.dependencies)) escaping.push(where);
        }
      }
    }
    expect(bundled.length).toBeGreaterThan(3);
    expect(escaping).toEqual([]);
  });
});
