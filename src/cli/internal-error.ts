// A fault of the harness itself is no verdict on the target: exit 2 (never 1, "non-conformant") with the
// error named on one line, where it happened included, so that it can be reported without a stack trace
// filling the terminal or a CI log.
import { EXIT } from '../report/exit-codes.js';

/** "internal error (please report): TypeError: x is not a function (at file:///…/run.js:12:5)". */
export function internalErrorLine(error: unknown): string {
  const said = 'seller-api-conformance: internal error (please report)';
  if (!(error instanceof Error)) return `${said}: ${String(error)}\n`;
  const at = /^\s+at (?:.*\()?(.+?)\)?$/m.exec(error.stack ?? '')?.[1];
  return `${said}: ${error.name}: ${error.message.split('\n')[0]}${at ? ` (at ${at})` : ''}\n`;
}

/**
 * The process's own streams end quietly when their reader goes away (closed-output.ts), and an error
 * nothing caught (an 'error' event, a rejected promise) ends the process with exit 2 and one line,
 * rather than Node's exit 1 and a stack trace.
 */
let installed = false;
export function exitTwoOnUncaughtErrors(say: (line: string) => void): void {
  if (installed) return;
  installed = true;
  const fail = (error: unknown) => {
    say(internalErrorLine(error));
    process.exit(EXIT.couldNotJudge);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
}
