// The proxy's figures (proxy-load.ts, each load in a process of its own): its peak resident memory while
// 20 clients fetch the 4,230-node category tree, and while they fetch a coupon, and the coupons it
// forwards per second, every answer judged.
import { fileURLToPath } from 'node:url';
import { runCommand } from './measure.js';

const script = fileURLToPath(new URL('proxy-load.ts', import.meta.url));
const tsx = fileURLToPath(new URL('../../node_modules/tsx/dist/cli.mjs', import.meta.url));

export interface ProxyLoad {
  answers: number;
  answersPerS: number;
  cpuMsPerAnswer: number;
  peakRssMb: number;
  samplesMb: number[];
}

async function load(what: 'coupon' | 'categories', seconds: number, clients: number): Promise<ProxyLoad> {
  const run = await runCommand(process.execPath, [tsx, script, what, String(seconds), String(clients)]);
  if (run.code !== 0) throw new Error(`the proxy load (${what}) exited ${run.code}:\n${run.stdout}\n${run.stderr}`);
  return JSON.parse(run.stdout) as ProxyLoad;
}

export async function measureProxy(seconds = 10, clients = 20) {
  const trees = await load('categories', seconds, clients);
  const coupons = await load('coupon', seconds, clients);
  return { seconds, clients, trees, coupons };
}
