// Progress on long work: a run against a remote target sends a request every 200 ms or more, and its
// suite files end many seconds apart. In a terminal, one live line (requests sent of those planned, the
// rate, the time left at that rate) is redrawn in place below the run's own lines and cleared before the
// final ones; in a log (CI, a pipe), a plain line every 10 s once the run has lasted that long, on stderr,
// where it never mixes into what a program reads from stdout.
import { Writable } from 'node:stream';

/** What a run tells of the requests it sends (run.ts); the count comes from the client in the suites' thread. */
export interface RequestProgress {
  /** The run has planned `total` requests and starts sending them: the clock starts. */
  begin(total: number): void;
  /** `count` requests sent so far, in all. */
  sent(count: number): void;
  /** No more requests: the live line goes, so that the final lines replace it. */
  end(): void;
}

export const TERMINAL_EVERY_MS = 500;
export const LOG_EVERY_MS = 10_000;
/** The rate is measured over the last seconds, so that it follows a target that slows down. */
const RATE_WINDOW_MS = 5_000;
const CLEAR_LINE = '\r\x1b[2K';

/** "13 s", "2 min 5 s". */
export function durationText(seconds: number): string {
  const whole = Math.ceil(seconds);
  return whole < 60 ? `${whole} s` : `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** "progress: 52/118 requests, 5.0/s, about 13 s left"; the rate and time left once a rate is known. */
export function progressLine(sent: number, total: number, perSecond: number | undefined): string {
  const counted = `progress: ${sent}/${total} requests`;
  if (perSecond === undefined) return counted;
  if (perSecond === 0 || sent >= total) return `${counted}, ${perSecond.toFixed(1)}/s`;
  return `${counted}, ${perSecond.toFixed(1)}/s, about ${durationText((total - sent) / perSecond)} left`;
}

interface Sample {
  at: number;
  count: number;
}

/** Requests per second over the last RATE_WINDOW_MS; undefined until a second has been watched. */
export class RateWindow {
  #samples: Sample[] = [];

  add(at: number, count: number): void {
    this.#samples.push({ at, count });
    // The newest sample older than the window stays, as the start of the window.
    while (this.#samples.length > 2 && this.#samples[1]!.at <= at - RATE_WINDOW_MS) this.#samples.shift();
  }

  perSecond(): number | undefined {
    const first = this.#samples[0];
    const last = this.#samples.at(-1);
    if (!first || !last || last.at - first.at < 1000) return undefined;
    return (last.count - first.count) / ((last.at - first.at) / 1000);
  }
}

interface LiveProgressOptions {
  /** Where the progress goes. */
  to: Writable & { columns?: number };
  /** A terminal: one line redrawn in place. Otherwise a log: a plain line every LOG_EVERY_MS. */
  terminal: boolean;
  now?: () => number;
}

export class LiveProgress implements RequestProgress {
  readonly #to: LiveProgressOptions['to'];
  readonly #terminal: boolean;
  readonly #now: () => number;
  readonly #rate = new RateWindow();
  #total = 0;
  #count = 0;
  #timer: ReturnType<typeof setInterval> | undefined;
  /** The live line is on the screen (terminal only). */
  #shown = false;
  /** Whether the last text written above the line ended with a newline: the line is drawn only below a whole one. */
  #atLineStart = true;

  constructor(options: LiveProgressOptions) {
    this.#to = options.to;
    this.#terminal = options.terminal;
    this.#now = options.now ?? Date.now;
  }

  begin(total: number): void {
    this.#total = total;
    this.#rate.add(this.#now(), this.#count);
    this.#timer = setInterval(() => this.#tick(), this.#terminal ? TERMINAL_EVERY_MS : LOG_EVERY_MS);
    this.#timer.unref();
  }

  sent(count: number): void {
    this.#count = count;
  }

  end(): void {
    clearInterval(this.#timer);
    this.#timer = undefined;
    this.#clear();
  }

  /**
   * `stream` as the run writes its own lines to it: in a terminal, the live line is cleared before each
   * write and drawn again below it, so that it never splits a line; elsewhere, `stream` itself.
   */
  above(stream: Writable): Writable {
    if (!this.#terminal) return stream;
    return new Writable({
      write: (chunk: Buffer | string, _encoding, done) => {
        this.#clear();
        const text = chunk.toString();
        stream.write(text);
        if (text.length > 0) this.#atLineStart = text.endsWith('\n');
        if (this.#timer) this.#draw();
        done();
      },
    });
  }

  #tick(): void {
    this.#rate.add(this.#now(), this.#count);
    if (this.#terminal) this.#draw();
    else this.#to.write(`${this.#line()}\n`);
  }

  #line(): string {
    return progressLine(this.#count, this.#total, this.#rate.perSecond());
  }

  #draw(): void {
    if (!this.#atLineStart) return;
    // Never wider than the terminal: a line that wraps could not be cleared in place.
    const width = this.#to.columns ? this.#to.columns - 1 : Infinity;
    this.#to.write(`${CLEAR_LINE}${this.#line().slice(0, width)}`);
    this.#shown = true;
  }

  #clear(): void {
    if (!this.#shown) return;
    this.#to.write(CLEAR_LINE);
    this.#shown = false;
  }
}

/** In a terminal (stdout a TTY, TERM not dumb) the live line on stdout; otherwise the plain lines on stderr. */
export function liveProgressFor(stdout: Writable, stderr: Writable, env: NodeJS.ProcessEnv): LiveProgress {
  const terminal = (stdout as { isTTY?: boolean }).isTTY === true && env['TERM'] !== 'dumb';
  return new LiveProgress({ to: terminal ? stdout : stderr, terminal });
}
