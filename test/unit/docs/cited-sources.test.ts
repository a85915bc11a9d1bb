// Every verdict traceable to its source: each rule cites at least one section of docs/spec.md or
// decision of docs/decisions.md, each link names an existing heading (GitHub's anchor rules) whose text
// is the title the reports show, and every decision is cited by at least one rule.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { decision, sourceLabel, sourceTitle, spec } from '../../../src/rules/sources.js';

/** Every decision, in order. */
const DECISIONS = Object.values(decision);
import { headingsOf } from '../../support/docs/anchors.js';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');
const headings = { 'docs/spec.md': headingsOf(read('docs/spec.md')), 'docs/decisions.md': headingsOf(read('docs/decisions.md')) };

/** The heading a source link points to, or undefined. */
function headingOf(link: string) {
  const [file, anchor] = link.split('#') as [keyof typeof headings, string];
  return headings[file]?.find((h) => h.anchor === anchor);
}

describe('rule sources', () => {
  it.each(catalogue.map((rule) => [rule.id, rule] as const))(
    '%s cites the spec or a decision, each link an existing heading',
    (_id, rule) => {
      for (const link of rule.sources) {
        expect(link).toMatch(/^docs\/(spec|decisions)\.md#[a-z0-9_-]+$/);
        expect(headingOf(link), link).toBeDefined();
      }
    },
  );

  it.each([...Object.values(spec), ...Object.values(decision)])('%s: its title is the text of the heading it points to', (link) => {
    expect(sourceTitle(link)).toBe(headingOf(link)?.text);
  });

  it('knows every decision of docs/decisions.md, in order, each under a "## D<n>: <the question>" heading', () => {
    const documented = headings['docs/decisions.md'].filter((h) => h.level === 2 && /^D\d+: /.test(h.text));
    expect(documented.map((h) => `docs/decisions.md#${h.anchor}`)).toEqual(DECISIONS);
    expect(documented.map((h) => Number(/^D(\d+)/.exec(h.text)![1]))).toEqual(documented.map((_, i) => i + 1));
  });

  it.each(DECISIONS.map((link) => [sourceLabel(link), link] as const))('%s is cited by at least one rule', (_label, link) => {
    expect(catalogue.filter((rule) => (rule.sources as readonly string[]).includes(link)).map((rule) => rule.id)).not.toEqual([]);
  });

  it('labels a decision by its number and a section of the spec by its heading; an unknown link as itself', () => {
    expect(sourceLabel(decision.D9)).toBe('D9');
    expect(sourceLabel(spec.errors)).toBe('spec: Errors');
    expect(sourceLabel('docs/spec.md#nowhere')).toBe('docs/spec.md#nowhere');
    expect(sourceTitle('docs/spec.md#nowhere')).toBe('docs/spec.md#nowhere');
  });
});
