// The deadline of one attempt, under fake timers: the test plays undici's part, calling the
// interceptor's handler as a connection would, and sees what reaches the handler above it.
import type { Dispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AttemptDeadlineError, attemptDeadline, bodyBytesOf } from '../../../src/http/attempt-deadline.js';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** One attempt through the interceptor: its handler, a controller that records aborts, and what reached the handler above. */
function attempt(timeoutMs: number) {
  const passed: string[] = [];
  const above: Dispatcher.DispatchHandler = {
    onRequestStart: () => void passed.push('request'),
    onResponseStart: (_controller, status) => void passed.push(`status ${status}`),
    onResponseData: (_controller, chunk) => void passed.push(`data ${chunk.toString()}`),
    onResponseEnd: () => void passed.push('end'),
    onResponseError: (_controller, error) => void passed.push(`error ${error.message}`),
  };
  let handler: Dispatcher.DispatchHandler | undefined;
  attemptDeadline(timeoutMs)((_options, below) => {
    handler = below;
    return true;
  })({ origin: 'http://127.0.0.1:8080', method: 'GET', path: '/' }, above);
  const aborts: Error[] = [];
  const controller: Dispatcher.DispatchController = {
    aborted: false,
    paused: false,
    reason: null,
    abort: (reason) => void aborts.push(reason),
    pause: () => {},
    resume: () => {},
  };
  return { handler: handler!, controller, aborts, passed };
}

type Attempt = ReturnType<typeof attempt>;

describe('attemptDeadline', () => {
  it.each([
    { phase: 'headers', reached: (a: Attempt) => a.handler.onRequestStart!(a.controller, {}) },
    {
      phase: 'body',
      reached: (a: Attempt) => {
        a.handler.onRequestStart!(a.controller, {});
        a.handler.onResponseStart!(a.controller, 200, { 'content-length': '10' }, 'OK');
        a.handler.onResponseData!(a.controller, Buffer.from('abc'));
      },
    },
  ])('aborts an attempt still in the $phase phase when its time is up, naming the phase', ({ phase, reached }) => {
    const a = attempt(300);
    reached(a);
    vi.advanceTimersByTime(299);
    expect(a.aborts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(a.aborts).toHaveLength(1);
    const [error] = a.aborts as [AttemptDeadlineError];
    expect(error).toBeInstanceOf(AttemptDeadlineError);
    expect([error.name, error.code, error.message, error.phase, error.timeoutMs]).toEqual([
      'AttemptDeadlineError',
      'SAC_ATTEMPT_DEADLINE',
      `attempt exceeded 300 ms in the ${phase} phase`,
      phase,
      300,
    ]);
  });

  it('aborts an attempt whose time ran out while connecting as soon as the request starts', () => {
    const a = attempt(500);
    vi.advanceTimersByTime(500);
    expect(a.aborts).toEqual([]); // no controller yet
    a.handler.onRequestStart!(a.controller, {});
    expect(a.passed).toEqual(['request']);
    expect(a.aborts.map((error) => error.message)).toEqual(['attempt exceeded 500 ms in the connect phase']);
  });

  it.each([
    { end: 'a complete answer', finish: (a: Attempt) => a.handler.onResponseEnd!(a.controller, {}) },
    { end: 'an error', finish: (a: Attempt) => a.handler.onResponseError!(a.controller, new Error('other side closed')) },
  ])('never aborts an attempt that ended with $end', ({ finish }) => {
    const a = attempt(300);
    a.handler.onRequestStart!(a.controller, {});
    a.handler.onResponseStart!(a.controller, 200, {}, 'OK');
    finish(a);
    vi.advanceTimersByTime(10_000);
    expect(a.aborts).toEqual([]);
  });

  it('passes everything on, and keeps the bytes declared and received for the error that ends the body', () => {
    const a = attempt(1_000);
    a.handler.onRequestStart!(a.controller, {});
    a.handler.onResponseStart!(a.controller, 200, { 'content-length': '10' }, 'OK');
    a.handler.onResponseData!(a.controller, Buffer.from('abc'));
    a.handler.onResponseData!(a.controller, Buffer.from('defg'));
    const closed = new Error('other side closed');
    a.handler.onResponseError!(a.controller, closed);

    expect(a.passed).toEqual(['request', 'status 200', 'data abc', 'data defg', 'error other side closed']);
    expect(bodyBytesOf(closed)).toEqual({ declared: 10, received: 7 });
    expect(bodyBytesOf(new Error('another'))).toBeUndefined();
  });

  it.each([
    { headers: {}, what: 'no Content-Length' },
    { headers: { 'content-length': 'ten' }, what: 'a Content-Length that is not a number' },
  ])('declares nothing for an answer with $what', ({ headers }) => {
    const a = attempt(1_000);
    a.handler.onRequestStart!(a.controller, {});
    a.handler.onResponseStart!(a.controller, 200, headers, 'OK');
    a.handler.onResponseData!(a.controller, Buffer.from('abc'));
    const closed = new Error('other side closed');
    a.handler.onResponseError!(a.controller, closed);
    expect(bodyBytesOf(closed)).toEqual({ declared: undefined, received: 3 });
  });
});
