#!/usr/bin/env node
// The CLI entry. It runs the compiled code in dist/, which `npm ci` / `npm install` build (prepare).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('seller-api-conformance: dist/ is missing; run `npm ci` (or `npm run build`) in the checkout first.\n');
  process.exit(2);
}
const { main } = await import(entry.href);
process.exitCode = await main(process.argv.slice(2));
