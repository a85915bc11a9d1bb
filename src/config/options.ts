// Every option of `run`, in one table: its flag, environment variable, config-file key, default and
// help. Parsing, precedence (flags > env > file > defaults), validation and --help all read it.

import type { HeaderSource } from './headers.js';

import { SUITES, type SuiteName } from '../operations.js';

export { SUITES, type SuiteName };

/** --min-judged: a number of MUST rules, or a percentage of those the run selected. */
export type MinJudged = { rules: number } | { percent: number };

export interface RunOptions {
  baseUrl?: string;
  couponId?: string;
  inquiryId?: string;
  foreignInquiryId?: string;
  reportDir: string;
  suites: SuiteName[];
  seed?: number;
  /** Generated cases per property; undefined = the default for the target (more on loopback). */
  numRuns?: number;
  /** Requests per second; undefined = the default for the target (limited unless loopback), 0 = unlimited. */
  rate?: number;
  /** Requests in flight together; the answers are judged in the plan's order whatever it is. */
  concurrency: number;
  timeoutMs: number;
  maxBodyMb: number;
  headers: string[];
  /** Where each header came from, by name (set by resolveOptions; for the terminal: values are never kept here). */
  headerSources?: HeaderSource[];
  /** The gateway's HMAC credentials: both or neither (requests are signed when given). */
  accessKey?: string;
  /** Never printed or written: redacted wherever it could appear. */
  secretKey?: string;
  /** The calling vendor, sent as X-Requested-By. */
  vendorId?: string;
  /** PEM file of the CA certificate(s) that sign the target's certificate (a private CA), trusted besides the usual ones. */
  caFile?: string;
  /** PEM file of the client certificate for a gateway that requires mutual TLS (it may hold the key too). */
  clientCert?: string;
  /** PEM file of the client certificate's private key; never printed or written. */
  clientKey?: string;
  strict: boolean;
  requireAll: boolean;
  /** Once the reports are written, judge the run again from them (`verify`) and say whether its verdict follows. */
  verify: boolean;
  /** Send POST, PUT, PATCH and DELETE probes (the read-only rules); undefined = only against the embedded reference. */
  probeWrites?: boolean;
  /** Print the requests the run would send, and send nothing. */
  plan: boolean;
  /** Cap on requests; undefined = the default for the target (120 when remote, none on loopback). */
  maxRequests?: number;
  /** Treat a loopback base URL as remote (a tunnel to a real deployment): rate limit and request cap. */
  remote: boolean;
  testNamePattern?: string;
  shard?: string;
  /** Globs of rule ids: judge only these (all when empty). */
  only: string[];
  /** Globs of rule ids: leave these out. */
  skip: string[];
  /** YAML or JSON file of failures the user expects (a baseline): they do not fail the run, and the file is checked. */
  expectedFailures?: string;
  /** Fewer MUST rules judged than this makes the run inconclusive (a run that judges none always is). */
  minJudged?: MinJudged;
  /** Where the reports' source links point (the package's files on the web); undefined: package.json "repository". */
  docsBaseUrl?: string;
  config?: string;
  /** Judge again on every change, Enter, the target's restart or interval, until q (src/cli/watch/). */
  watch: boolean;
  /** Folders whose changes start the next run in watch mode. */
  watchPath: string[];
  /** Seconds between runs in watch mode; against a remote target, also the least time between two runs. */
  watchInterval?: number;
  /** A new seed for each run in watch mode (by default every run of a session replays the first's seed). */
  watchNewSeed: boolean;
}

/** The options of watch mode: outside it (--watch not set) they may come from the environment or a file, never as flags. */
export const WATCH_OPTIONS = ['watch', 'watchPath', 'watchInterval', 'watchNewSeed'] as const satisfies readonly (keyof RunOptions)[];

/** Requests a default run sends at most to a remote target, every rule still judged. */
export const DEFAULT_REMOTE_MAX_REQUESTS = 120;

type OptionKind =
  | 'url'
  | 'id'
  | 'path'
  | 'paths'
  | 'suites'
  | 'globs'
  | 'integer'
  | 'number'
  | 'headers'
  | 'boolean'
  | 'text'
  | 'regex'
  | 'shard'
  | 'threshold';

export interface OptionSpec {
  key: keyof RunOptions;
  flag: string;
  short?: string;
  env: string;
  kind: OptionKind;
  value?: string;
  help: string;
  /** As shown by --help; the actual default lives in DEFAULTS. */
  defaultText?: string;
}

export const OPTION_SPECS: readonly OptionSpec[] = [
  {
    key: 'baseUrl',
    flag: 'base-url',
    env: 'SAC_BASE_URL',
    kind: 'url',
    value: 'URL',
    help: 'Implementation under test (http or https, optional base path).',
    defaultText: 'the embedded reference implementation',
  },
  {
    key: 'couponId',
    flag: 'coupon-id',
    env: 'SAC_COUPON_ID',
    kind: 'id',
    value: 'ID',
    help: 'An existing coupon of the target.',
    defaultText: "the reference's fixture when no --base-url",
  },
  {
    key: 'inquiryId',
    flag: 'inquiry-id',
    env: 'SAC_INQUIRY_ID',
    kind: 'id',
    value: 'ID',
    help: 'An inquiry of the calling vendor.',
    defaultText: "the reference's fixture when no --base-url",
  },
  {
    key: 'foreignInquiryId',
    flag: 'foreign-inquiry-id',
    env: 'SAC_FOREIGN_INQUIRY_ID',
    kind: 'id',
    value: 'ID',
    help: 'An inquiry of another vendor (for the ownership 404).',
    defaultText: "the reference's fixture when no --base-url",
  },
  {
    key: 'reportDir',
    flag: 'report-dir',
    env: 'SAC_REPORT_DIR',
    kind: 'path',
    value: 'DIR',
    help: 'Where the reports are written: conformance.json, junit.xml, report.html, summary.md, exchanges.har, badge.json.',
    defaultText: 'reports',
  },
  {
    key: 'suites',
    flag: 'suite',
    env: 'SAC_SUITE',
    kind: 'suites',
    value: 'NAME',
    help: `Run only these operations (repeatable, or comma-separated): ${SUITES.join(', ')}.`,
    defaultText: 'all',
  },
  {
    key: 'seed',
    flag: 'seed',
    env: 'SAC_SEED',
    kind: 'integer',
    value: 'N',
    help: 'Seed of generated inputs; the report records it, and the same seed replays a run.',
    defaultText: 'random, printed',
  },
  {
    key: 'numRuns',
    flag: 'num-runs',
    env: 'SAC_NUM_RUNS',
    kind: 'integer',
    value: 'N',
    help:
      'Generated cases per property, its fixed cases included (each one request, plus shrinking when a property fails). ' +
      'The fixed cases, one of each class of id (docs/proof.md), are sent whatever N; only --max-requests cuts them.',
    defaultText: '100 for loopback; remote targets share out what --max-requests leaves',
  },
  {
    key: 'maxRequests',
    flag: 'max-requests',
    env: 'SAC_MAX_REQUESTS',
    kind: 'integer',
    value: 'N',
    help: 'Most requests the run may send in all (retries and redirect hops count); a run that hits it says which rules got fewer cases.',
    defaultText: `${DEFAULT_REMOTE_MAX_REQUESTS} for remote targets, none for loopback`,
  },
  {
    key: 'rate',
    flag: 'rate',
    env: 'SAC_RATE',
    kind: 'number',
    value: 'REQ_PER_S',
    help: 'Request rate limit; 0 for none.',
    defaultText: '5 for remote targets, none for loopback',
  },
  {
    key: 'concurrency',
    flag: 'concurrency',
    env: 'SAC_CONCURRENCY',
    kind: 'integer',
    value: 'N',
    help:
      'Requests in flight together, within --rate and --max-requests. The answers are judged in the order of the plan, ' +
      'so a target whose answers do not depend on their order gets the same report; for a target you own across a network.',
    defaultText: '1 (one request after another)',
  },
  {
    key: 'probeWrites',
    flag: 'probe-writes',
    env: 'SAC_PROBE_WRITES',
    kind: 'boolean',
    help:
      'Also send POST, PUT, PATCH and DELETE, once each, to each path with an id that names no resource (9007199254740991), ' +
      'to judge the read-only rules. These requests could change data on a target that wrongly accepts them.',
    defaultText: 'on for the embedded reference, off for any --base-url',
  },
  {
    key: 'remote',
    flag: 'remote',
    env: 'SAC_REMOTE',
    kind: 'boolean',
    help: 'Treat the target as remote even on a loopback address (e.g. a tunnel to a real deployment): rate limit and request cap.',
    defaultText: 'off (remote means any address that is not loopback)',
  },
  {
    key: 'plan',
    flag: 'plan',
    env: 'SAC_PLAN',
    kind: 'boolean',
    help: 'Print the requests the run would send (method, operation, id class, count, total and time at the rate) and send nothing.',
    defaultText: 'off',
  },
  {
    key: 'timeoutMs',
    flag: 'timeout',
    env: 'SAC_TIMEOUT',
    kind: 'integer',
    value: 'MS',
    help: 'Time allowed for each request, body included.',
    defaultText: '10000',
  },
  {
    key: 'maxBodyMb',
    flag: 'max-body-mb',
    env: 'SAC_MAX_BODY_MB',
    kind: 'number',
    value: 'MIB',
    help: 'Largest response body accepted.',
    defaultText: '64',
  },
  {
    key: 'headers',
    flag: 'header',
    env: 'SAC_HEADER',
    kind: 'headers',
    value: '"Name: value"',
    help:
      'Header sent with every request (repeatable; in SAC_HEADER one per line). The config file, SAC_HEADER and --header add up; ' +
      'a header named again by a stronger source replaces the weaker one. Values never appear in reports or on the terminal.',
    defaultText: 'none',
  },
  {
    key: 'accessKey',
    flag: 'access-key',
    env: 'SAC_ACCESS_KEY',
    kind: 'text',
    value: 'KEY',
    help: "Access key of the marketplace gateway; with --secret-key, every request is signed with the gateway's HMAC scheme.",
    defaultText: 'none (requests are not signed)',
  },
  {
    key: 'secretKey',
    flag: 'secret-key',
    env: 'SAC_SECRET_KEY',
    kind: 'text',
    value: 'KEY',
    help: 'Secret key that signs the requests; never printed or written. Prefer SAC_SECRET_KEY: a flag shows in the process list.',
    defaultText: 'none',
  },
  {
    key: 'vendorId',
    flag: 'vendor-id',
    env: 'SAC_VENDOR_ID',
    kind: 'text',
    value: 'ID',
    help: 'The calling vendor, sent as X-Requested-By.',
    defaultText: 'none',
  },
  {
    key: 'caFile',
    flag: 'ca-file',
    env: 'SAC_CA_FILE',
    kind: 'path',
    value: 'FILE',
    help: "PEM file of the CA certificate(s) that sign the target's certificate (a private CA), trusted besides the system's.",
    defaultText: "the system's trusted CAs",
  },
  {
    key: 'clientCert',
    flag: 'client-cert',
    env: 'SAC_CLIENT_CERT',
    kind: 'path',
    value: 'FILE',
    help: 'PEM file of the client certificate for a target or gateway that requires mutual TLS; it may hold the private key too.',
    defaultText: 'none',
  },
  {
    key: 'clientKey',
    flag: 'client-key',
    env: 'SAC_CLIENT_KEY',
    kind: 'path',
    value: 'FILE',
    help: "PEM file of the client certificate's private key (unencrypted); never printed or written.",
    defaultText: 'the key in --client-cert',
  },
  {
    key: 'strict',
    flag: 'strict',
    env: 'SAC_STRICT',
    kind: 'boolean',
    help: 'Failed SHOULD rules (warnings) fail the run.',
    defaultText: 'off',
  },
  {
    key: 'verify',
    flag: 'verify',
    env: 'SAC_VERIFY',
    kind: 'boolean',
    help: 'Once the reports are written, judge the run again from exchanges.har alone: its verdict must follow (as `verify` checks).',
    defaultText: 'off',
  },
  {
    key: 'requireAll',
    flag: 'require-all',
    env: 'SAC_REQUIRE_ALL',
    kind: 'boolean',
    help: 'Rules skipped for a missing fixture fail the run.',
    defaultText: 'off',
  },
  {
    key: 'expectedFailures',
    flag: 'expected-failures',
    env: 'SAC_EXPECTED_FAILURES',
    kind: 'path',
    value: 'FILE',
    help:
      'YAML or JSON list of rules expected to fail, each with a reason (the baseline command writes one). They are reported ' +
      'apart and do not fail the run; a new failure does, and so does an entry whose rule now passes, is past its "until" date ' +
      'or names no rule.',
    defaultText: 'none',
  },
  {
    key: 'minJudged',
    flag: 'min-judged',
    env: 'SAC_MIN_JUDGED',
    kind: 'threshold',
    value: 'N|P%',
    help:
      'Judge at least N MUST rules (or P% of the MUST rules selected), else the run is inconclusive (exit 2) and its badge grey. ' +
      'A run that judges no rule at all is inconclusive whatever this says.',
    defaultText: 'none (only a run that judges nothing is refused)',
  },
  {
    key: 'only',
    flag: 'only',
    env: 'SAC_ONLY',
    kind: 'globs',
    value: 'GLOB',
    help:
      'Judge only the rules whose id matches (repeatable, or comma-separated; * matches anything, e.g. "coupon.*"). ' +
      'The others are skipped as deselected, and requests only they need are not sent.',
    defaultText: 'all rules',
  },
  {
    key: 'skip',
    flag: 'skip',
    env: 'SAC_SKIP',
    kind: 'globs',
    value: 'GLOB',
    help: 'Leave out the rules whose id matches (repeatable, or comma-separated); applied after --only.',
    defaultText: 'none',
  },
  {
    key: 'docsBaseUrl',
    flag: 'docs-base-url',
    env: 'SAC_DOCS_BASE_URL',
    kind: 'url',
    value: 'URL',
    help:
      "Web address of this package's files (e.g. https://github.com/OWNER/seller-api-conformance/blob/v1/): the source links of " +
      'summary.md, junit.xml and report.html become absolute, so they open from a step summary or a pull-request comment.',
    defaultText: 'from package.json "repository"; relative paths without one',
  },
  {
    key: 'testNamePattern',
    flag: 'test-name-pattern',
    short: 't',
    env: 'SAC_TEST_NAME_PATTERN',
    kind: 'regex',
    value: 'REGEX',
    help: 'Run only the tests whose name matches.',
    defaultText: 'all tests',
  },
  {
    key: 'shard',
    flag: 'shard',
    env: 'SAC_SHARD',
    kind: 'shard',
    value: 'I/N',
    help: 'Run shard I of N (for a CI matrix).',
    defaultText: 'no sharding',
  },
  {
    key: 'watch',
    flag: 'watch',
    env: 'SAC_WATCH',
    kind: 'boolean',
    help:
      'Judge, then wait and judge again on a change under --watch-path, when the target comes back after being unreachable, ' +
      'on Enter, or every --watch-interval; each later run prints only what changed. q or Ctrl-C ends it. Needs a terminal (not CI).',
    defaultText: 'off',
  },
  {
    key: 'watchPath',
    flag: 'watch-path',
    env: 'SAC_WATCH_PATH',
    kind: 'paths',
    value: 'DIR',
    help:
      "With --watch: a folder of the implementation's sources whose changes start the next run " +
      '(repeatable; in SAC_WATCH_PATH separated by :).',
    defaultText: 'none',
  },
  {
    key: 'watchInterval',
    flag: 'watch-interval',
    env: 'SAC_WATCH_INTERVAL',
    kind: 'integer',
    value: 'S',
    help: 'With --watch: judge again every S seconds; against a remote target, 60 or more, and no two runs start closer together.',
    defaultText: 'none (required, at least 60, for a remote target)',
  },
  {
    key: 'watchNewSeed',
    flag: 'watch-new-seed',
    env: 'SAC_WATCH_NEW_SEED',
    kind: 'boolean',
    help: "With --watch: a new seed for each run, instead of the first run's for all (so a change in the verdict is the implementation's).",
    defaultText: 'off',
  },
  {
    key: 'config',
    flag: 'config',
    env: 'SAC_CONFIG',
    kind: 'path',
    value: 'FILE',
    help:
      'JSON or YAML (.yaml, .yml) file of options, keyed by the long flags in camelCase ' +
      '(e.g. {"baseUrl": ..., "maxBodyMb": ..., "header": [...]}); relative paths in it are from its folder.',
    defaultText: 'none',
  },
];

// No headers: resolveOptions always sets those merged from flags, environment and file (none is []).
export const DEFAULTS = {
  reportDir: 'reports',
  suites: [...SUITES],
  timeoutMs: 10_000,
  maxBodyMb: 64,
  concurrency: 1,
  only: [],
  skip: [],
  strict: false,
  requireAll: false,
  verify: false,
  plan: false,
  remote: false,
  watch: false,
  watchPath: [],
  watchNewSeed: false,
} satisfies Partial<RunOptions>;

/** Remote targets get this rate unless the user says otherwise: well under the 10 req/s the marketplace documents. */
export const DEFAULT_REMOTE_RATE = 5;

/** Generated cases per property: 100 on loopback; against a remote target, what the request cap leaves. */
export const DEFAULT_NUM_RUNS = { loopback: 100, remote: 'fill' } as const;

/** The flag of an option, as a message names it: `--coupon-id`. */
export const flagOf = (key: keyof RunOptions): string => `--${OPTION_SPECS.find((spec) => spec.key === key)!.flag}`;
