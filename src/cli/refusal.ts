// A run refused on GitHub Actions (a bad option, a missing or malformed file, a target that does not
// answer) ends with exit 2 and one line in the log; but the run's page shows only annotations and the step
// summary, so a refusal becomes both: an `::error` naming the option (the action's input, when the action
// ran the CLI) and a paragraph of the step summary saying what to change.
import { appendFileSync } from 'node:fs';
import type { Writable } from 'node:stream';
import { unreachableReason } from '../rules/messages.js';
import type { ConformanceReport } from '../types/report.js';
import { errorCommand } from './workflow-commands.js';

/**
 * Set by the action's run step (action/run.mjs): its inputs by flag, `{"--rate": "rate", ...}`, so that a
 * refusal names the input the workflow file sets rather than the flag the action passed.
 */
export const ACTION_INPUTS_VARIABLE = 'SELLER_API_CONFORMANCE_ACTION_INPUTS';

/** How a refusal names an option: in the title, in a sentence, and where it is set. */
interface OptionName {
  title: string;
  phrase: string;
  where: string;
}

/** Names the option a refusal is about: "--rate", or, run by the action, "input rate". */
export type OptionNaming = (option: string | undefined) => OptionName;

export function optionNaming(env: NodeJS.ProcessEnv): OptionNaming {
  let inputs: Record<string, string> = {};
  try {
    inputs = JSON.parse(env[ACTION_INPUTS_VARIABLE] ?? '{}') as Record<string, string>;
  } catch {
    // Not set by the action: the flags keep their own names.
  }
  return (option) => {
    if (option === undefined) return { title: 'options', phrase: 'the options', where: 'where they are set' };
    const input = inputs[option];
    if (input !== undefined) return { title: `input ${input}`, phrase: `the ${input} input`, where: 'under `with:` of this step' };
    if (option.startsWith('SAC_')) return { title: option, phrase: option, where: "in the step's env" };
    return { title: option, phrase: option, where: 'in the command of this step' };
  };
}

/** The option a usage error is about, from the way its message starts: a flag, the config file or a SAC_ variable. */
export function optionOf(message: string): string | undefined {
  const named = /^(--[a-z-]+|SAC_[A-Z_]+)(?=[: ])/.exec(message)?.[1];
  if (named !== undefined) return named;
  // "config file sac.json:1:9: not valid JSON" and "sac.json: config key "rate": ..." are the config file's.
  if (/^config file |^[^\n]*?: config key "/.test(message)) return '--config';
  return undefined;
}

function whatToChange(message: string, option: string | undefined, name: OptionName): string {
  if (/: (no such file|not a file)\b/.test(message)) return `Commit the file, or change ${name.phrase} (${name.where}) to its path.`;
  if (option === '--config') return `Correct the config file at the place given, or change ${name.phrase} (${name.where}) to name another.`;
  return `Change ${name.phrase} (${name.where}) as the message says, then run again.`;
}

/** The message in the naming of the annotation: "--rate: expected ..." → "the rate input (--rate): expected ...". */
function inTermsOf(message: string, option: string | undefined, name: OptionName): string {
  return option !== undefined && name.phrase !== option && message.startsWith(option)
    ? `${name.phrase} (${option})${message.slice(option.length)}`
    : message;
}

interface GitHubIo {
  env: NodeJS.ProcessEnv;
  stdout: Writable;
}

/** Appends to $GITHUB_STEP_SUMMARY when it is set; a summary that cannot be written never changes the exit code. */
function appendStepSummary(env: NodeJS.ProcessEnv, markdown: string): void {
  const path = env['GITHUB_STEP_SUMMARY'];
  if (!path) return;
  try {
    appendFileSync(path, markdown);
  } catch {
    // The log has the refusal already.
  }
}

/**
 * On GitHub Actions, a refusal before the run (`message` as the log says it): an annotation and the step
 * summary, both naming the option (given, or read from the message) and what to change. Elsewhere, nothing.
 */
export function reportRefusal(message: string, io: GitHubIo, option: string | undefined = optionOf(message)): void {
  if (io.env['GITHUB_ACTIONS'] !== 'true') return;
  const name = optionNaming(io.env)(option);
  const said = inTermsOf(message, option, name);
  const change = whatToChange(message, option, name);
  io.stdout.write(`${errorCommand({ title: `seller-api-conformance: ${name.title}` }, `${said}. ${change}`)}\n`);
  appendStepSummary(
    io.env,
    [
      '',
      `### ⛔ Not run: seller-api-conformance refused ${name.phrase}`,
      '',
      '```text',
      said,
      '```',
      '',
      `**What to change:** ${change} Nothing was sent to the target; the step exits 2 (could not judge).`,
      '',
    ].join('\n'),
  );
}

/** Why the target did not answer, when that is why the run judged nothing. */
function unreachableOf(report: ConformanceReport): string | undefined {
  for (const result of report.results) {
    const reason = result.status === 'error' ? unreachableReason(result.message) : undefined;
    if (reason !== undefined) return reason;
  }
  return undefined;
}

const startTheTarget = (naming: OptionNaming) => {
  const name = naming('--base-url');
  return (
    'Start the implementation under test before this step and wait until it answers (examples/github-actions.yml shows how), ' +
    `or change ${name.phrase} (${name.where}) to where it listens.`
  );
};

/** The annotation of a run whose target did not answer: it names --base-url (the base-url input) and what to change. */
export function unreachableAnnotation(report: ConformanceReport, naming: OptionNaming): string | undefined {
  const reason = unreachableOf(report);
  if (reason === undefined) return undefined;
  return errorCommand(
    { title: `seller-api-conformance: ${naming('--base-url').title}` },
    `target unreachable: ${reason}. ${startTheTarget(naming)}`,
  );
}

/** What the step summary adds under summary.md when the target did not answer. */
export function unreachableAdvice(report: ConformanceReport, naming: OptionNaming): string | undefined {
  const reason = unreachableOf(report);
  if (reason === undefined) return undefined;
  return `\n\n**What to change:** the target did not answer (${reason}). ${startTheTarget(naming)}\n`;
}
