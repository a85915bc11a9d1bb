// The handler composed below undici's retry interceptor: the test plays undici's part, calling it as a
// connection would, and sees what reaches the handler it wraps (the retry handler, in the client).
import type { Dispatcher } from 'undici';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { retryErrorsWithoutStacks } from '../../../src/http/retry-errors-without-stacks.js';

const controller: Dispatcher.DispatchController = {
  aborted: false,
  paused: false,
  reason: null,
  abort: () => {},
  pause: () => {},
  resume: () => {},
};

/** The interceptor's handler around `above`, as the dispatch below it receives it. */
function wrapping(above: Dispatcher.DispatchHandler): Dispatcher.DispatchHandler {
  let handler: Dispatcher.DispatchHandler | undefined;
  retryErrorsWithoutStacks()((_options, below) => {
    handler = below;
    return true;
  })({ origin: 'http://127.0.0.1:8080', method: 'GET', path: '/' }, above);
  return handler!;
}

// Each test starts from a limit of its own, so that one left at 0 by a broken restore cannot pass for it.
const LIMIT = 17;
const hostLimit = Error.stackTraceLimit;
beforeEach(() => {
  Error.stackTraceLimit = LIMIT;
});
afterEach(() => {
  Error.stackTraceLimit = hostLimit;
});

describe('retryErrorsWithoutStacks', () => {
  it('passes every call to the handler it wraps, as it came', () => {
    const passed: unknown[][] = [];
    const note =
      (name: string) =>
      (...args: unknown[]) =>
        void passed.push([name, ...args]);
    const handler = wrapping({
      onRequestStart: note('request'),
      onRequestUpgrade: note('upgrade'),
      onResponseStart: note('status'),
      onResponseData: note('data'),
      onResponseEnd: note('end'),
      onResponseError: note('error'),
    });
    const chunk = Buffer.from('{}');
    const failure = new Error('reset');
    handler.onRequestStart!(controller, { at: 1 });
    handler.onRequestUpgrade!(controller, 101, { upgrade: 'h2c' }, undefined as never);
    handler.onResponseStart!(controller, 200, { 'content-length': '2' }, 'OK');
    handler.onResponseStart!(controller, 404, { 'content-length': '2' }, 'Not Found');
    handler.onResponseData!(controller, chunk);
    handler.onResponseEnd!(controller, { trailer: 'x' });
    handler.onResponseError!(controller, failure);
    expect(passed).toEqual([
      ['request', controller, { at: 1 }],
      ['upgrade', controller, 101, { upgrade: 'h2c' }, undefined],
      ['status', controller, 200, { 'content-length': '2' }, 'OK'],
      ['status', controller, 404, { 'content-length': '2' }, 'Not Found'],
      ['data', controller, chunk],
      ['end', controller, { trailer: 'x' }],
      ['error', controller, failure],
    ]);
  });

  it('hands the status line of an answer of 300 or more over with stack capture off, and only for that call', () => {
    const limits: [number, number][] = [];
    const handler = wrapping({ onResponseStart: (_controller, status) => void limits.push([status, Error.stackTraceLimit]) });
    for (const status of [300, 200, 404, 299, 429, 503]) handler.onResponseStart!(controller, status, {}, '');
    expect(limits).toEqual([
      [300, 0],
      [200, LIMIT],
      [404, 0],
      [299, LIMIT],
      [429, 0],
      [503, 0],
    ]);
    expect(Error.stackTraceLimit).toBe(LIMIT);
  });

  it('restores stack capture when the handler it wraps throws', () => {
    const handler = wrapping({
      onResponseStart: () => {
        throw new Error('bad');
      },
    });
    expect(() => handler.onResponseStart!(controller, 500, {}, '')).toThrow('bad');
    expect(Error.stackTraceLimit).toBe(LIMIT);
  });
});
