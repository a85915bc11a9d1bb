// Where the project's own test time goes: reads the JSON report of a vitest run and prints the test
// count, the span of the run and each file's time, longest first (docs/performance.md).
//   npx vitest run --reporter=json --outputFile=reports/test-times.json && npx tsx scripts/test-times.ts reports/test-times.json
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface VitestJson {
  numTotalTests: number;
  numFailedTests: number;
  startTime: number;
  testResults: { name: string; startTime: number; endTime: number }[];
}

const path = process.argv[2];
if (!path) {
  process.stderr.write('usage: tsx scripts/test-times.ts <vitest JSON report>\n');
  process.exit(2);
}
let run: VitestJson;
try {
  run = JSON.parse(readFileSync(path, 'utf8')) as VitestJson;
} catch (error) {
  process.stderr.write(`test-times: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(2);
}
// A file's time runs from its first to its last test: what a beforeAll does (the kill matrix) is not in it.
const files = run.testResults
  .map((file) => ({ name: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000 }))
  .sort((a, b) => b.seconds - a.seconds);
const span = (Math.max(...run.testResults.map((file) => file.endTime)) - run.startTime) / 1000;
const sum = files.reduce((total, file) => total + file.seconds, 0);
process.stdout.write(
  `${run.numTotalTests} tests (${run.numFailedTests} failed), ${files.length} files: ${span.toFixed(0)} s from start to the last result, ${sum.toFixed(0)} s of file time\n`,
);
for (const file of files) process.stdout.write(`${file.seconds.toFixed(1).padStart(7)} s  ${file.name}\n`);
