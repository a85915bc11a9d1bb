// The last step of `npm run build`: the CLI and the suites' thread as esbuild bundles in dist/bundle/, built
// from tsc's dist/. A run's start was mostly Node's module loader: the main thread loaded about 170 of our
// modules before its first request and the suites' thread about 160, each resolved, read and linked on its own.
// Bundled, they load 13 and 33 files (docs/performance.md, "Our code in bundles").
//
// One build for every entry, split into shared chunks, so that the suites' thread and the suite files it
// imports share one copy of each module (the support's state, the run's messages), as they did unbundled.
// Packages stay external: Node loads them from node_modules as before (undici's parts, ajv, fast-check).
// dist/ itself stays tsc's, module by module: the library (dist/index.js) and the tests import it.
import { readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const outdir = join(root, 'dist/bundle');

/** What is bundled: the CLI's two entries (bin/ imports both), the suites' thread and each suite file it runs. */
function entryPoints() {
  const suites = join(root, 'dist/suites');
  const suiteFiles = readdirSync(suites, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(suites, dir.name))
        .filter((file) => file.endsWith('.test.js'))
        .map((file) => join(suites, dir.name, file)),
    );
  return ['dist/cli/main.js', 'dist/cli/suite-thread-ahead.js', 'dist/suites/suite-worker.js']
    .map((file) => join(root, file))
    .concat(suiteFiles);
}

rmSync(outdir, { recursive: true, force: true }); // no chunk of an earlier build left behind
await build({
  entryPoints: entryPoints(),
  outbase: join(root, 'dist'),
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  chunkNames: 'chunks/[name]-[hash]',
  // Mapped back to src/ (shipped beside) through tsc's own maps, for whoever reads an internal error's "at …".
  sourcemap: true,
  sourcesContent: false,
  logLevel: 'warning',
});
