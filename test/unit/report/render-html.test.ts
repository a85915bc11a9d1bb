// report.html as a pure function of the run record: a snapshot, and the properties that make it
// safe to open whatever the server sent (escaping, policy, no external resource, determinism).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { escapeHtml } from '../../../src/report/html-escape.js';
import { prettyJsonParts } from '../../../src/report/html-body.js';
import { html } from '../../../src/report/html-template.js';
import { renderHtml } from '../../../src/report/render-html.js';
import { atAnotherTime, EVERYTHING, HOSTILE, reassembled, record, report } from '../../support/report/fixture.js';

const page = renderHtml(record);

/** Every tag of the page: name and attribute text. Escaped server text contains no "<", so these are all the renderer's own. */
const tags = [...page.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9-]*|!DOCTYPE)([^>]*)>/g)].map(([, close, name, attributes]) => ({
  close: close === '/',
  name: name!.toLowerCase(),
  attributes: attributes!,
}));
const between = (open: string, close: string) => page.slice(page.indexOf(open) + open.length, page.indexOf(close));
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('renderHtml', () => {
  it('matches the snapshot of the fixture run', async () => {
    await expect(page).toMatchFileSnapshot('__snapshots__/report.html');
  });

  it('is deterministic: the bytes depend on the record alone, not on the clock or the order its parts were assembled in', () => {
    expect(atAnotherTime(() => renderHtml(reassembled(record)))).toBe(page);
  });

  it('lets no hostile string through raw', () => {
    expect(page).not.toContain(HOSTILE.script);
    expect(page).not.toContain(HOSTILE.img);
    expect(page).not.toContain(EVERYTHING);
    // The only </script> and <script are the page's own.
    expect(page.split('</script>')).toHaveLength(2);
    expect(page.split('<script')).toHaveLength(2);
    expect(page).not.toMatch(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/);
    // The escaped forms are there: the values are shown, as text.
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it("contains only the elements the renderer writes, with no event handler, source, or link but to the rules' sources", () => {
    const allowed = new Set([
      '!doctype',
      'html',
      'head',
      'meta',
      'title',
      'style',
      'body',
      'header',
      'h1',
      'h2',
      'h3',
      'span',
      'p',
      'dl',
      'dt',
      'dd',
      'div',
      'ul',
      'li',
      'b',
      'section',
      'nav',
      'fieldset',
      'legend',
      'label',
      'input',
      'button',
      'details',
      'summary',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'pre',
      'code',
      'footer',
      'script',
      'a',
      'mark',
    ]);
    expect(new Set(tags.map((t) => t.name).filter((name) => !allowed.has(name)))).toEqual(new Set());
    const sourceLinks = new Set(report.results.flatMap((r) => r.sources));
    for (const tag of tags.filter((t) => t.name !== 'a' || t.close))
      expect(tag.attributes, `<${tag.name}${tag.attributes}>`).not.toMatch(/\s(on[a-z]+|src|href|srcset|action|formaction|style)\s*=/i);
    for (const link of tags.filter((t) => t.name === 'a' && !t.close)) {
      const [, href] = /^ href="([^"]+)" title="[^"]+"$/.exec(link.attributes) ?? [];
      expect(sourceLinks.has(href!), `<a${link.attributes}>`).toBe(true);
    }
  });

  it('carries a strict Content-Security-Policy naming exactly its own stylesheet and script', () => {
    // The attribute value as the browser reads it (the quotes of the keywords are escaped like any value).
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)">/.exec(page)?.[1]?.replaceAll('&#39;', "'");
    expect(policy).toBeDefined();
    const style = between('<style>', '</style>');
    const script = between('<script>', '</script>');
    expect(policy).toBe(
      `default-src 'none'; style-src 'sha256-${sha256(style)}'; script-src 'sha256-${sha256(script)}'; img-src 'none'; base-uri 'none'; form-action 'none'`,
    );
    // Nothing outside the page: no resource in the stylesheet either.
    expect(style).not.toMatch(/url\(|@import/);
  });

  it('shows the header: target, tool version, date, verdict, counts and the bar', () => {
    expect(page).toContain('<span class="verdict non-conformant" id="verdict">NON-CONFORMANT</span>');
    expect(page).toContain('http://127.0.0.1:8080');
    expect(page).toContain('seller-api-conformance 0.1.0');
    expect(page).toContain('2025-06-01 10:00:00 UTC');
    expect(page).toMatch(/<li class="s-failed"><b>3<\/b> failed<\/li>/);
    expect(between('<style>', '</style>')).toContain('.bar .s-failed { flex-grow: 3; }');
  });

  it('puts the failures and the rules that could not be judged first, above the tree and the filters, as copies the filters leave alone', () => {
    const top = /<section class="new-failures" id="new-failures">[\s\S]*?<\/section>/.exec(page)![0];
    expect(page.indexOf('id="new-failures"')).toBeLessThan(page.indexOf('id="category-tree"'));
    expect(page.indexOf('id="new-failures"')).toBeLessThan(page.indexOf('id="filters"'));
    expect([...top.matchAll(/id="new-([^"]+)"/g)].map((m) => m[1])).toEqual([
      'failures',
      'coupon.policy.discount-type',
      'categories.codes-unique',
      'inquiry.not-found.message',
      'inquiry.malformed.status',
    ]);
    expect(top).toContain('3 failed, 1 could not be judged: these make the verdict');
    expect(top).not.toContain('class="rule ');
  });

  it('shows an expected failure as "expected": its own status, count and filter, a collapsed table at the bottom', () => {
    const expected = { ...report.results[1]!, expectedFailure: { reason: 'PAY-1', line: 1 } };
    const results = report.results.map((r) => (r.rule === expected.rule ? expected : r));
    const withBaseline = renderHtml({
      ...record,
      report: { ...report, results, expectedFailures: { file: 'ef.yaml', entries: 1, problems: [] } },
    });
    expect(withBaseline).toMatch(/<li class="s-failed"><b>2<\/b> failed<\/li><li class="s-expected"><b>1<\/b> expected<\/li>/);
    expect(withBaseline).toContain('data-status="expected" data-operation="GET_COUPON_BY_ID" id="rule-coupon.policy.discount-type"');
    expect(withBaseline).toContain('<input type="checkbox" name="status" value="expected" checked> expected (1)');
    expect(withBaseline).toContain('<span class="expected" title="PAY-1">expected failed: PAY-1</span>');
    expect(withBaseline).toContain('<h2>New failures <span class="counts">2 failed, 1 could not be judged');
    expect(withBaseline).not.toContain('id="new-coupon.policy.discount-type"');
    expect(withBaseline.indexOf('id="expected-failures"')).toBeGreaterThan(withBaseline.lastIndexOf('class="operation"'));
    expect(withBaseline).toMatch(/<section class="baseline" id="expected-failures">\n<details><summary>/);
    // Without expected failures, the legend and the filters have no such status.
    expect(page).not.toContain('<li class="s-expected">');
    expect(page).not.toContain('value="expected"');
  });

  it('heads an interrupted run INTERRUPTED, with the verdict so far; shows the hints and what was judged', () => {
    const hint = {
      kind: 'fixture-not-found' as const,
      option: '--coupon-id',
      message: 'if coupon 1 does not exist, give one with --coupon-id',
    };
    const summary = { ...report.summary, interrupted: true, coverage: { mustJudged: 4, mustSelected: 6 } };
    const stopped = renderHtml({ ...record, report: { ...report, summary, hints: [hint] } });
    expect(stopped).toContain(
      '<span class="verdict interrupted" id="verdict">INTERRUPTED</span> <span class="so-far">non-conformant so far</span>',
    );
    expect(stopped).toContain(
      '<ul class="hints" id="hints"><li><b>hint</b> if coupon 1 does not exist, give one with --coupon-id</li></ul>',
    );
    expect(stopped).toContain('<dt>judged</dt><dd>4 of 6 MUST rules</dd>');
  });

  it('lists every rule once, with its status, id, level, title, sources and message', () => {
    const rules = tags.filter((t) => !t.close && /class="rule /.test(t.attributes));
    expect(rules).toHaveLength(report.results.length);
    for (const r of report.results) {
      expect(page).toContain(`data-status="${r.status}" data-operation="${r.operation}" id="rule-${r.rule}"`);
      expect(page).toContain(escapeHtml(r.message));
      expect(page).toContain(escapeHtml(r.title));
      for (const link of r.sources) expect(page).toContain(`href="${escapeHtml(link)}"`);
    }
  });

  it('makes every failed, warning and error rule expandable to its evidence', () => {
    const expandable = report.results.filter((r) => ['failed', 'warning', 'error'].includes(r.status));
    const details = [...page.matchAll(/<details class="rule[^"]*"[^>]*>([\s\S]*?)<\/details>/g)].map((m) => m[1]!);
    expect(details).toHaveLength(expandable.length);
    const failure = details.find((d) => d.includes('coupon.policy.discount-type'))!;
    for (const part of [
      '<h3>Request</h3>',
      '<h3>Response</h3>',
      '<h3>Violations</h3>',
      '<th>field path</th><th>expected</th><th>actual</th><th>message</th>',
      '<button type="button" class="copy"',
    ])
      expect(failure).toContain(part);
    expect(failure).toContain(`<code>${escapeHtml(report.results[1]!.evidence!.curl!)}</code>`);
    // The rule that could not be judged has a request and no response.
    expect(details.find((d) => d.includes('categories.codes-unique'))).toContain('no complete answer arrived');
  });

  it('puts the rules one answer breaks under one headline naming the answer, and a rule with an answer of its own alone', () => {
    const section = (operation: string) => new RegExp(`id="op-${operation}">[\\s\\S]*?</section>`).exec(page)![0];
    const inquiry = escapeHtml(report.results[6]!.evidence!.request!.url);
    const answer = /<div class="answer s-failed">([\s\S]*?)<\/div>\n/.exec(section('GET_ORIGIN_INQUIRY_BY_ID'));
    expect(answer?.[1]).toContain(`One answer breaks 2 rules: <span class="mono">GET ${inquiry} → 404</span>`);
    expect([...(answer?.[1] ?? '').matchAll(/id="rule-([^"]+)"/g)].map((m) => m[1])).toEqual([
      'inquiry.not-found.message',
      'inquiry.malformed.status',
    ]);
    // The coupon's failure and warning share their answer; the passed and skipped rules stay apart.
    expect(section('GET_COUPON_BY_ID')).toMatch(
      /<div class="answer s-failed">.*One answer breaks 2 rules: .*id="rule-coupon\.policy\.discount-type".*id="rule-coupon\.unknown-fields"/s,
    );
    // Two in the operations' sections, and the inquiry's again among the failures at the top (the coupon's
    // failure shares its answer with a warning, which is not among them: alone there).
    expect(page.match(/class="answer /g)).toHaveLength(3);
  });

  it("shows a failure's violations first, above the exchange, and marks the field they name in the body", () => {
    const failure = /id="rule-coupon\.policy\.discount-type"[\s\S]*?<\/details>/.exec(page)![0];
    expect(failure.indexOf('<h3>Violations</h3>')).toBeLessThan(failure.indexOf('<h3>Request</h3>'));
    expect(failure).toContain(`&quot;typeOfDiscount&quot;: <mark>${escapeHtml(JSON.stringify(HOSTILE.img))}</mark>,`);
    expect(failure.match(/<mark>/g)).toHaveLength(1); // the other path names no field of the body
  });

  it('shows a JSON body indented but exactly as sent: escapes not decoded, big numbers not rounded', () => {
    expect(page).toContain('&quot;couponType&quot;: &quot;DOWN\\u004cOAD&quot;');
    expect(page).toContain('&quot;big&quot;: 12345678901234567890');
  });

  it('shows the category tree statistics', () => {
    expect(page).toContain('<dt>nodes</dt><dd>4,230</dd>');
    expect(page).toContain('<dt>depth</dt><dd>6 ');
    expect(page).toContain(`<span class="mono">${escapeHtml(HOSTILE.script)}</span> 2`);
  });

  it('has filters for every status and operation', () => {
    for (const status of ['passed', 'failed', 'warning', 'skipped', 'error'])
      expect(page).toContain(`name="status" value="${status}" checked`);
    for (const op of ['GET_COUPON_BY_ID', 'LIST_DISPLAY_CATEGORIES', 'GET_ORIGIN_INQUIRY_BY_ID'])
      expect(page).toContain(`name="operation" value="${op}" checked`);
  });
});

describe('escapeHtml and the html template', () => {
  it.each([
    ['markup', '<a href="x">&\'</a>', '&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;'],
    ['controls and lone surrogates', 'a\u0000b\u0007c\u009f\uD800d\uDC00', 'a\uFFFDb\uFFFDc\uFFFD\uFFFDd\uFFFD'],
    ['what HTML carries as it is', 'tab\tnew\nline \u2028 한국 😀', 'tab\tnew\nline \u2028 한국 😀'],
  ])('%s', (_name, given, want) => {
    expect(escapeHtml(given)).toBe(want);
  });

  it('escapes every interpolated value unless it is markup the template built', () => {
    const inner = html`<b>${HOSTILE.script}</b>`;
    expect(html`<p title="${HOSTILE.img}">${inner}${[1, '<', null, undefined, false]}</p>`.markup).toBe(
      '<p title="&lt;img src=x onerror=alert(1)&gt;"><b>&lt;script&gt;alert(1)&lt;/script&gt;</b>1&lt;</p>',
    );
  });
});

describe('prettyJsonParts', () => {
  const marked = (text: string, pointers: string[]) =>
    prettyJsonParts(text, new Set(pointers))!
      .map((part) => (part.marked ? `[${part.text}]` : part.text))
      .join('');

  it.each([
    ['a member', '{"a":1,"b":"x"}', ['/b'], '{\n  "a": 1,\n  "b": ["x"]\n}'],
    ['an array item', '{"a":[1,2,3]}', ['/a/1'], '{\n  "a": [\n    1,\n    [2],\n    3\n  ]\n}'],
    ['a container, whole', '{"a":{"b":[]},"c":0}', ['/a'], '{\n  "a": [{\n    "b": []\n  }],\n  "c": 0\n}'],
    [
      'a key with / and ~ (escaped ~1, ~0) or an escape',
      '{"a/b":1,"c~":2,"\\u0064":3}',
      ['/a~1b', '/c~0', '/d'],
      '{\n  "a/b": [1],\n  "c~": [2],\n  "\\u0064": [3]\n}',
    ],
    ['the last member of a nested object', '{"a":{"b":null}}', ['/a/b'], '{\n  "a": {\n    "b": [null]\n  }\n}'],
    ['nothing for the whole body or a field it lacks', '{"a":1}', ['', '/z', '/a/0'], '{\n  "a": 1\n}'],
  ])('marks %s', (_name, text, pointers, want) => {
    expect(marked(text, pointers)).toBe(want);
  });
});

/** The JSON `text` re-indented as the report shows it, or undefined when it is not JSON. */
const prettyJson = (text: string): string | undefined =>
  prettyJsonParts(text)
    ?.map((part) => part.text)
    .join('');

describe('prettyJsonParts, as text', () => {
  it.each([
    ['an object', '{"a":1,"b":[true,null]}', '{\n  "a": 1,\n  "b": [\n    true,\n    null\n  ]\n}'],
    ['empty containers on one line', '{ "a" : { } , "b" : [ ] }', '{\n  "a": {},\n  "b": []\n}'],
    [
      'strings as sent, structure characters inside them untouched',
      '{"s":"a,b:{c}[d] \\" \\\\","t":"\\u003c"}',
      '{\n  "s": "a,b:{c}[d] \\" \\\\",\n  "t": "\\u003c"\n}',
    ],
    ['numbers as sent', '[12345678901234567890,1e400,-0.10]', '[\n  12345678901234567890,\n  1e400,\n  -0.10\n]'],
    ['a scalar', '"x"', '"x"'],
  ])('%s', (_name, given, want) => {
    expect(prettyJson(given)).toBe(want);
  });

  it.each([
    ['not JSON', '<html>'],
    ['a truncated excerpt', '{"a":[1,2… (9000 chars in all)'],
    ['empty', ''],
  ])('leaves %s alone (undefined)', (_name, given) => {
    expect(prettyJson(given)).toBeUndefined();
  });

  it('stops indenting past a depth, so a deeply nested body stays small', () => {
    const deep = '['.repeat(2000) + ']'.repeat(2000);
    const pretty = prettyJson(deep)!;
    expect(pretty.length).toBeLessThan(200_000);
    expect(JSON.parse(pretty)).toEqual(JSON.parse(deep));
  });
});
