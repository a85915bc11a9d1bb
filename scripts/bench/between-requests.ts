// `tsx scripts/bench/between-requests.ts [rounds]`: what work between requests does to the requests themselves.
// `requestPhaseRatio` divides the suites' time in requests by a bare undici loop that sends the same requests
// back to back; the suites judge each answer before sending the next. This sends the default run's requests
// with a bare loop (in a process of its own, the target in this one, as the bench does), back to back and with
// CPU work or an idle wait between them, and times only the requests: the time between is not counted.
// Rounds alternate the ways; the first round of each is left out (it warms up); medians. Prints JSON.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { startReferenceServer } from '../../src/reference/index.js';
import { defaultRunRequests } from './default-run-requests.js';
import { median, runCommand } from './measure.js';

/** Between two requests: nothing, CPU work for that long, or an idle wait for that long. */
const WAYS = [
  { name: 'back to back', cpuMs: 0, idleMs: 0 },
  { name: '0.5 ms of CPU between', cpuMs: 0.5, idleMs: 0 },
  { name: '2 ms of CPU between', cpuMs: 2, idleMs: 0 },
  { name: '1 ms idle between', cpuMs: 0, idleMs: 1 },
] as const;

type Timings = Record<string, number>;

/** The child: sends the requests in every way, `rounds` times, and prints the median time in requests of each. */
async function loop(requestsFile: string, rounds: number): Promise<void> {
  const requests = JSON.parse(await readFile(requestsFile, 'utf8')) as { url: string }[];
  const targets = requests.map(({ url }) => new URL(url));
  const agent = new Agent();
  let sink = 0;
  const busy = (ms: number) => {
    for (const end = performance.now() + ms; performance.now() < end;) sink += Math.sqrt(sink + 1);
  };
  const inRequests = async ({ cpuMs, idleMs }: (typeof WAYS)[number]) => {
    let ms = 0;
    for (const url of targets) {
      const started = performance.now();
      const answer = await agent.request({ origin: url.origin, path: url.pathname + url.search, method: 'GET' });
      await answer.body.text();
      ms += performance.now() - started;
      if (cpuMs > 0) busy(cpuMs);
      if (idleMs > 0) await new Promise((resolve) => setTimeout(resolve, idleMs));
    }
    return ms;
  };
  const times = new Map<string, number[]>(WAYS.map((way) => [way.name, []]));
  for (let round = 0; round <= rounds; round += 1)
    for (const way of WAYS) {
      const ms = await inRequests(way);
      if (round > 0) times.get(way.name)!.push(ms);
    }
  const medians: Timings = Object.fromEntries([...times].map(([name, values]) => [name, Math.round(median(values))]));
  // The sink is printed so that V8 cannot drop the busy work as unused.
  process.stdout.write(JSON.stringify({ medians, sink: sink > 0 }));
  await agent.close();
}

async function measure(rounds: number): Promise<void> {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = await startReferenceServer();
  const dir = await mkdtemp(join(tmpdir(), 'sac-between-'));
  try {
    const { run, entries } = await defaultRunRequests(join(root, 'bin/seller-api-conformance.js'), server, dir);
    if (run.code !== 0) throw new Error(`the run exited ${run.code}:\n${run.stderr.slice(-2000)}`);
    const requests = entries.map((entry) => ({ url: entry.request.url }));
    const requestsFile = join(dir, 'requests.json');
    await writeFile(requestsFile, JSON.stringify(requests));
    const child = await runCommand(process.execPath, [
      '--import',
      'tsx',
      fileURLToPath(import.meta.url),
      'loop',
      requestsFile,
      String(rounds),
    ]);
    if (child.code !== 0) throw new Error(`the loop exited ${child.code}:\n${child.stderr.slice(-2000)}`);
    const { medians } = JSON.parse(child.stdout) as { medians: Timings };
    const backToBack = medians['back to back']!;
    const ways = Object.fromEntries(
      Object.entries(medians).map(([name, ms]) => [
        name,
        { ms, perRequestUs: Math.round((ms / requests.length) * 1000), overBackToBack: Number((ms / backToBack).toFixed(2)) },
      ]),
    );
    process.stdout.write(`${JSON.stringify({ requests: requests.length, rounds, ways }, null, 2)}\n`);
  } finally {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'loop') await loop(process.argv[3]!, Number(process.argv[4]));
else await measure(Number(process.argv[2] ?? 7));
