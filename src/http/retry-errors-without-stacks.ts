// undici's retry handler builds a RequestRetryError for every answer of status 300 or more, before it looks
// whether the status is one it retries (undici 7, handler/retry-handler.js). Here only a 429 is retried, and
// nothing reads the stack of any of those errors: the client reports a 429 by its status alone. V8 capturing
// the stack cost 20 to 50 µs an answer on loopback, where a bare undici loop spends about 150 µs on the whole
// request (docs/performance.md). So the status line of such an answer reaches the retry handler with stack
// capture off, and only for that call.
import type { Dispatcher } from 'undici';

type ResponseHeaders = Record<string, string | string[] | undefined>;

/** Composed right below undici's retry interceptor: the handler it wraps is the retry handler. */
export function retryErrorsWithoutStacks(): Dispatcher.DispatcherComposeInterceptor {
  return (dispatch) => (options, handler) => dispatch(options, new WithoutStacks(handler));
}

class WithoutStacks implements Dispatcher.DispatchHandler {
  readonly #inner: Dispatcher.DispatchHandler;

  constructor(inner: Dispatcher.DispatchHandler) {
    this.#inner = inner;
  }

  onRequestStart(controller: Dispatcher.DispatchController, context: unknown): void {
    this.#inner.onRequestStart?.(controller, context);
  }

  onRequestUpgrade(controller: Dispatcher.DispatchController, statusCode: number, headers: ResponseHeaders, socket: never): void {
    this.#inner.onRequestUpgrade?.(controller, statusCode, headers, socket);
  }

  onResponseStart(controller: Dispatcher.DispatchController, statusCode: number, headers: ResponseHeaders, statusMessage?: string): void {
    if (statusCode < 300) {
      this.#inner.onResponseStart?.(controller, statusCode, headers, statusMessage);
      return;
    }
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      this.#inner.onResponseStart?.(controller, statusCode, headers, statusMessage);
    } finally {
      Error.stackTraceLimit = limit;
    }
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    this.#inner.onResponseData?.(controller, chunk);
  }

  onResponseEnd(controller: Dispatcher.DispatchController, trailers: ResponseHeaders): void {
    this.#inner.onResponseEnd?.(controller, trailers);
  }

  onResponseError(controller: Dispatcher.DispatchController, error: Error): void {
    this.#inner.onResponseError?.(controller, error);
  }
}
