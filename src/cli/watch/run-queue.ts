// When the runs of a watch session start. One at a time: whatever asks for a run while one is under way
// (a change, Enter, the target back) queues one more, its reasons added up. With an interval, a run starts
// that long after the last one started; with a least gap (a remote target), none starts sooner.

export interface RunQueueOptions {
  /** Judge again this long after the last run started, if nothing asked sooner. */
  intervalMs?: number;
  /** No run starts sooner than this after the last one started; what asks sooner waits (onDeferred). */
  minGapMs?: number;
  /** Said when a run that was asked for waits for the least gap: when it will start. */
  onDeferred?: (startsAt: number) => void;
  now?: () => number;
}

/** Why a run started when no one asked: the interval came round. */
const intervalReason = (ms: number) => `every ${ms / 1000} s`;

export class RunQueue {
  #running: Promise<void> | undefined;
  readonly #reasons: string[] = [];
  #timer: NodeJS.Timeout | undefined;
  #lastStart: number | undefined;
  /** When the run asked for will start, once it waits for the least gap: said once. */
  #deferredTo: number | undefined;
  #closed = false;
  readonly #now: () => number;

  /** `runOnce` must not reject: it reports its own failures. */
  constructor(
    private readonly runOnce: (reasons: readonly string[]) => Promise<void>,
    private readonly options: RunQueueOptions = {},
  ) {
    this.#now = options.now ?? Date.now;
  }

  get running(): boolean {
    return this.#running !== undefined;
  }

  /** Asks for a run: now, once the run under way has ended, or once the least gap has passed. */
  trigger(reason: string): void {
    if (this.#closed) return;
    if (!this.#reasons.includes(reason)) this.#reasons.push(reason);
    if (!this.#running) this.#schedule(true);
  }

  /** No run starts any more; resolves once the one under way, if any, has ended. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.#running;
  }

  #schedule(asked: boolean): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    if (this.#closed) return;
    const now = this.#now();
    if (this.#reasons.length > 0) {
      const earliest = (this.#lastStart ?? -Infinity) + (this.options.minGapMs ?? 0);
      if (now >= earliest) return this.#start();
      this.#timer = setTimeout(() => this.#schedule(false), earliest - now);
      if (asked && this.#deferredTo !== earliest) this.options.onDeferred?.(earliest);
      this.#deferredTo = earliest;
      return;
    }
    const { intervalMs } = this.options;
    if (intervalMs !== undefined && this.#lastStart !== undefined)
      this.#timer = setTimeout(() => this.trigger(intervalReason(intervalMs)), Math.max(0, this.#lastStart + intervalMs - now));
  }

  #start(): void {
    const reasons = this.#reasons.splice(0);
    this.#lastStart = this.#now();
    this.#deferredTo = undefined;
    this.#running = this.runOnce(reasons).finally(() => {
      this.#running = undefined;
      this.#schedule(true);
    });
  }
}
