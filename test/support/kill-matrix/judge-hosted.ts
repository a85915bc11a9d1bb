// One run of the real CLI against an implementation the fault server hosts, with the server's fixtures:
// its exit code, its report and what it printed.
import type { ConformanceReport } from '../../../src/types/report.js';
import { makeTempDir, readReport, runCli } from '../cli/run-cli.js';
import type { FaultServer } from './fault-server.js';

export interface HostedRun {
  code: number;
  report: ConformanceReport;
  stdout: string;
}

export async function judgeHosted(server: FaultServer, id: string, args: readonly string[]): Promise<HostedRun> {
  const { couponId, inquiryId, foreignInquiryId } = server.dataset.fixtures;
  const fixtures = ['--coupon-id', couponId, '--inquiry-id', inquiryId, '--foreign-inquiry-id', foreignInquiryId];
  const { dir, cleanup } = await makeTempDir();
  try {
    const run = await runCli(['run', '--base-url', server.baseUrlOf(id), ...fixtures, '--report-dir', dir, ...args]);
    return { code: run.code ?? -1, report: await readReport(dir), stdout: run.stdout };
  } finally {
    await cleanup();
  }
}
