import { describe, expect, it } from 'vitest';
import { adoptEnvironment, envMessage, requestsSentIn, sentMessage } from '../../../src/runner/suite-thread-messages.js';

describe('the environment message of a suites thread started ahead of vitest', () => {
  it("makes the thread's environment exactly the one vitest gives its workers", () => {
    const env: NodeJS.ProcessEnv = { PATH: '/bin', STALE: 'from before', VITEST: 'false', UNSET: 'from before' };
    expect(adoptEnvironment(envMessage({ PATH: '/usr/bin', VITEST: 'true', NODE_ENV: 'test', UNSET: undefined }), env)).toBe(true);
    expect(env).toEqual({ PATH: '/usr/bin', VITEST: 'true', NODE_ENV: 'test' });
  });

  it("leaves vitest's own messages alone", () => {
    const env: NodeJS.ProcessEnv = { PATH: '/bin' };
    for (const message of [{ __vitest_worker_request__: true, type: 'start' }, null, 'text', 7]) {
      expect(adoptEnvironment(message, env)).toBe(false);
    }
    expect(env).toEqual({ PATH: '/bin' });
  });
});

describe('the message of the requests a suites thread has sent', () => {
  it('carries the count, 0 included', () => {
    expect(requestsSentIn(sentMessage(12))).toBe(12);
    expect(requestsSentIn(sentMessage(0))).toBe(0);
  });

  it('is told apart from every other message', () => {
    for (const message of [envMessage({}), null, 'text', 7, {}]) expect(requestsSentIn(message)).toBeUndefined();
    expect(adoptEnvironment(sentMessage(3), { PATH: '/bin' })).toBe(false);
  });
});
