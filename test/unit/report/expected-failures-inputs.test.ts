// An entry of expected failures is stale only when its rule passed on the inputs that broke it before:
// a run that did not send them again (another seed drew other ids) says "not exercised", and the entry stays.
import { describe, expect, it } from 'vitest';

import { parseExpectedFailures } from '../../../src/config/expected-failures.js';
import { UsageError } from '../../../src/config/usage-error.js';
import { applyExpectedFailures, requestKey } from '../../../src/report/expected-failures.js';
import { renderBaseline } from '../../../src/report/render-baseline.js';
import type { ConformanceReport, RuleResult } from '../../../src/types/report.js';
import { catalogueResult } from '../../support/report/results.js';

const PATH = '/v2/providers/marketplace_openapi/apis/api/v1/coupons/1000000000000000000';

const result = catalogueResult;

const file = parseExpectedFailures(`- rule: coupon.not-found.status\n  reason: ticket 7\n  inputs:\n    - "GET ${PATH}"\n`, 'ef.yaml');

describe('expected failures and the inputs that broke them', () => {
  it('reads the inputs of an entry, and refuses one that is not a request', () => {
    expect(file.entries[0]!.inputs).toEqual([`GET ${PATH}`]);
    expect(() => parseExpectedFailures('- rule: a\n  reason: r\n  inputs: ["/coupons/1"]\n', 'ef.yaml')).toThrow(UsageError);
    expect(() => parseExpectedFailures('- rule: a\n  reason: r\n  inputs: ["/coupons/1"]\n', 'ef.yaml')).toThrow(
      'ef.yaml:3: an input must be a request as baseline writes it: "GET /path"',
    );
  });

  it('names a request by method, path and query, whatever the host', () => {
    expect(requestKey({ method: 'GET', url: `http://127.0.0.1:8080${PATH}?a=1` })).toBe(`GET ${PATH}?a=1`);
    // A recording's own relative URL is taken as it is.
    expect(requestKey({ method: 'GET', url: `${PATH}?a=1` })).toBe(`GET ${PATH}?a=1`);
  });

  it('names a request off the documented paths relative to the base URL, whatever its trailing slashes', () => {
    expect(requestKey({ method: 'GET', url: 'http://gw.example/api/health' }, 'http://gw.example/api//')).toBe('GET /health');
    expect(requestKey({ method: 'GET', url: 'http://gw.example/other/health' }, 'http://gw.example/api')).toBe('GET /other/health');
    // A recording's relative URL: at the base path itself, and with a "/" in its query, which is no part of its path.
    expect(requestKey({ method: 'GET', url: '/api/' }, 'http://gw.example/api')).toBe('GET /');
    expect(requestKey({ method: 'GET', url: `/gateway${PATH}?next=/a` })).toBe(`GET ${PATH}?next=/a`);
  });

  it('is stale when the rule passed and every input was sent again', () => {
    const { section } = applyExpectedFailures([result('coupon.not-found.status', 'passed')], file, '2026-11-26', new Set([`GET ${PATH}`]));
    expect(section.problems.map((p) => [p.problem, p.message])).toEqual([
      ['stale', 'coupon.not-found.status passes now on the 1 input(s) that broke it: remove the entry'],
    ]);
    expect(section.notExercised).toBeUndefined();
  });

  it('is not exercised, not stale, when the rule passed but an input was not sent: nothing fails the run', () => {
    const { section } = applyExpectedFailures([result('coupon.not-found.status', 'passed')], file, '2026-11-26', new Set(['GET /other']));
    expect(section.problems).toEqual([]);
    expect(section.notExercised).toEqual([
      {
        rule: 'coupon.not-found.status',
        line: 1,
        message: `coupon.not-found.status not exercised in this run: it passed, but 1 of the 1 input(s) that broke it were not sent (GET ${PATH}); the entry stays`,
      },
    ]);
  });

  it('names the first input not sent, and "..." when more were not', () => {
    const two = parseExpectedFailures(
      `- rule: coupon.not-found.status\n  reason: ticket 7\n  inputs:\n    - "GET ${PATH}"\n    - "GET ${PATH}?x=1"\n`,
      'ef.yaml',
    );
    const { section } = applyExpectedFailures([result('coupon.not-found.status', 'passed')], two, '2026-11-26', new Set());
    expect(section.notExercised?.map((n) => n.message)).toEqual([
      `coupon.not-found.status not exercised in this run: it passed, but 2 of the 2 input(s) that broke it were not sent (GET ${PATH}, ...); the entry stays`,
    ]);
  });

  it('reads an input off the documented paths as the run names the request it sent', () => {
    const offPath = parseExpectedFailures('- rule: coupon.not-found.status\n  reason: r\n  inputs: ["GET /health?x=1"]\n', 'ef.yaml');
    const sent = new Set([requestKey({ method: 'GET', url: 'http://127.0.0.1:9/health?x=1' })]);
    const { section } = applyExpectedFailures([result('coupon.not-found.status', 'passed')], offPath, '2026-11-26', sent);
    expect(section.problems.map((p) => p.problem)).toEqual(['stale']);
  });

  it('an entry without inputs (written by hand, or before inputs) is stale as soon as its rule passes', () => {
    const bare = parseExpectedFailures('- rule: coupon.not-found.status\n  reason: r\n', 'ef.yaml');
    const { section } = applyExpectedFailures([result('coupon.not-found.status', 'passed')], bare, '2026-11-26', new Set());
    expect(section.problems.map((p) => p.problem)).toEqual(['stale']);
  });

  it('baseline writes the request that broke each rule, and the parser reads it back', () => {
    const report = {
      target: { baseUrl: 'http://127.0.0.1:9', embedded: false },
      results: [
        result('coupon.not-found.status', 'failed', {
          evidence: { request: { method: 'GET', url: `http://127.0.0.1:9${PATH}`, headers: {} } } as RuleResult['evidence'],
        }),
      ],
    } as unknown as ConformanceReport;
    const written = renderBaseline(report);
    expect(written).toContain(`  inputs:\n    - "GET ${PATH}"\n`);
    expect(parseExpectedFailures(written, 'baseline.yaml').entries[0]!.inputs).toEqual([`GET ${PATH}`]);
  });

  // Issue 48: inputs held the base path, so a run against another base path never sent them again, and
  // the entry, "not exercised" for ever, hid the next regression of its rule.
  describe('across base paths: baselined at http://127.0.0.1:8080/api, run against https://staging.example/', () => {
    const LOCAL = 'http://127.0.0.1:8080/api';
    const STAGING = 'https://staging.example/';
    const staging = new Set([requestKey({ method: 'GET', url: `https://staging.example${PATH}` }, STAGING)]);
    const baselined = {
      target: { baseUrl: LOCAL, embedded: false },
      results: [
        result('coupon.not-found.status', 'failed', {
          evidence: { request: { method: 'GET', url: `${LOCAL}${PATH}`, headers: {} } } as RuleResult['evidence'],
        }),
      ],
    } as unknown as ConformanceReport;

    it('baseline writes the input relative to the base URL', () => {
      expect(renderBaseline(baselined)).toContain(`  inputs:\n    - "GET ${PATH}"\n`);
    });

    it('the fault fixed there, the entry is stale', () => {
      const file = parseExpectedFailures(renderBaseline(baselined), 'baseline.yaml');
      const { section } = applyExpectedFailures([result('coupon.not-found.status', 'passed')], file, '2026-11-26', staging);
      expect(section.problems.map((p) => p.problem)).toEqual(['stale']);
      expect(section.notExercised).toBeUndefined();
    });

    it('an older file, its input with the base path, is stale there too', () => {
      const older = parseExpectedFailures(`- rule: coupon.not-found.status\n  reason: r\n  inputs:\n    - "GET /api${PATH}"\n`, 'ef.yaml');
      const { section } = applyExpectedFailures([result('coupon.not-found.status', 'passed')], older, '2026-11-26', staging);
      expect(section.problems.map((p) => p.problem)).toEqual(['stale']);
    });

    it('a path of no operation is relative to the base URL when it starts with its base path', () => {
      expect(requestKey({ method: 'GET', url: 'http://127.0.0.1:8080/api/health?x=1' }, LOCAL)).toBe('GET /health?x=1');
      expect(requestKey({ method: 'GET', url: 'http://127.0.0.1:8080/other' }, LOCAL)).toBe('GET /other');
    });
  });
});
