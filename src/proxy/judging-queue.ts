// The proxy's judging, after the forwarding and bounded: answers go to their clients at once, and what
// is to be judged waits here, judged a few at a time on later turns of the event loop. When judging falls
// behind (a client fetching category trees faster than they can be judged), the queue fills, and the
// requests whose answers would be judged wait before they are forwarded until it has room again: nothing
// is dropped without being judged, and the copies waiting are bounded, so the proxy's memory is, at any duration.

export interface JudgingBounds {
  /**
   * Items judged at the same time, and so at most on one turn of the event loop: a judging is synchronous
   * but for decoding a content coding (zlib's threads). It bounds how long forwarding waits on judging, and
   * how many decoded bodies (each within the cap) are held at once.
   */
  atOnce: number;
  /** Items waiting or being judged, at most, before requests are held. */
  maxQueued: number;
  /** Their bytes together, at most, before requests are held. */
  maxQueuedBytes: number;
}

export const JUDGING_BOUNDS: JudgingBounds = { atOnce: 8, maxQueued: 128, maxQueuedBytes: 8 * 1024 * 1024 };

/** How full the queue has been at its fullest, for the tests and the benchmark. */
interface QueuePeaks {
  queued: number;
  queuedBytes: number;
  atOnce: number;
  /** Times a request had to wait for room. */
  held: number;
}

export class JudgingQueue<T> {
  readonly #waiting: { item: T; bytes: number }[] = [];
  #active = 0;
  #queued = 0;
  #queuedBytes = 0;
  #roomWaiters: (() => void)[] = [];
  #idleWaiters: (() => void)[] = [];
  #failure: unknown;
  readonly peaks: QueuePeaks = { queued: 0, queuedBytes: 0, atOnce: 0, held: 0 };

  constructor(
    private readonly judge: (item: T) => Promise<void>,
    private readonly bounds: JudgingBounds = JUDGING_BOUNDS,
  ) {}

  /** Queues `item` (of `bytes`) to be judged on a later turn of the event loop, never in this one. */
  add(item: T, bytes: number): void {
    this.#waiting.push({ item, bytes });
    this.#queued += 1;
    this.#queuedBytes += bytes;
    this.peaks.queued = Math.max(this.peaks.queued, this.#queued);
    this.peaks.queuedBytes = Math.max(this.peaks.queuedBytes, this.#queuedBytes);
    this.#pump();
  }

  /** Undefined when the queue has room; otherwise a promise that resolves once it has. */
  room(): Promise<void> | undefined {
    if (!this.#full()) return undefined;
    this.peaks.held += 1;
    return new Promise((resolve) => this.#roomWaiters.push(resolve));
  }

  /** Resolves once nothing waits or is being judged; rejects with the first judging that threw. */
  async idle(): Promise<void> {
    if (this.#queued > 0) await new Promise<void>((resolve) => this.#idleWaiters.push(resolve));
    if (this.#failure !== undefined) throw this.#failure;
  }

  #full(): boolean {
    return this.#queued >= this.bounds.maxQueued || this.#queuedBytes >= this.bounds.maxQueuedBytes;
  }

  #pump(): void {
    while (this.#active < this.bounds.atOnce && this.#waiting.length > 0) {
      const { item, bytes } = this.#waiting.shift()!;
      this.#active += 1;
      this.peaks.atOnce = Math.max(this.peaks.atOnce, this.#active);
      setImmediate(() => {
        this.judge(item)
          .catch((error: unknown) => (this.#failure ??= error))
          .finally(() => this.#done(bytes));
      });
    }
  }

  #done(bytes: number): void {
    this.#active -= 1;
    this.#queued -= 1;
    this.#queuedBytes -= bytes;
    // Every held request goes at once: each brings at most one answer, so the queue passes its bounds by
    // at most the answers of the connections open, each within the copy's cap.
    if (!this.#full()) for (const resolve of this.#roomWaiters.splice(0)) resolve();
    if (this.#queued === 0) for (const resolve of this.#idleWaiters.splice(0)) resolve();
    this.#pump();
  }
}
