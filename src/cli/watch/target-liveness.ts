// Whether the target is there at all, asked every so often with a bare TCP connection, closed at once: no
// HTTP request (nothing in the target's log, nothing counted against D16's budget). A target that stopped
// answering and answers again has restarted (a new build of the implementation): that is worth a run.
import { connect } from 'node:net';

export interface LivenessOptions {
  everyMs: number;
  /** A connection not made within this is a target that does not answer. */
  timeoutMs: number;
  /** The target stopped answering (or did not answer the first time): why. */
  onDown(reason: string): void;
  /** It answers again after onDown. */
  onBack(): void;
}

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name not resolved',
};

/** The host and port a base URL names (the scheme's port when it names none). */
export function addressOf(baseUrl: string): { host: string; port: number } {
  const url = new URL(baseUrl);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) };
}

export class TargetLiveness {
  #answers: boolean | undefined;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;
  readonly #address: { host: string; port: number };

  constructor(
    baseUrl: string,
    private readonly options: LivenessOptions,
  ) {
    this.#address = addressOf(baseUrl);
    this.#probe();
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
    const socket = connect(this.#address);
    let done = false;
    const settle = (answers: boolean, reason = '') => {
      if (done) return;
      done = true;
      socket.destroy();
      if (this.#closed) return;
      this.#saw(answers, reason);
      this.#timer = setTimeout(() => this.#probe(), this.options.everyMs);
    };
    // A run keeps this thread busy: after a long turn the time-out's timer runs before the connection that
    // was made meanwhile is read, so the verdict waits one turn more and a connection made in time wins.
    const timedOut = () => settle(false, `no connection within ${this.options.timeoutMs / 1000} s`);
    socket.setTimeout(this.options.timeoutMs, () => setImmediate(timedOut));
    socket.once('connect', () => settle(true));
    socket.once('error', (error: NodeJS.ErrnoException) => settle(false, REASONS[error.code ?? ''] ?? error.message));
  }

  #saw(answers: boolean, reason: string): void {
    const before = this.#answers;
    this.#answers = answers;
    if (before === answers) return;
    if (!answers) this.options.onDown(reason);
    else if (before === false) this.options.onBack();
  }
}
