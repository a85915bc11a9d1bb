// Regenerates the README's option table (from the option specs), rule table (from the catalogue) and
// kill matrix (from the faulty variants).
// `--check` fails when they are stale.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { OPTION_SPECS, type RunOptions } from '../src/config/options.js';
import { resolveOptions } from '../src/config/resolve.js';
import { renderPlan } from '../src/plan/render-plan.js';
import { planRun } from '../src/runner/plan-run.js';
import { politenessOf, targetKind } from '../src/runner/target-kind.js';
import { catalogue } from '../src/rules/catalogue/index.js';
import { OPERATIONS } from '../src/rules/rule.js';
import { VARIANTS } from '../test/support/mutants/variants.js';
import { GENERATED_BANNER, writeOrCheck } from './generated-file.js';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const cell = (text: string) => text.replace(/\|/g, '\\|');

function ruleTable(): string {
  const sections = OPERATIONS.map((operation) => {
    const rules = catalogue.filter((rule) => rule.operation === operation);
    const rows = rules.map((rule) => `| \`${rule.id}\` | ${rule.severity.toUpperCase()} | ${cell(rule.title)} | ${cell(rule.section)} |`);
    return [`#### ${operation} (${rules.length} rules)`, '', '| rule | level | what it checks | from |', '|---|---|---|---|', ...rows].join(
      '\n',
    );
  });
  const musts = catalogue.filter((rule) => rule.severity === 'must').length;
  return [
    `<!-- ${GENERATED_BANNER('src/rules/catalogue', 'npm run gen:docs')} -->`,
    '',
    `${catalogue.length} rules: ${musts} MUST, ${catalogue.length - musts} SHOULD.`,
    '',
    ...sections.flatMap((s) => [s, '']),
  ].join('\n');
}

/** The options of `run`, from the same table that parses them and prints --help. */
function optionTable(): string {
  const rows = OPTION_SPECS.map((spec) => {
    const flag = `${spec.short ? `-${spec.short}, ` : ''}--${spec.flag}${spec.value ? ` ${spec.value}` : ''}`;
    return `| \`${flag}\` | \`${spec.env}\` | ${cell(spec.defaultText ?? 'none')} | ${cell(spec.help)} |`;
  });
  return [
    `<!-- ${GENERATED_BANNER('src/config/options.ts', 'npm run gen:docs')} -->`,
    '',
    '| flag | environment | default | what it does |',
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

/** The faulty implementations and the rule each must trip; test/e2e/mutants.test.ts proves every row on each run. */
function killMatrix(): string {
  const rows = VARIANTS.map((v) => `| \`${v.id}\` | ${cell(v.defect)} | \`${v.catches}\`${v.strict ? ' (with --strict)' : ''} |`);
  const targeted = new Set(VARIANTS.map((v) => v.catches));
  const unproven = catalogue.filter((rule) => !targeted.has(rule.id)).map((rule) => `\`${rule.id}\``);
  return [
    `<!-- ${GENERATED_BANNER('test/support/mutants/variants.ts', 'npm run gen:docs')} -->`,
    '',
    `${VARIANTS.length} faulty implementations; rules no faulty implementation targets (unproven): ${unproven.length === 0 ? 'none' : unproven.join(', ')}.`,
    '',
    '| faulty implementation | defect | caught by |',
    '|---|---|---|',
    ...rows,
  ].join('\n');
}

/** What a default run against a remote target sends: `run --plan` for an example gateway, with every fixture. */
function sendsTable(): string {
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
    `<!-- ${GENERATED_BANNER('src/cases and src/plan', 'npm run gen:docs')} -->`,
    '',
    '```text',
    `$ npm start -- run --plan --base-url ${args.baseUrl} --coupon-id ${args.couponId} --inquiry-id ${args.inquiryId} --foreign-inquiry-id ${args.foreignInquiryId}`,
    text.trimEnd(),
    '```',
  ].join('\n');
}

/** Replaces the text between `<!-- NAME:start -->` and `<!-- NAME:end -->`. */
export function replaceBlock(document: string, name: string, content: string): string {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} ... ${end} block`);
  return `${document.slice(0, from + start.length)}\n${content}\n${document.slice(to)}`;
}

const readme = await readFile(readmePath, 'utf8');
const blocks: Record<string, string> = { rules: ruleTable(), mutants: killMatrix(), options: optionTable(), sends: sendsTable() };
const content = Object.entries(blocks).reduce((text, [name, block]) => replaceBlock(text, name, block), readme);
process.exitCode = await writeOrCheck([{ path: readmePath, content }], process.argv.includes('--check'));
