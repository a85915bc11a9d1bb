// A host program that uses the library: it calls run() in its own process for each base URL given
// (none: the embedded reference) and prints, as JSON, what the host looked like before and after.
import { run } from 'seller-api-conformance';

const stdoutWrite = process.stdout.write.bind(process.stdout);
const stderrWrite = process.stderr.write.bind(process.stderr);
let written = 0;
process.stdout.write = (...args) => ((written += 1), stdoutWrite(...args));
process.stderr.write = (...args) => ((written += 1), stderrWrite(...args));

// The host's own standard streams, as any program that reads its input has them: Node creates the
// stdin handle the first time a module imports 'node:process' (vite and vitest do), which is not a
// resource of the library's.
void process.stdin;

const settle = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
};
const stateOf = () => ({
  exitCode: process.exitCode ?? null,
  listeners: Object.fromEntries(
    ['SIGINT', 'SIGTERM', 'exit', 'uncaughtException', 'unhandledRejection', 'warning'].map((e) => [e, process.listenerCount(e)]),
  ),
  resources: process.getActiveResourcesInfo().sort(),
  env: Object.keys(process.env).sort(),
  written,
});

const results = [];
for (const target of process.argv.slice(2)) {
  const [baseUrl, couponId, inquiryId, foreignInquiryId] = target.split(',');
  await settle();
  const before = stateOf();
  let verdict;
  try {
    const report = await run({ ...(baseUrl ? { baseUrl, couponId, inquiryId, foreignInquiryId } : {}), numRuns: 3, timeoutMs: 2000 });
    verdict = report.summary.verdict;
  } catch (error) {
    verdict = `threw ${error}`;
  }
  await settle();
  results.push({ target: baseUrl || 'embedded', verdict, before, after: stateOf() });
}
stdoutWrite(`${JSON.stringify(results)}\n`);
