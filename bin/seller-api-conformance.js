#!/usr/bin/env node
// The CLI entry. It runs the compiled code in dist/, which `npm ci` / `npm install` build (prepare).
import { existsSync } from 'node:fs';

const entry = new URL('../dist/cli/main.js', import.meta.url);
if (!existsSync(entry)) {
  process.stderr.write('seller-api-conformance: dist/ is missing; run `npm ci` (or `npm run build`) in the checkout first.\n');
  process.exit(2);
}
const { main } = await import(entry.href);
const code = await main(process.argv.slice(2));
// Exit as soon as the command is done (the reports are written): a request still under way in a
// stopped run, or a target's keep-alive socket, must not keep the process, and its verdict, waiting.
// A long-running command (serve) resolves only when it is asked to stop.
process.exit(code);
