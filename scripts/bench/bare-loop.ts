// Child process of the benchmark: the floor. Sends the given requests with undici's request() on one
// keep-alive agent, one after the other, bodies read in full, from a fresh process of its own, as the
// harness does (the target is never in its event loop, and each request is sent once). Prints that
// first, cold pass, and for comparison the median of 3 more passes once everything is warm.
import { readFileSync } from 'node:fs';
import { Agent } from 'undici';
import { median } from './measure.js';

const requests = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as { method: string; url: string }[];
const agent = new Agent();

async function once(): Promise<number> {
  const started = performance.now();
  for (const request of requests) {
    const url = new URL(request.url);
    const answer = await agent.request({ origin: url.origin, path: url.pathname, method: request.method });
    await answer.body.text();
  }
  return performance.now() - started;
}

const coldMs = await once();
const warmMs = median([await once(), await once(), await once()]);
process.stdout.write(JSON.stringify({ coldMs, warmMs }));
await agent.close();
