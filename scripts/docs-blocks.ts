// The generated blocks of docs/: each a pure function of its source (the catalogue, the option specs,
// the plan), so that a test can render one for a catalogue of its own (test/unit/docs/adding-a-rule.test.ts).
// scripts/gen-docs.ts writes them into the files; the kill matrix of docs/proof.md, a table of the tests'
// own faults, is written by test/support/kill-matrix/proof-table.ts.
import { OPTION_SPECS, type RunOptions } from '../src/config/options.js';
import { resolveOptions } from '../src/config/resolve.js';
import { renderPlan } from '../src/plan/render-plan.js';
import { planRun } from '../src/runner/plan-run.js';
import { politenessOf, targetKind } from '../src/runner/target-kind.js';
import { OPERATIONS, type AnyRule } from '../src/rules/rule.js';
import { sourceLabel, sourceTitle } from '../src/rules/sources.js';
import {
  EDGE_FORMS,
  FIXED_EDGE_FORMS,
  FOREIGN_EDGE_FORMS,
  MALFORMED_FIXED,
  MALFORMED_IDS,
  UNKNOWN_ID_CLASSES,
} from '../src/cases/example-ids.js';
import { decisionsOf, type Decision } from './decision-headings.js';
import { DOCUMENTED_WORDINGS, specCellOf, statusOf } from '../src/documented-wordings.js';
import { GENERATED_BANNER } from './generated-file.js';

/** A Markdown table cell: its pipes escaped. */
export const cell = (text: string) => text.replace(/\|/g, '\\|');
/** The do-not-edit banner of a generated block, naming its source. */
export const banner = (source: string) => `<!-- ${GENERATED_BANNER(source, 'npm run gen:docs')} -->`;

/** A source as a link from a page of docs/ (the links are relative to the package: docs/x.md#anchor). */
const sourceLink = (link: string) => `[${sourceLabel(link)}](${link.replace(/^docs\//, '')} "${sourceTitle(link)}")`;

/** docs/rules.md: every rule by operation, with its level, title and sources. */
export function ruleTable(rules: readonly AnyRule[]): string {
  const sections = OPERATIONS.map((operation) => {
    const ofOperation = rules.filter((rule) => rule.operation === operation);
    const rows = ofOperation.map(
      (rule) => `| \`${rule.id}\` | ${rule.level} | ${cell(rule.title)} | ${rule.sources.map(sourceLink).join(', ')} |`,
    );
    return [
      `### ${operation} (${ofOperation.length} rules)`,
      '',
      '| rule | level | what it checks | from |',
      '|---|---|---|---|',
      ...rows,
    ].join('\n');
  });
  const musts = rules.filter((rule) => rule.level === 'MUST').length;
  return [
    banner('src/rules/catalogue'),
    '',
    `${rules.length} rules: ${musts} MUST, ${rules.length - musts} SHOULD.`,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
}

/** docs/decisions.md: under each decision, the rules that cite it. */
export function rulesOfDecision(rules: readonly AnyRule[], decision: string): string {
  const citing = rules.filter((rule) => (rule.sources as readonly string[]).includes(decision));
  const list = citing.length === 0 ? 'none' : citing.map((rule) => `\`${rule.id}\``).join(', ');
  return `- **Rules.** ${list}.`;
}

/**
 * docs/decisions.md with, at the end of each decision, the block of the rules that cite it
 * (`<!-- rules-of-D<n>:start -->`), added when the decision has none yet: a decision is written once, as prose.
 */
export function withRulesOfDecisions(document: string, rules: readonly AnyRule[]): string {
  const sections = document.split(/^(?=## )/m);
  const decisions = new Map(decisionsOf(document).map((decision) => [decision.text, decision]));
  return sections
    .map((section) => {
      const decision = decisions.get(/^## (.*)/.exec(section)?.[1]?.trim() ?? '');
      if (!decision) return section;
      const start = `<!-- rules-of-${decision.name}:start -->`;
      const prose = section.slice(0, section.includes(start) ? section.indexOf(start) : undefined).trimEnd();
      const block = [start, rulesOfDecision(rules, `docs/decisions.md#${decision.anchor}`), `<!-- rules-of-${decision.name}:end -->`];
      const after = section.endsWith('\n\n') ? '\n\n' : '\n';
      return `${prose}\n${block.join('\n')}${after}`;
    })
    .join('');
}

/** README.md with the range of decisions ("D1 to D18") in its row for docs/decisions.md as docs/decisions.md has them. */
export function withDecisionRange(readme: string, decisions: readonly Decision[]): string {
  const row = /^(\| \[docs\/decisions\.md\]\(docs\/decisions\.md\) \| )D1 to D\d+:/m;
  if (!row.test(readme)) throw new Error('README.md has no row "| [docs/decisions.md](docs/decisions.md) | D1 to D<n>: ..."');
  return readme.replace(row, `$1D1 to ${decisions.at(-1)?.name ?? 'D1'}:`);
}

/** docs/cli.md: the options of `run`, from the same table that parses them and prints --help. */
export function optionTable(): string {
  const rows = OPTION_SPECS.map((spec) => {
    const flag = `${spec.short ? `-${spec.short}, ` : ''}--${spec.flag}${spec.value ? ` ${spec.value}` : ''}`;
    return `| \`${flag}\` | \`${spec.env}\` | ${cell(spec.defaultText ?? 'none')} | ${cell(spec.help)} |`;
  });
  return [banner('src/config/options.ts'), '', '| flag | environment | default | what it does |', '|---|---|---|---|', ...rows].join('\n');
}

/** docs/cli.md: what a default run against a remote target sends: `run --plan` for an example gateway, with every fixture. */
export function sendsTable(): string {
  const args = { baseUrl: 'https://api.example.test', couponId: '11234224', inquiryId: '258799946', foreignInquiryId: '258799947' };
  const options: RunOptions = resolveOptions(args, {});
  const kind = targetKind(options);
  const plan = planRun(options, kind, { couponId: args.couponId, inquiryId: args.inquiryId, foreignInquiryId: args.foreignInquiryId });
  const text = renderPlan(plan, {
    target: args.baseUrl,
    kind: 'a remote target',
    ratePerSecond: politenessOf(options, kind).ratePerSecond,
  });
  return [
    banner('src/cases and src/plan'),
    '',
    '```text',
    `$ npm start -- run --plan --base-url ${args.baseUrl} --coupon-id ${args.couponId} --inquiry-id ${args.inquiryId} --foreign-inquiry-id ${args.foreignInquiryId}`,
    text.trimEnd(),
    '```',
  ].join('\n');
}

/** docs/proof.md: each class of id sent on every seed, and the fixed case that covers it (fixtures as in the docs' examples). */
export function classesTable(): string {
  const fixture = '11234224';
  const foreign = '258799947';
  const code = (id: string) => `\`${JSON.stringify(id).slice(1, -1)}\``;
  const rows: [string, string, string][] = [
    ...UNKNOWN_ID_CLASSES.map(({ id, covers }): [string, string, string] => ['unknown id', covers, `${code(id)}, fixed`]),
    ...MALFORMED_IDS.map((id): [string, string, string] => [
      'malformed id',
      'a letter or punctuation among digits',
      `${code(id)}, example`,
    ]),
    ...MALFORMED_FIXED.map((id): [string, string, string] => [
      'malformed id',
      'non-ASCII, an escape, digits only to NFKC',
      `${code(id)}, fixed`,
    ]),
    ...EDGE_FORMS.map(({ form, of }): [string, string, string] => ['edge form', form, `${code(of(fixture))}, example`]),
    ...FIXED_EDGE_FORMS.map(({ form, of }): [string, string, string] => ['edge form', form, `${code(of(fixture))}, fixed`]),
    ...FOREIGN_EDGE_FORMS.map(({ form, of }): [string, string, string] => [
      "another vendor's inquiryId",
      form,
      `${code(of(foreign))}, example`,
    ]),
  ];
  return [
    banner('src/cases/example-ids.ts'),
    '',
    `For the fixtures coupon ${fixture} and another vendor's inquiry ${foreign}: ${rows.length - FOREIGN_EDGE_FORMS.length} cases for ` +
      `each id-based operation, and ${FOREIGN_EDGE_FORMS.length} more for inquiries.`,
    '',
    '| id class | what it covers | the case that covers it |',
    '|---|---|---|',
    ...rows.map(([idClass, covers, example]) => `| ${idClass} | ${cell(covers)} | ${cell(example)} |`),
  ].join('\n');
}

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->` of a document. */
export function replaceBlock(document: string, name: string, content: string, file: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} ... ${end} block`);
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

/** docs/spec.md's Errors table: each documented error message (src/documented-wordings.ts). */
export function errorsTable(): string {
  const rows = Object.values(DOCUMENTED_WORDINGS).map(
    (documented) => `| ${documented.spec.operation} | ${statusOf(documented)} | ${specCellOf(documented)} | ${documented.when} |`,
  );
  return [banner('src/documented-wordings.ts'), '', '| Operation | Status | Exact message | When |', '|---|---|---|---|', ...rows].join(
    '\n',
  );
}
