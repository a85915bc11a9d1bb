import { describe, expect, it } from 'vitest';
import { adoptEnvironment, envMessage } from '../../../src/runner/suite-thread-messages.js';

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
