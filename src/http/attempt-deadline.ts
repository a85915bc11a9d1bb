// A deadline for one attempt of a request: connect, headers and the whole body.
//
// undici's headersTimeout and bodyTimeout stay on as a backstop, but they are per phase, run on
// coarse timers (a 300 ms headersTimeout fires after about a second), and bodyTimeout only
// measures the gap between chunks, so a server dripping a byte at a time never trips it. An
// AbortSignal on the request would run through the retry interceptor's waits on 429 (and is only
// noticed once the wait is over), making a Retry-After longer than the budget impossible to
// honour. This interceptor sits below the retry interceptor, so each attempt gets the full budget.

import type { Dispatcher } from 'undici';

export type DeadlinePhase = 'connect' | 'headers' | 'body';

// undici's IncomingHttpHeaders, which its package entry point does not re-export.
type ResponseHeaders = Record<string, string | string[] | undefined>;

export class AttemptDeadlineError extends Error {
  override readonly name = 'AttemptDeadlineError';
  readonly code = 'SAC_ATTEMPT_DEADLINE';
  constructor(
    readonly phase: DeadlinePhase,
    readonly timeoutMs: number,
  ) {
    super(`attempt exceeded ${timeoutMs} ms in the ${phase} phase`);
  }
}

/** The body bytes an attempt declared and received, for an error that concerns them (a Content-Length mismatch). */
const bodyCounts = new WeakMap<Error, { declared: number | undefined; received: number }>();
export const bodyBytesOf = (error: Error) => bodyCounts.get(error);

export function attemptDeadline(timeoutMs: number): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => dispatch(options, new DeadlineHandler(handler, timeoutMs));
}

class DeadlineHandler implements Dispatcher.DispatchHandler {
  readonly #inner: Dispatcher.DispatchHandler;
  readonly #timer: NodeJS.Timeout;
  #controller: Dispatcher.DispatchController | null = null;
  #phase: DeadlinePhase = 'connect';
  #expired: AttemptDeadlineError | null = null;
  #declared: number | undefined;
  #received = 0;

  constructor(inner: Dispatcher.DispatchHandler, timeoutMs: number) {
    this.#inner = inner;
    this.#timer = setTimeout(() => {
      this.#expired = new AttemptDeadlineError(this.#phase, timeoutMs);
      // Still connecting means no controller yet: the abort happens in onRequestStart.
      this.#controller?.abort(this.#expired);
    }, timeoutMs);
  }

  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    this.#controller = controller;
    this.#phase = 'headers';
    this.#inner.onRequestStart?.(controller, context);
    if (this.#expired) controller.abort(this.#expired);
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: ResponseHeaders, statusMessage?: string): void {
    this.#phase = 'body';
    const length = Number(headers['content-length']);
    this.#declared = Number.isSafeInteger(length) ? length : undefined;
    this.#inner.onResponseStart?.(controller, statusCode, headers, statusMessage);
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#received += chunk.length;
    this.#inner.onResponseData?.(controller, chunk);
  }

  onResponseEnd(controller: Dispatcher.DispatchController, trailers: ResponseHeaders): void {
    clearTimeout(this.#timer);
    this.#inner.onResponseEnd?.(controller, trailers);
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    clearTimeout(this.#timer);
    bodyCounts.set(error, { declared: this.#declared, received: this.#received });
    this.#inner.onResponseError?.(controller, error);
  }
}
