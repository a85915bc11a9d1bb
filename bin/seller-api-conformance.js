#!/usr/bin/env node
// The CLI entry. It runs the compiled code in dist/bundle/, which `npm ci` / `npm install` build (prepare).
import { existsSync } from 'node:fs';
import module from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Node 22.1 and later keep V8's compiled code of the modules a command loads (ours, vitest's) on disk, so
// that the next process compiles less (docs/performance.md): under the OS temp folder, a folder per Node
// version, never in the user's project. NODE_COMPILE_CACHE names another folder, NODE_DISABLE_COMPILE_CACHE
// turns it off. The suites' worker thread takes it from the environment.
if (module.enableCompileCache && !process.env.NODE_DISABLE_COMPILE_CACHE) {
  const cache = process.env.NODE_COMPILE_CACHE || join(tmpdir(), 'seller-api-conformance-compile-cache', process.version);
  const { directory } = module.enableCompileCache(cache);
  if (directory) process.env.NODE_COMPILE_CACHE = directory;
}

const entry = new URL('../dist/bundle/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('seller-api-conformance: dist/ is missing; run `npm ci` (or `npm run build`) in the checkout first.\n');
  process.exit(2);
}
const args = process.argv.slice(2);
// A run's suites' thread starts first, loading the suites on the other core while this one loads the CLI.
const ahead = new URL('../dist/bundle/cli/suite-thread-ahead.js', import.meta.url);
(await import(ahead.href)).startSuiteThreadAhead(args);
const { main } = await import(entry.href);
const code = await main(args);
// Exit as soon as the command is done (the reports are written): a request still under way in a
// stopped run, or a target's keep-alive socket, must not keep the process, and its verdict, waiting.
// A long-running command (serve) resolves only when it is asked to stop.
process.exit(code);
