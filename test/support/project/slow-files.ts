// The end-to-end files `npm test` leaves to `npm run test:all`, which CI runs: each waits on something a change
// to a rule, a judge or a report rarely touches, and together they cost more than the rest of the e2e files.
// `npm test` stays quick enough to run after every change (docs/performance.md, "The everyday tests").
export const SLOW_E2E = [
  // The network's edge: gateways, refusals, transports, encodings, time limits, signals, closed pipes, TLS.
  'test/e2e/robustness/**/*.test.ts',
  'test/e2e/mock/tls.test.ts',
  // Many runs: every implementation with 8 requests in flight on three seeds, a newcomer's faults on 20 seeds.
  'test/e2e/concurrency-seeds.test.ts',
  'test/e2e/same-verdict.test.ts',
  // Other programs: npm packing and installing, Redocly and Spectral, the Action's shell, Chromium.
  'test/e2e/pack.test.ts',
  'test/e2e/other-tools.test.ts',
  'test/e2e/action.test.ts',
  'test/e2e/report/html-browser.test.ts',
  // Real time: watching a folder and a target, a live progress line.
  'test/e2e/watch.test.ts',
  'test/e2e/watch-restarting-target.test.ts',
  'test/e2e/cli/live-progress.test.ts',
];
