// The client takes undici's parts from their own files, not from undici's entry (src/http/undici-parts.ts):
// they must be the very classes and functions the entry exports, or an `instanceof errors.X` would fail on
// what undici throws, and a dispatcher would lack the request() the entry gives it.
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

  it("give a dispatcher the entry's request()", () => {
    expect(Agent.prototype.request).toBe(undici.Dispatcher.prototype.request);
    expect(typeof Agent.prototype.request).toBe('function');
  });
});
