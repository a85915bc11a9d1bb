// GitHub's heading anchors, for the link tests of README.md and docs/: what `#...` a heading gets, and
// the links a Markdown file makes. Only what our docs use: ATX headings (`## Title`), inline links.
import { readFileSync } from 'node:fs';

/** Text outside fenced code blocks, whose `#` lines are no headings and whose brackets are no links. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return false;
    }
    return !fenced;
  });
}

/** The text a heading renders to: inline code, emphasis and links reduced to their text. */
const renderedText = (heading: string) =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/(\*\*|__|\*|_)(\S(?:.*?\S)?)\1/g, '$2')
    .trim();

/**
 * GitHub's anchor for a heading's text: lowercase; every character that is not a letter, a digit, a
 * space, `-` or `_` dropped; each space a `-` (runs are not merged: "a  b" gives "a--b").
 */
export const githubSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');

export interface Heading {
  level: number;
  text: string;
  anchor: string;
}

/** The headings of a document with their anchors; a repeated anchor gets -1, -2, ... as on GitHub. */
export function headingsOf(markdown: string): Heading[] {
  const seen = new Map<string, number>();
  return proseLines(markdown).flatMap((line) => {
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) return [];
    const text = renderedText(match[2]!);
    const slug = githubSlug(text);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return [{ level: match[1]!.length, text, anchor: count === 0 ? slug : `${slug}-${count}` }];
  });
}

export const anchorsOf = (path: string) => new Set(headingsOf(readFileSync(path, 'utf8')).map((h) => h.anchor));

/** The targets of the inline links of a document (`[text](target "title")`), outside code blocks and code spans. */
export function linkTargets(markdown: string): string[] {
  return proseLines(markdown).flatMap((line) =>
    [...line.replace(/`[^`]*`/g, '').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!),
  );
}
