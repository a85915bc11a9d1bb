// The default run against a local reference, given its fixtures, and the requests its exchanges.har recorded: what
// the bench's request phase (scripts/bench.ts) and between-requests.ts send again with a bare undici loop.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReferenceServer } from '../../src/reference/index.js';
import { runCommand, type CommandRun } from './measure.js';

export interface HarEntry {
  time: number;
  request: { method: string; url: string };
}

/** Runs `bin` against `server` (seed 1, reports in `reportDir`); its process, and the entries of its HAR. */
export async function defaultRunRequests(
  bin: string,
  server: ReferenceServer,
  reportDir: string,
): Promise<{ run: CommandRun; entries: HarEntry[] }> {
  const { couponId, inquiryId, foreignInquiryId } = server.fixtures;
  const fixtures = ['--coupon-id', couponId, '--inquiry-id', inquiryId, '--foreign-inquiry-id', foreignInquiryId];
  const args = [bin, 'run', '--base-url', server.baseUrl, ...fixtures, '--seed', '1', '--report-dir', reportDir];
  const run = await runCommand(process.execPath, args);
  if (run.code !== 0) return { run, entries: [] };
  const har = JSON.parse(await readFile(join(reportDir, 'exchanges.har'), 'utf8')) as { log: { entries: HarEntry[] } };
  return { run, entries: har.log.entries };
}
