// Every subcommand of the CLI, loaded only when named: `--help` or `compare` never load vitest, the
// HTTP client or the judges. `run` is the default when no command is named.
import type { CommandEntry } from '../command.js';

export const COMMANDS: readonly CommandEntry[] = [
  {
    name: 'run',
    summary: 'judge an implementation (the embedded reference when no --base-url) and write the reports',
    load: async () => (await import('./run.js')).runCommand,
  },
  {
    name: 'validate',
    summary: 'judge a captured response body, or a HAR of recorded traffic (--har), with the same rules',
    load: async () => (await import('./validate.js')).validateCommand,
  },
  {
    name: 'proxy',
    summary: "forward a client's traffic to a target, judge it as it passes and report on Ctrl-C",
    load: async () => (await import('./proxy.js')).proxyCommand,
  },
  {
    name: 'serve',
    summary: 'run the embedded reference implementation standalone (a mock for client developers)',
    load: async () => (await import('./serve.js')).serveCommand,
  },
  {
    name: 'openapi',
    summary: 'print the OpenAPI 3.1 document of the three operations, generated from schemas/',
    load: async () => (await import('./openapi.js')).openapiCommand,
  },
  {
    name: 'rules',
    summary: 'list every rule: id, level, operation, source and title (--json for scripts)',
    load: async () => (await import('./rules.js')).rulesCommand,
  },
  {
    name: 'baseline',
    summary: 'write a file of expected failures (for run --expected-failures) from a conformance.json',
    load: async () => (await import('./baseline.js')).baselineCommand,
  },
  {
    name: 'verify',
    summary: 'judge each run again from its recorded exchanges and check its verdict follows (exit 1 if one does not)',
    load: async () => (await import('./verify.js')).verifyCommand,
  },
  {
    name: 'compare',
    summary: 'compare two conformance.json reports: newly failing and passing rules (exit 1 on a regression)',
    load: async () => (await import('./compare.js')).compareCommand,
  },
];
export const DEFAULT_COMMAND = COMMANDS[0]!;
