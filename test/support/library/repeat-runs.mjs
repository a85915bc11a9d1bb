// A program that calls run() several times in its own process, one run after the other: the suites'
// thread is started ahead for the first and kept for each next one (src/runner/kept-thread.ts). It prints,
// as JSON, each run's summary and how many threads were started and reused.
import { run } from 'seller-api-conformance';
import { suiteThreadCounts } from '../../../dist/runner/suite-thread.js';

// The categories suite twice (the second with exactly the requests it needs: a kept client's count would
// refuse it), every suite, and the categories suite again after a run of them all.
const runs = [
  { suites: ['categories'], seed: 1 },
  { suites: ['categories'], seed: 1, maxRequests: 5 },
  { seed: 1, numRuns: 3 },
  { suites: ['categories'], seed: 1, maxRequests: 5 },
];

const summaries = [];
for (const options of runs) {
  const { summary } = await run(options);
  summaries.push({ verdict: summary.verdict, passed: summary.passed, failed: summary.failed, requests: summary.requests });
}
const { started, reused } = suiteThreadCounts;
process.stdout.write(`${JSON.stringify({ node: process.version, summaries, started, reused })}\n`);
