// Child process of the benchmark: the library's run() of the categories suite against the embedded
// reference, again and again in one process, as a test host or a program that judges several targets
// does. The first run starts the suites' thread; the later ones find it kept (src/runner/kept-thread.ts).
// Prints the first run's time and the median of the later ones, wall and CPU (every thread), as JSON.
import { run } from '../../dist/index.js';
import { median } from './measure.js';

const runs = Number(process.argv[2] ?? 5);

async function once(): Promise<{ ms: number; cpuMs: number }> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const report = await run({ suites: ['categories'], seed: 1 });
  if (report.summary.verdict !== 'conformant') throw new Error(`the categories run was ${report.summary.verdict}`);
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - started, cpuMs: (used.user + used.system) / 1000 };
}

const first = await once();
const later: { ms: number; cpuMs: number }[] = [];
for (let i = 0; i < runs; i += 1) later.push(await once());
process.stdout.write(
  `${JSON.stringify({
    firstMs: Math.round(first.ms),
    firstCpuMs: Math.round(first.cpuMs),
    laterMs: Math.round(median(later.map((r) => r.ms))),
    laterCpuMs: Math.round(median(later.map((r) => r.cpuMs))),
  })}\n`,
);
