// conformance.json of version 2 read as version 3 writes it: each renamed field under its new name, in
// its place, with its value (a level in capitals); a report of the current version is left as it is.
import { describe, expect, it } from 'vitest';
import { asCurrentVersion } from '../../../src/report/report-versions.js';
import { validators } from '../../../src/validation/validators.js';

const head = {
  tool: { name: 'seller-api-conformance', version: '0.1.0' },
  target: { baseUrl: 'http://127.0.0.1:1', embedded: false },
  startedAt: '2025-01-01T00:00:00.000Z',
  durationMs: 1,
  seed: 1,
  summary: { verdict: 'conformant', passed: 0, failed: 0, warnings: 0, expectedFailures: 1, skipped: 0, errors: 0 },
};
const about = { rule: 'coupon.id-echo', operation: 'GET_COUPON_BY_ID', title: 'MUST ...', sources: ['docs/spec.md#coupon'] };
const tree = { categoryTree: { nodes: 1, leaves: 1, maxDepth: 0, statusCounts: { ACTIVE: 1 } } };
const violation = { instancePath: '/couponId', keyword: 'id-echo', message: 'another id', expected: '1', actual: '2' };

describe('a report of an earlier version', () => {
  it('version 2: observations, severity, checks, expected and evidence.errors become facts, level, answersJudged, expectedFailure, violations', () => {
    const version2 = {
      reportVersion: 2,
      ...head,
      observations: tree,
      results: [
        {
          ...about,
          severity: 'must',
          status: 'failed',
          message: 'x',
          checks: 3,
          expected: { reason: 'PAY-1', line: 1 },
          evidence: { errors: [violation] },
        },
      ],
    };
    const upgraded = asCurrentVersion(version2);
    expect(JSON.stringify(upgraded)).toBe(
      JSON.stringify({
        reportVersion: 3,
        ...head,
        facts: tree,
        results: [
          {
            ...about,
            level: 'MUST',
            status: 'failed',
            message: 'x',
            answersJudged: 3,
            expectedFailure: { reason: 'PAY-1', line: 1 },
            evidence: { violations: [violation] },
          },
        ],
      }),
    );
    expect(validators.report(upgraded), JSON.stringify(validators.report.errors)).toBe(true);
    expect(version2.results[0]!.severity, 'the document read is left as it was').toBe('must');
  });

  it('version 1 (no reportVersion, a section instead of sources): sources from the catalogue, a SHOULD level, no version claimed', () => {
    const { sources: _sources, ...withoutSources } = about;
    const upgraded = asCurrentVersion({
      ...head,
      results: [{ ...withoutSources, section: 'Coupon', severity: 'should', status: 'passed', message: 'x' }],
    });
    expect(upgraded).toEqual({
      ...head,
      results: [
        {
          ...withoutSources,
          sources: ['docs/decisions.md#d8-lookups-are-by-id', 'docs/decisions.md#d17-the-range-of-ids'],
          level: 'SHOULD',
          status: 'passed',
          message: 'x',
        },
      ],
    });
    expect(upgraded).not.toHaveProperty('reportVersion');
  });

  it('version 3 is read as it is', () => {
    const current = { reportVersion: 3, ...head, results: [{ ...about, level: 'MUST', status: 'passed', message: 'x', answersJudged: 1 }] };
    expect(asCurrentVersion(current)).toBe(current);
  });
});
