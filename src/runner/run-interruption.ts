// Whether the run under way in the suite thread was interrupted (Ctrl-C, SIGTERM, a target that blocks
// us). The main thread says so by a message (suite-thread.ts), and never cancels the run (a cancel drops
// what the test under way had judged): the tests stop sending, the one under way records what it has,
// and those after it skip themselves (src/suites/support.ts).

/** Key of the message that sets the flag. */
const INTERRUPT_MESSAGE = '__conformance_run_interrupted__';

type InterruptMessage = { [INTERRUPT_MESSAGE]: boolean };

/** Every run's start says false, so a kept thread never carries an interrupt over to the next run. */
export const interruptMessage = (interrupted: boolean): InterruptMessage => ({ [INTERRUPT_MESSAGE]: interrupted });

let interrupted = false;
const listeners = new Set<() => void>();

/** Whether the run in this thread was interrupted. */
export const runInterrupted = (): boolean => interrupted;

/** Calls `listener` when the run is interrupted from now on. */
export function onInterrupt(listener: () => void): void {
  listeners.add(listener);
}

/** Takes the flag from the message; false when it is no such message. */
export function adoptInterruption(message: unknown): boolean {
  if (typeof message !== 'object' || message === null || !(INTERRUPT_MESSAGE in message)) return false;
  interrupted = (message as InterruptMessage)[INTERRUPT_MESSAGE];
  if (interrupted) for (const listener of listeners) listener();
  return true;
}
