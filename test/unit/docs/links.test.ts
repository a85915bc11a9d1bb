// Every relative link of README.md and docs/*.md names a file that exists and, with a #fragment, a
// heading of that file, by GitHub's anchor rules; so does every link of the rules' sources.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { anchorsOf, githubSlug, headingsOf, linkTargets } from '../../support/docs/anchors.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/** What is wrong with a link from a document, or undefined when it resolves. */
function brokenLink(from: string, target: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return undefined; // https:, mailto: ... are not ours to check
  const [path, fragment] = target.split('#', 2) as [string, string | undefined];
  const file = path === '' ? join(root, from) : join(root, dirname(from), decodeURIComponent(path));
  if (!existsSync(file)) return `${target}: no file ${relative(root, file)}`;
  if (fragment === undefined) return undefined;
  if (!file.endsWith('.md')) return `${target}: a fragment into a file that is not Markdown`;
  return anchorsOf(file).has(fragment) ? undefined : `${target}: no heading #${fragment} in ${relative(root, file)}`;
}

describe('githubSlug and headingsOf (the anchor rules themselves)', () => {
  it.each([
    ['D9: Error bodies', 'd9-error-bodies'],
    ['D1: Which spelling of the daily limit, and what values?', 'd1-which-spelling-of-the-daily-limit-and-what-values'],
    ['Authentication: the marketplace gateway’s HMAC scheme', 'authentication-the-marketplace-gateways-hmac-scheme'],
    ['Ctrl-C and SIGTERM', 'ctrl-c-and-sigterm'],
    ['badge.json', 'badgejson'],
    ['snake_case and  two spaces', 'snake_case-and--two-spaces'],
    ['Émile über', 'émile-über'],
  ])('%s → #%s', (text, anchor) => expect(githubSlug(text)).toBe(anchor));

  it('reads headings as rendered (code, links, emphasis), numbers repeats, and ignores code blocks', () => {
    const markdown = ['# `run`: the **command**', '## Notes', '```sh', '# not a heading', '```', '## Notes', '### [Link](x.md) here'].join(
      '\n',
    );
    expect(headingsOf(markdown).map((h) => h.anchor)).toEqual(['run-the-command', 'notes', 'notes-1', 'link-here']);
  });

  it('finds inline links with titles, but none in code spans or code blocks', () => {
    expect(linkTargets('[a](x.md#y "T") `[b](no.md)` [c](<z.md>)\n```\n[d](no.md)\n```')).toEqual(['x.md#y', 'z.md']);
  });
});

describe.each(documents)('%s', (document) => {
  it('has relative links that resolve to an existing file and heading', () => {
    const markdown = readFileSync(join(root, document), 'utf8');
    const broken = linkTargets(markdown)
      .map((target) => brokenLink(document, target))
      .filter((problem) => problem !== undefined);
    expect(broken).toEqual([]);
  });
});
