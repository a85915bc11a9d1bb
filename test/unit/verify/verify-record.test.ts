// run --verify: the record judged again from the very texts about to be written; the report says it is
// verified, with the count and digest of the exchanges, only when its verdict follows from them.
import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../src/config/resolve.js';
import { renderReports } from '../../../src/report/write-reports.js';
import type { RunRecord } from '../../../src/report/run-record.js';
import { endKeptThread } from '../../../src/runner/kept-thread.js';
import { runConformance } from '../../../src/runner/run.js';
import { verifiedRecord } from '../../../src/verify/verify-record.js';

let record: RunRecord;

beforeAll(async () => {
  const options = resolveOptions({ seed: 11, suites: ['inquiry'], numRuns: 3 }, {});
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  const { report, exchanges, unanswered, notSent } = await runConformance(options, discard);
  record = { report, exchanges, unanswered, ...(notSent ? { notSent } : {}) };
}, 60_000);

afterAll(endKeptThread);

const textOf = (rendered: RunRecord, name: string) => {
  const file = renderReports(rendered).get(name);
  return file && 'text' in file ? file.text : undefined;
};

describe('verifiedRecord', () => {
  it('adds the verification to a report that follows from its exchanges, before its results', async () => {
    const { record: verified, verification } = await verifiedRecord(record, 'reports');
    expect(verification).toMatchObject({ dir: 'reports', outcome: 'verified', exchanges: record.exchanges.length });
    const har = textOf(record, 'exchanges.har')!;
    expect(verified.report.verification).toEqual({
      verified: true,
      exchanges: record.exchanges.length,
      exchangesSha256: createHash('sha256').update(har).digest('hex'),
    });
    expect(Object.keys(verified.report).at(-1)).toBe('results');
    expect({ ...verified.report, verification: undefined }).toEqual({ ...record.report, verification: undefined });
    expect(verified.exchanges).toBe(record.exchanges);
  });

  it('leaves a record whose verdict does not follow as it is, and says why', async () => {
    const [first, ...rest] = record.report.results;
    const forged: RunRecord = { ...record, report: { ...record.report, results: [{ ...first!, status: 'failed' }, ...rest] } };
    const { record: same, verification } = await verifiedRecord(forged, 'reports');
    expect(same).toBe(forged);
    expect(verification.outcome).toBe('does not follow');
    expect(verification.differences.map((difference) => difference.rule)).toEqual([first!.rule]);
  });

  it('leaves a record whose exchanges.har cannot be rendered as it is: nothing to verify', async () => {
    // An exchange that renderHar cannot write (a body that is no string) costs that file only.
    const broken: RunRecord = {
      ...record,
      exchanges: [{ ...record.exchanges[0]!, response: null as never }, ...record.exchanges.slice(1)],
    };
    expect(textOf(broken, 'exchanges.har')).toBeUndefined();
    const { record: same, verification } = await verifiedRecord(broken, 'reports');
    expect(same).toBe(broken);
    expect(verification.outcome).toBe('cannot verify');
  });
});
