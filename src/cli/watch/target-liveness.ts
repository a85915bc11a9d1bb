// Whether the target is there at all, asked every so often (target-probe.ts). A target that stopped
// answering and answers again has restarted (a new build of the implementation): that is worth a run.
import { addressOf, probeTarget, type Address } from './target-probe.js';

export { addressOf } from './target-probe.js';

interface LivenessOptions {
  everyMs: number;
  /** A connection not made within this is a target that does not answer. */
  timeoutMs: number;
  /** The target stopped answering (or did not answer the first time): why. */
  onDown(reason: string): void;
  /** It answers again after onDown; `downAt`: when the last question it did not answer was asked (Date.now()). */
  onBack(downAt: number): void;
}

export class TargetLiveness {
  #answers: boolean | undefined;
  #downAt = 0;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #address: Address;

  constructor(
    baseUrl: string,
    private readonly options: LivenessOptions,
  ) {
    this.#address = addressOf(baseUrl);
    this.#probe();
  }

  /** When the last question it did not answer was asked (Date.now()), 0 if none. */
  get downAt(): number {
    return this.#downAt;
  }

  /** Whether it answered the last time it was asked; undefined before the first answer. */
  get answers(): boolean | undefined {
    return this.#answers;
  }

  close(): void {
    this.#closed = true;
    clearTimeout(this.#timer);
  }

  #probe(): void {
    const askedAt = Date.now();
    void probeTarget(this.#address, this.options.timeoutMs).then((reason) => {
      if (this.#closed) return;
      if (reason !== undefined) this.#downAt = askedAt;
      this.#saw(reason === undefined, reason ?? '');
      this.#timer = setTimeout(() => this.#probe(), this.options.everyMs);
    });
  }

  #saw(answers: boolean, reason: string): void {
    const before = this.#answers;
    this.#answers = answers;
    if (before === answers) return;
    if (!answers) this.options.onDown(reason);
    else if (before === false) this.options.onBack(this.#downAt);
  }
}
