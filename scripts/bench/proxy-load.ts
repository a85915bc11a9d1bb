// Child process of the benchmark: the proxy under load. Starts `serve` and `proxy --target <it>` (the CLI,
// each a process of its own), then CLIENTS concurrent clients GET one path through the proxy again and
// again for SECONDS, each answer read to its end. Samples the proxy's resident memory meanwhile, stops it
// with SIGINT and checks that it judged every answer the clients got. Prints, as JSON, the answers per
// second, the proxy's peak resident memory and how many answers it judged.
//   tsx scripts/bench/proxy-load.ts coupon|categories [seconds=10] [clients=20]
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Agent } from 'undici';
import { CATEGORIES, COUPON, pathFor } from '../../src/operations.js';
import { memoryMb } from './measure.js';

const [what = 'coupon', seconds = '10', clients = '20'] = process.argv.slice(2);
if (what !== 'coupon' && what !== 'categories') throw new Error(`proxy-load: coupon or categories, got ${what}`);
const bin = fileURLToPath(new URL('../../bin/seller-api-conformance.js', import.meta.url));
const reportDir = await mkdtemp(join(tmpdir(), 'sac-bench-proxy-'));

// However this script ends (a load that fails throws), it leaves no server, proxy or report behind.
const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(reportDir, { recursive: true, force: true });
});

/** `bin ...args`, once it printed a line matching `ready`: the process and that match. */
function startCli(args: string[], ready: RegExp): Promise<{ child: ChildProcess; match: RegExpMatchArray; output: () => string }> {
  const child = spawn(process.execPath, [bin, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve({ child, match, output: () => output });
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.once('exit', (code) => reject(new Error(`${args[0]} exited ${code} before it was ready:\n${output}`)));
  });
}

/** CPU time the process has used so far (user and system, every thread), in ms; 0 where /proc is not there. */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime and stime, in ticks of 1/100 s
  } catch {
    return 0;
  }
}

const serve = await startCli(['serve', '--port', '0'], /listening on (\S+)[\s\S]*fixtures: coupon id (\d+)/);
const [, target, couponId] = serve.match;
const proxy = await startCli(['proxy', '--target', target!, '--port', '0', '--report-dir', reportDir], /listening on (\S+),/);
const path = what === 'coupon' ? pathFor(COUPON, couponId!) : CATEGORIES.path;
const agent = new Agent({ connections: Number(clients) });
const origin = proxy.match[1]!;

let answers = 0;
let peakMb = 0;
const samplesMb: number[] = [];
const sampler = setInterval(() => {
  const mb = memoryMb(proxy.child.pid!, 'VmRSS');
  peakMb = Math.max(peakMb, mb);
  samplesMb.push(Math.round(mb));
}, 250);
const until = performance.now() + Number(seconds) * 1000;
const started = performance.now();
const cpuBefore = cpuMs(proxy.child.pid!);
await Promise.all(
  Array.from({ length: Number(clients) }, async () => {
    while (performance.now() < until) {
      const answer = await agent.request({ origin, path, method: 'GET' });
      const body = Buffer.from(await answer.body.arrayBuffer());
      if (answer.statusCode !== 200)
        throw new Error(`GET ${path} through the proxy: ${answer.statusCode} ${body.toString().slice(0, 300)}`);
      answers += 1;
    }
  }),
);
const elapsedS = (performance.now() - started) / 1000;
const proxyCpuMs = cpuMs(proxy.child.pid!) - cpuBefore;
await agent.close();

// The proxy judges what it forwarded, then writes its reports on SIGINT: every answer must be judged.
const stopped = new Promise<void>((resolve) => proxy.child.once('exit', () => resolve()));
proxy.child.kill('SIGINT');
await stopped;
clearInterval(sampler);
serve.child.kill('SIGINT');
const judged = Number(/proxy: (\d+) exchanges of the three operations judged/.exec(proxy.output())?.[1] ?? -1);
if (judged !== answers) throw new Error(`the proxy judged ${judged} of the ${answers} answers:\n${proxy.output().slice(-2000)}`);
process.stdout.write(
  `${JSON.stringify({ what, clients: Number(clients), seconds: Number(seconds), answers, judged, answersPerS: Math.round(answers / elapsedS), cpuMsPerAnswer: Number((proxyCpuMs / answers).toFixed(3)), peakRssMb: Math.round(peakMb), samplesMb })}\n`,
);
