// The bin starts the suites' thread before it loads the CLI when the command is a run: the thread loads the
// suites on the other core while this one loads the CLI and resolves the options (5 to 20 ms sooner than
// the run command could start it, on a quiet machine: docs/performance.md). The thread waits as the
// process's kept thread (kept-thread.ts), which the run, or a watch session, takes. A guess wrong either
// way costs only time: a thread that no run takes is unreferenced and ends with the process.
import { SuiteThread } from '../runner/suite-thread.js';
import { COMMANDS, DEFAULT_COMMAND } from './commands/index.js';
import { parseInvocation } from './parse-args.js';

/** Whether `argv` (after the bin's path) asks for a run, as main() will read it; not one that prints its plan. */
export function asksForARun(argv: readonly string[]): boolean {
  try {
    const invocation = parseInvocation(
      argv,
      COMMANDS.map((c) => c.name),
      DEFAULT_COMMAND.name,
    );
    return invocation.name === 'command' && invocation.command === 'run' && !invocation.args.includes('--plan');
  } catch {
    return false; // a usage error: main() says so, and nothing runs
  }
}

/** Starts the suites' thread for the run `argv` asks for, if it asks for one; whether it did. */
export function startSuiteThreadAhead(argv: readonly string[]): boolean {
  if (!asksForARun(argv)) return false;
  // Disposed unused, a thread is kept for the process's next run: here, the one about to be resolved.
  void new SuiteThread().dispose();
  return true;
}
