// summary.md as a pure function of the run record: a snapshot, one line per failed rule with its
// field, and nothing the server wrote rendered as Markdown or HTML (only inside code spans).
import { describe, expect, it } from 'vitest';

import { summaryText } from '../../../src/cli/summary.js';
import { headline } from '../../../src/rules/messages.js';
import { codeSpan, renderMarkdown } from '../../../src/report/render-markdown.js';
import type { RuleResult } from '../../../src/types/report.js';
import { atAnotherTime, HOSTILE, reassembled, record, report } from '../../support/report/fixture.js';

const summary = renderMarkdown(record);

/**
 * The text of `markdown` outside its code spans (CommonMark: a run of n backticks opens a span that
 * the next run of exactly n closes; an unmatched run is literal text). What is left is what a
 * Markdown renderer would interpret.
 */
function outsideCodeSpans(markdown: string): string {
  let outside = '';
  let i = 0;
  while (i < markdown.length) {
    const run = /^`+/.exec(markdown.slice(i));
    if (!run) {
      outside += markdown[i];
      i += 1;
      continue;
    }
    const fence = run[0];
    const close = new RegExp(`(?<!\`)${fence}(?!\`)`, 'g');
    close.lastIndex = i + fence.length;
    const end = close.exec(markdown);
    if (!end) {
      outside += fence;
      i += fence.length;
    } else {
      outside += ' ';
      i = end.index + fence.length;
    }
  }
  return outside;
}

describe('renderMarkdown', () => {
  it('matches the snapshot of the fixture run', async () => {
    await expect(summary).toMatchFileSnapshot('__snapshots__/summary.md');
  });

  it('is deterministic: the bytes depend on the record alone, not on the clock or the order its parts were assembled in', () => {
    expect(atAnotherTime(() => renderMarkdown(reassembled(record)))).toBe(summary);
  });

  it('says the verdict and the counts', () => {
    expect(summary).toMatch(/^### ❌ Non-conformant/);
    expect(summary).toContain('| 8 | 2 | 3 | 1 | 1 | 1 |');
    expect(summary).toContain('seed `42`');
    expect(summary).toContain('`http://127.0.0.1:8080`');
  });

  it('gives each failed rule one line: rule, level, message and field path', () => {
    const lines = summary.split('\n').map((l) => l.trimStart());
    for (const r of report.results.filter((result) => result.status === 'failed')) {
      const line = lines.filter((l) => l.startsWith(`- \`${r.rule}\``));
      expect(line, r.rule).toHaveLength(1);
      expect(line[0]).toContain(`(${r.level}) — `);
    }
    expect(lines.find((l) => l.startsWith('- `coupon.policy.discount-type`'))).toMatch(
      / — `\/couponPolicies\/0\/typeOfDiscount`, `\/couponPolicies\/0\/\[x\]\(javascript:alert\(1\)\)` · \[spec: CouponPolicy\]\(docs\/spec\.md#couponpolicy "CouponPolicy"\), \[D2\]\(docs\/decisions\.md#d2-[^)]+\)$/,
    );
    // A status-line violation has no field path to show.
    expect(lines.find((l) => l.startsWith('- `inquiry.malformed.status`'))).toBe(
      '- `inquiry.malformed.status` (MUST) — `status 404, expected 400` · [spec: Errors](docs/spec.md#errors "Errors"), [D10](docs/decisions.md#d10-malformed-ids-and-edge-forms "D10: Malformed ids and edge forms")',
    );
  });

  it('puts the failures of one answer under one item naming it, and a failure whose answer is its own on a line of its own', () => {
    const lines = summary.split('\n');
    const headline = lines.indexOf(
      '- One answer breaks 2 rules: `GET http://127.0.0.1:8080/v2/providers/openapi/apis/api/v5/vendors/callCenterInquiries/9007199254740991?x=%3Cscript%3Ealert(1)%3C%2Fscript%3E&flag → 404`',
    );
    expect(headline).toBeGreaterThan(-1);
    expect(lines[headline + 1]).toMatch(/^ {2}- `inquiry\.not-found\.message` \(MUST\) — /);
    expect(lines[headline + 2]).toMatch(/^ {2}- `inquiry\.malformed\.status` \(MUST\) — /);
    expect(lines.filter((l) => l.startsWith('- `coupon.policy.discount-type` (MUST)'))).toHaveLength(1);
  });

  it('summarizes warnings and the rules that could not be judged, and says where the reports are', () => {
    expect(summary).toContain('#### Warnings: SHOULD rules (1)');
    expect(summary).toContain('#### Could not judge (1)');
    expect(summary).toContain('`report.html`');
    expect(renderMarkdown(record, { reportDir: 'reports' })).toContain('Reports in `reports`: ');
  });

  it('renders nothing the server sent as Markdown or HTML: outside code spans no link, image, tag, mention or control', () => {
    // The links to the rules' sources are the renderer's own; everything else must be inert.
    const outside = outsideCodeSpans(summary).replace(/ · \[.+$/gm, (links) =>
      /^ · (\[[^\]]+\]\(docs\/\w+\.md#[\w-]+ "[^"]+"\)(, |$))+$/.test(links) ? '' : links,
    );
    for (const hostile of ['<', '>', '](', '![', 'javascript:', 'evil.test', '@octocat', '#1', ']]>'])
      expect(outside, hostile).not.toContain(hostile);
    // Anywhere, even in a code span: no control character or line separator (they would break the line).
    expect(summary).not.toMatch(/[\u0000-\u0009\u000B-\u001F\u007F-\u009F\u2028\u2029]/);
  });

  it('gives each failure the answer it was judged on and the curl line that repeats it, in a fenced block', () => {
    const lines = summary.split('\n');
    const item = lines.findIndex((l) => l.startsWith('- `coupon.policy.discount-type` (MUST)'));
    expect(lines.slice(item + 1, item + 7)).toEqual([
      '  - answer: `GET http://127.0.0.1:8080/v2/providers/marketplace_openapi/apis/api/v1/coupons/63187785 → 200`',
      '  - reproduce:',
      '',
      '    ```sh',
      `    ${report.results.find((r) => r.rule === 'coupon.policy.discount-type')!.evidence!.curl}`,
      '    ```',
    ]);
    // Rules broken by one answer: one curl line, after them.
    const grouped = lines.findIndex((l) => l.startsWith('- One answer breaks 2 rules: '));
    expect(lines.slice(grouped + 3, grouped + 5)).toEqual(['  - reproduce:', '']);
    expect(lines.filter((l) => l.startsWith('    curl -sS -i '))).toHaveLength(2);
  });

  it('puts new failures first and collapses the expected ones below, in <details>', () => {
    const expected = { ...report.results[1]!, rule: 'coupon.policy.daily-limit.maximum', expectedFailure: { reason: 'PAY-1', line: 1 } };
    const results = [expected, ...report.results];
    const withBaseline = renderMarkdown({
      ...record,
      report: {
        ...report,
        results,
        summary: { ...report.summary, expectedFailures: 1, baselineProblems: 0 },
        expectedFailures: { file: 'ef.yaml', entries: 1, problems: [] },
      },
    });
    const at = (text: string) => withBaseline.indexOf(text);
    expect(at('#### New failures (3)')).toBeGreaterThan(-1);
    expect(at('#### New failures (3)')).toBeLessThan(at('<details>'));
    expect(withBaseline).toContain(
      '<details>\n<summary>Expected failures (1): reported, not failing the run</summary>\n\n- `coupon.policy.daily-limit.maximum` (MUST, failed) — `PAY-1`\n\n</details>',
    );
  });

  it('heads an interrupted run "Interrupted", with the verdict so far', () => {
    const interrupted = renderMarkdown({ ...record, report: { ...report, summary: { ...report.summary, interrupted: true } } });
    expect(interrupted).toMatch(/^### ⏹️ Interrupted \(non-conformant so far\): Seller API conformance$/m);
    expect(summary).toMatch(/^### ❌ Non-conformant: Seller API conformance$/m);
  });

  it('lists the hints and says how many MUST rules were judged', () => {
    const hint = {
      kind: 'fixture-not-found' as const,
      option: '--coupon-id',
      message: 'if coupon 1 does not exist, give one with --coupon-id',
    };
    const summaryWith = { ...report.summary, coverage: { mustJudged: 5, mustSelected: 7, minJudged: 5 } };
    const text = renderMarkdown({ ...record, report: { ...report, summary: summaryWith, hints: [hint] } });
    expect(text).toContain('#### Hints\n\n- `if coupon 1 does not exist, give one with --coupon-id`\n');
    expect(text).toContain(' · 5 of 7 MUST rules judged (`--min-judged` asks for 5) · ');
  });

  // Issue 36: the terminal said "+63 more" where summary.md said "and 47 more" (the evidence keeps 50 violations).
  it('counts the violations of a rule once, as the terminal does: the message says how many more', () => {
    const all = Array.from({ length: 64 }, (_, i) => ({
      instancePath: `/data/child/${i}/status`,
      message: 'm',
      expected: 'e',
      actual: 'a',
    }));
    const many: RuleResult = { ...report.results[1]!, message: headline(all), evidence: { violations: all.slice(0, 50) } };
    const line = renderMarkdown({ ...record, report: { ...report, results: [many] } })
      .split('\n')
      .find((l) => l.startsWith(`- \`${many.rule}\``))!;
    expect(line).toContain('(+63 more)');
    expect(line.match(/\d+ more/g)).toEqual(['63 more']);
  });

  it('leaves out the same failures as the terminal, and counts them alike', () => {
    const failures = Array.from({ length: 30 }, (_, i): RuleResult => ({ ...report.results[1]!, rule: `rule.${i}`, evidence: {} }));
    const wider = { ...report, results: failures, hints: [], expectedFailures: undefined, budget: undefined };
    const markdown = renderMarkdown({ ...record, report: wider });
    const terminal = summaryText(wider, [], []);
    expect(/… and (\d+) more in report\.html/.exec(markdown)?.[1]).toBe('10');
    expect(/\.\.\. and (\d+) more in the report/.exec(terminal)?.[1]).toBe('10');
  });

  it('keeps every list item on one line', () => {
    for (const line of summary.split('\n').filter((l) => l.startsWith('- '))) expect(outsideCodeSpans(line)).not.toMatch(/`/);
  });
});

describe('codeSpan', () => {
  it.each([
    ['plain text', 'a <b>', '`a <b>`'],
    ['a backtick inside', 'a ` b', '``a ` b``'],
    ['backtick runs', HOSTILE.backticks, '``` `` ` `` ```'],
    ['controls and separators become spaces', `a\u0000b\nc\u2028d`, '`a b c d`'],
    ['nothing', '\u0007', '(empty)'],
  ])('%s', (_name, given, want) => {
    expect(codeSpan(given)).toBe(want);
  });

  it('cuts long text at a code point boundary', () => {
    const span = codeSpan('😀'.repeat(400));
    expect(span.endsWith('…`')).toBe(true);
    expect(span).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });
});
