// A decision is written once, as prose under its `## D<n>: <the question>` heading in docs/decisions.md:
// `npm run gen:docs` gives it the block of the rules that cite it, its heading and anchor for the rules to cite
// (src/rules/decisions.ts) and its place in README.md's range; `npm run gen:check` fails while any is stale.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decisionHeadings, decisionsOf } from '../../../scripts/decision-headings.js';
import { withDecisionRange, withRulesOfDecisions } from '../../../scripts/docs-blocks.js';
import { catalogue } from '../../../src/rules/catalogue/index.js';
import { DECISION_HEADINGS } from '../../../src/rules/decisions.js';

const read = (file: string) => readFileSync(fileURLToPath(new URL(`../../../${file}`, import.meta.url)), 'utf8');
const decisionsText = read('docs/decisions.md');
const decisions = decisionsOf(decisionsText);
/** The next decision's number: D19 while docs/decisions.md ends at D18. */
const NEW = `D${decisions.length + 1}`;
const NEW_DECISION = [
  `## ${NEW}: Is white space around a title wrong?`,
  '',
  '- **Question.** The spec says nothing of it.',
  '- **Position.** A title has no leading or trailing white space (SHOULD).',
  '',
].join('\n');

describe('the decisions, read from docs/decisions.md', () => {
  it('are every "## D<n>: ..." heading, numbered from D1 in order, as src/rules/decisions.ts holds them', () => {
    expect(decisions.map((d) => d.name)).toEqual(decisions.map((_, i) => `D${i + 1}`));
    expect(Object.entries(DECISION_HEADINGS)).toEqual(decisions.map((d) => [d.name, [d.anchor, d.text]]));
  });

  it('a new decision gets the block of the rules citing it, at the end of its prose, and the others keep theirs', () => {
    // The decisions before it keep their blocks (whether docs/decisions.md is current is gen:check's business).
    const before = withRulesOfDecisions(decisionsText, catalogue);
    const added = withRulesOfDecisions(`${decisionsText}\n${NEW_DECISION}`, catalogue);
    expect(added.startsWith(before)).toBe(true);
    expect(added.slice(before.length)).toBe(
      `\n${NEW_DECISION.trimEnd()}\n<!-- rules-of-${NEW}:start -->\n- **Rules.** none.\n<!-- rules-of-${NEW}:end -->\n`,
    );
    expect(withRulesOfDecisions(added, catalogue)).toBe(added);
    expect(decisionHeadings(decisionsOf(added))).toContain(
      `${NEW}: ["${NEW.toLowerCase()}-is-white-space-around-a-title-wrong", "${NEW}: Is white space around a title wrong?"],`,
    );
  });

  it("names the range of README.md's row for docs/decisions.md: a stale one is rewritten, so gen:check fails on it", () => {
    const readme = read('README.md');
    const last = decisions.at(-1)!.name;
    expect(readme).toContain(`| D1 to ${last}: `);
    expect(withDecisionRange(readme.replace(`D1 to ${last}:`, 'D1 to D2:'), decisions)).toBe(readme);
    expect(withDecisionRange(readme, decisionsOf(`${decisionsText}\n${NEW_DECISION}`))).toContain(`| D1 to ${NEW}: `);
  });
});
