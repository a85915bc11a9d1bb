// src/rules/decisions.ts, each decision's heading and anchor for the rules to cite, from docs/decisions.md alone.
// Apart from the other generated docs on purpose: it imports nothing of the catalogue, so scripts/gen-docs.ts
// writes it before it loads the catalogue, whose rules may cite a decision written a minute ago.
import { fileURLToPath } from 'node:url';
import { readFile } from 'node:fs/promises';
import { format, resolveConfig } from 'prettier';
import { headingsOf } from '../test/support/docs/anchors.js';
import { GENERATED_BANNER, type GeneratedFile } from './generated-file.js';

/** A decision of docs/decisions.md: its number ("D9"), and its heading's text and anchor. */
export interface Decision {
  readonly name: string;
  readonly text: string;
  readonly anchor: string;
}

/** The decisions of docs/decisions.md, in order: every `## D<n>: <the question>` heading. */
export const decisionsOf = (document: string): Decision[] =>
  headingsOf(document).flatMap(({ level, text, anchor }) => {
    const name = /^(D\d+): /.exec(text)?.[1];
    return level === 2 && name ? [{ name, text, anchor }] : [];
  });

/** src/rules/decisions.ts: each decision's anchor and heading, for the rules to cite (sources.ts). */
export function decisionHeadings(decisions: readonly Decision[]): string {
  return [
    `// ${GENERATED_BANNER('docs/decisions.md', 'npm run gen:docs')}`,
    '// Each decision of docs/decisions.md by number: the anchor GitHub makes of its heading, and the heading.',
    'export const DECISION_HEADINGS = {',
    ...decisions.map(({ name, text, anchor }) => `  ${name}: [${JSON.stringify(anchor)}, ${JSON.stringify(text)}],`),
    '} as const;',
    '',
  ].join('\n');
}

const HEADINGS_MODULE = fileURLToPath(new URL('../src/rules/decisions.ts', import.meta.url));

/** src/rules/decisions.ts as docs/decisions.md gives it, formatted as the project formats it. */
export async function decisionHeadingsFile(): Promise<GeneratedFile> {
  const decisions = decisionsOf(await readFile(fileURLToPath(new URL('../docs/decisions.md', import.meta.url)), 'utf8'));
  const content = await format(decisionHeadings(decisions), { ...(await resolveConfig(HEADINGS_MODULE)), filepath: HEADINGS_MODULE });
  return { path: HEADINGS_MODULE, content };
}
