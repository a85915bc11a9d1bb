// The action's inputs, each with the option of `seller-api-conformance run` it sets. An input is passed
// as its flag, which wins over the step's SAC_* environment and the config file, as a flag typed by hand
// does; `headers` is passed as --header, so it adds to the step's SAC_HEADER instead of replacing it.
// A boolean input set to "false" is passed as its variable, so that it wins over the step's env too.

/** input name → { flag, kind }: kind "boolean" (true/false), "file" (checked to exist), "lines" (one flag per line), else text. */
export const INPUTS = {
  'base-url': { flag: '--base-url' },
  'coupon-id': { flag: '--coupon-id' },
  'inquiry-id': { flag: '--inquiry-id' },
  'foreign-inquiry-id': { flag: '--foreign-inquiry-id' },
  'expected-failures': { flag: '--expected-failures', kind: 'file' },
  config: { flag: '--config', kind: 'file' },
  strict: { flag: '--strict', kind: 'boolean', variable: 'SAC_STRICT' },
  'require-all': { flag: '--require-all', kind: 'boolean', variable: 'SAC_REQUIRE_ALL' },
  verify: { flag: '--verify', kind: 'boolean', variable: 'SAC_VERIFY' },
  'min-judged': { flag: '--min-judged' },
  suites: { flag: '--suite' },
  only: { flag: '--only' },
  skip: { flag: '--skip' },
  'probe-writes': { flag: '--probe-writes', kind: 'boolean', variable: 'SAC_PROBE_WRITES' },
  remote: { flag: '--remote', kind: 'boolean', variable: 'SAC_REMOTE' },
  'report-dir': { flag: '--report-dir' },
  rate: { flag: '--rate' },
  concurrency: { flag: '--concurrency' },
  'max-requests': { flag: '--max-requests' },
  'num-runs': { flag: '--num-runs' },
  timeout: { flag: '--timeout' },
  seed: { flag: '--seed' },
  headers: { flag: '--header', kind: 'lines' },
  'access-key': { flag: '--access-key' },
  'vendor-id': { flag: '--vendor-id' },
  'docs-base-url': { flag: '--docs-base-url' },
  'ca-file': { flag: '--ca-file', kind: 'file' },
  'client-cert': { flag: '--client-cert', kind: 'file' },
  'client-key': { flag: '--client-key', kind: 'file' },
};

/** INPUT_BASE_URL for base-url: the variable action.yml's run step sets from each input. */
export const inputVariable = (name) => `INPUT_${name.toUpperCase().replace(/-/g, '_')}`;

/** The input a flag of the harness came from, for its messages: "--rate" → "rate". */
export const inputOfFlag = (flag) => Object.keys(INPUTS).find((name) => INPUTS[name].flag === flag);
