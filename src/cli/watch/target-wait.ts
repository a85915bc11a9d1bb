// Before a run of a watch session judges, the target must answer: a server that restarts on save (node
// --watch, nodemon, Spring devtools, `go run` wrappers) is down for a moment after each save, and a run then
// would judge nothing but "connection refused". So the run waits for it, asking again and again, up to a
// time-out; a run that gives up judges nothing and leaves the last reports as they were.
import { setTimeout as sleep } from 'node:timers/promises';
import { probeTarget, type Address } from './target-probe.js';

/** Long enough for a restart with a build (Spring devtools, `go run`); past it the session still runs when the target is back. */
export const TARGET_WAIT_MS = 30_000;

export interface TargetWaitOptions {
  /** How often it is asked again while it does not answer. */
  everyMs: number;
  /** A connection not made within this is a target that does not answer. */
  probeTimeoutMs: number;
  /** Give up after this long. */
  timeoutMs: number;
  /** Said once, when the first question finds the target down: why. */
  onWaiting(reason: string): void;
  /** True once the session is ending: the wait stops at the next question. */
  stopped(): boolean;
  now?: () => number;
}

type TargetWait =
  /** `at`: when the question it answered was asked (Date.now()). */
  { answers: true; at: number } | { answers: false; reason: string; stopped: boolean };

export async function waitForTarget(address: Address, options: TargetWaitOptions): Promise<TargetWait> {
  const now = options.now ?? Date.now;
  const start = now();
  for (let asked = 0; ; asked += 1) {
    const at = now();
    const reason = await probeTarget(address, options.probeTimeoutMs);
    if (reason === undefined) return { answers: true, at };
    if (asked === 0) options.onWaiting(reason);
    if (options.stopped()) return { answers: false, reason, stopped: true };
    if (now() - start >= options.timeoutMs) return { answers: false, reason, stopped: false };
    await sleep(options.everyMs);
  }
}

/**
 * Whether the target answering again is news, worth a run of its own: not while a run waits for it (that run
 * judges it), nor when the last run began judging after the target was last seen down (it judged the
 * restarted target already).
 */
export class TargetRestarts {
  #waiting = false;
  #judgedFrom = -Infinity;

  /** A run waits for the target (true), or no longer (false). */
  waiting(on: boolean): void {
    this.#waiting = on;
  }

  /** A run found the target answering at `at` (Date.now()), and judges it. */
  answered(at: number): void {
    this.#judgedFrom = Math.max(this.#judgedFrom, at);
  }

  /** `downAt`: when the target was last seen down before it answered again. */
  isNews(downAt: number): boolean {
    return !this.#waiting && downAt > this.#judgedFrom;
  }
}
