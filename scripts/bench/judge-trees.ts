// Child process of the benchmark: judges a 200,000-node tree and a 10,000-level chain with the
// category judge (schema and every semantic rule, the body parsed as it would arrive) and prints
// the median times as JSON. Run alone so its peak memory is its own.
import type { Exchange } from '../../src/http/types.js';
import { categoryJudges } from '../../src/judges/categories.js';
import { median } from './measure.js';
import { chainBody, wideTreeBody } from './trees.js';

const runs = Number(process.argv[2] ?? 5);

function judge(body: string): number {
  const exchange: Exchange = {
    request: { method: 'GET', url: 'http://bench.invalid/categories', headers: {} },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body, bodyBytes: Buffer.byteLength(body) },
    startedAt: new Date(0).toISOString(),
    durationMs: 0,
  };
  const { observations, facts } = categoryJudges.found.judge({ exchange, requestedId: '' });
  const wrong = observations.filter((o) => o.status !== 'passed');
  if (wrong.length > 0)
    throw new Error(`the generated tree was not judged conforming: ${wrong.map((o) => `${o.rule} ${o.message}`).join('; ')}`);
  return facts.categoryTree?.nodes ?? 0;
}

function measure(body: string) {
  judge(body); // warm-up: the JIT and the validators' first calls
  const times: number[] = [];
  let nodes = 0;
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    nodes = judge(body);
    times.push(performance.now() - started);
  }
  return { ms: median(times), nodes };
}

const big = measure(wideTreeBody(1000, 199).body);
const deep = measure(chainBody(10_000).body);
process.stdout.write(JSON.stringify({ bigTreeMs: big.ms, bigTreeNodes: big.nodes, deepChainMs: deep.ms, deepChainLevels: deep.nodes - 1 }));
