// junit.xml as a pure function of the report: a snapshot, well-formed XML whatever the server sent,
// one testcase per rule grouped by operation, failures with their message and evidence.
import { describe, expect, it } from 'vitest';

import { renderJunit } from '../../../src/report/render-junit.js';
import { escapeXml } from '../../../src/report/xml.js';
import { atAnotherTime, HOSTILE, reassembled, record, report } from '../../support/report/fixture.js';
import { wellFormednessProblems } from '../../support/report/xml-well-formed.js';

const xml = renderJunit(report);

describe('renderJunit', () => {
  it('matches the snapshot of the fixture run', async () => {
    await expect(xml).toMatchFileSnapshot('__snapshots__/junit.xml');
  });

  it('is deterministic: the bytes depend on the record alone, not on the clock or the order its parts were assembled in', () => {
    expect(atAnotherTime(() => renderJunit(reassembled(record).report))).toBe(xml);
  });

  it('is well-formed XML although the server sent markup, ]]> and control characters', () => {
    expect(wellFormednessProblems(xml)).toEqual([]);
    expect(xml).not.toContain(HOSTILE.script);
    expect(xml).not.toContain(HOSTILE.img);
    expect(xml).not.toContain(HOSTILE.cdataEnd);
    expect(xml).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F]/);
  });

  it('has one testsuite per operation and one testcase per rule', () => {
    expect([...xml.matchAll(/<testsuite name="([^"]+)" tests="(\d+)"/g)].map((m) => [m[1], Number(m[2])])).toEqual([
      ['GET_COUPON_BY_ID', 4],
      ['LIST_DISPLAY_CATEGORIES', 2],
      ['GET_ORIGIN_INQUIRY_BY_ID', 2],
    ]);
    expect(xml.match(/<testcase /g)).toHaveLength(report.results.length);
    expect(xml).toContain(
      '<testsuites name="seller-api-conformance 0.1.0: http://127.0.0.1:8080" tests="8" failures="3" errors="1" skipped="1"',
    );
  });

  it("gives each testcase its rule's time and each testsuite the sum of its testcases' times, in seconds", () => {
    const times = Object.fromEntries(
      [...xml.matchAll(/<testcase classname="[^"]+" name="([^:]+):[^"]*" time="([^"]+)"/g)].map((m) => [m[1], m[2]]),
    );
    expect(times).toMatchObject({ 'coupon.no-server-error': '0.851', 'coupon.found.status': '0.000', 'categories.status': '1.500' });
    expect([...xml.matchAll(/<testsuite name="([^"]+)"[^>]* time="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual([
      ['GET_COUPON_BY_ID', '0.875'],
      ['LIST_DISPLAY_CATEGORIES', '1.500'],
      ['GET_ORIGIN_INQUIRY_BY_ID', '0.011'],
    ]);
    expect(xml).toMatch(/<testsuites [^>]* time="1\.234"/);
  });

  it('gives a failure its message and evidence: request, response, violations and the curl line', () => {
    const failure =
      /<testcase classname="GET_COUPON_BY_ID" name="coupon\.policy\.discount-type[^"]*" time="0\.012">\s*<properties>[\s\S]*?<\/properties>\s*<failure message="([^"]*)" type="must">([\s\S]*?)<\/failure>/.exec(
        xml,
      );
    expect(failure).not.toBeNull();
    const result = report.results[1]!;
    expect(failure![1]).toBe(escapeXml(result.message));
    for (const part of [
      `request: GET ${result.evidence!.request!.url}`,
      'response: 200',
      '/couponPolicies/0/typeOfDiscount: expected one of',
      `reproduce: ${result.evidence!.curl}`,
    ])
      expect(failure![2]).toContain(escapeXml(part));
  });
});

describe('wellFormednessProblems (the checker itself)', () => {
  it.each([
    ['a bare <', '<a>1 < 2</a>'],
    ['a bare &', '<a>R&D</a>'],
    ['crossed elements', '<a><b></a></b>'],
    ['an unclosed element', '<a><b/>'],
    ['two roots', '<a/><b/>'],
    ['a raw < in an attribute', '<a x="<"/>'],
    ['a duplicate attribute', '<a x="1" x="2"/>'],
    ['a control character', '<a>\u0001</a>'],
    [']]> in text', '<a>]]></a>'],
  ])('finds %s', (_name, given) => {
    expect(wellFormednessProblems(given)).not.toEqual([]);
  });

  it('accepts well-formed XML', () => {
    expect(wellFormednessProblems('<?xml version="1.0"?>\n<a x="&amp;&#10;"><!-- c --><b/><![CDATA[<x>]]>t &lt;</a>\n')).toEqual([]);
  });
});
