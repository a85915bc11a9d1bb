// The suites take describe and test from @vitest/runner as vitest resolves it, and read `inject` as vitest
// does (src/suites/support.ts, through src/runner/for-the-suites.ts): they must be what `import { describe, test, inject } from 'vitest'` gives, or
// `npx vitest run suites/` and a run would register the suites with different collectors.
import { describe, expect, inject, it, test } from 'vitest';
import { inject as suitesInject } from '../../../src/runner/for-the-suites.js';
import { loadVitestRunner, WORKER_STATE } from '../../../src/runner/vitest-parts.js';

describe("vitest's parts", () => {
  it("are the functions vitest's entry exports", async () => {
    const runner = await loadVitestRunner();
    expect(runner.describe).toBe(describe);
    expect(runner.test).toBe(test);
  });

  it("name the worker state vitest's inject reads", () => {
    const state = (globalThis as Record<string, unknown>)[WORKER_STATE] as { providedContext: Record<string, unknown> };
    state.providedContext['probe' as never] = 'provided';
    try {
      expect(inject('probe' as never)).toBe('provided');
    } finally {
      delete state.providedContext['probe' as never];
    }
  });

  it("give the suites an inject that reads what vitest's reads", () => {
    const state = (globalThis as Record<string, unknown>)[WORKER_STATE] as { providedContext: Record<string, unknown> };
    state.providedContext['probe' as never] = 'provided';
    try {
      expect(suitesInject('probe' as never)).toBe(inject('probe' as never));
      expect(suitesInject('probe' as never)).toBe('provided');
    } finally {
      delete state.providedContext['probe' as never];
    }
  });
});
