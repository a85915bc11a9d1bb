// The client takes undici's parts from their own files, not from undici's entry (src/http/undici-parts.ts):
// they must be the very classes and functions the entry exports, or an `instanceof errors.X` would fail on
// what undici throws. (That a dispatcher has the request() the entry gives it, without the entry loaded, is
// test/e2e/suites-thread-loads.test.ts's: here the entry is loaded.)
import { describe, expect, it } from 'vitest';
import * as undici from 'undici';
import { Agent, buildConnector, errors, retryInterceptor } from '../../../src/http/undici-parts.js';

describe("undici's parts", () => {
  it("are the entry's own exports", () => {
    expect(Agent).toBe(undici.Agent);
    expect(buildConnector).toBe(undici.buildConnector);
    expect(errors).toBe(undici.errors);
    expect(retryInterceptor).toBe(undici.interceptors.retry);
  });
});
