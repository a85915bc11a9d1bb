// What the suite pool tells a worker thread it started ahead of vitest (suite-pool.ts, suite-worker.ts).
import { replaceEnvironment } from './host-state.js';

/** Key of the message that carries the environment vitest gives its workers; vitest ignores it. */
export const ENV_MESSAGE = '__conformance_suite_env__';

export type EnvMessage = { [ENV_MESSAGE]: Partial<Record<string, string>> };

export const envMessage = (env: Partial<Record<string, string>>): EnvMessage => ({ [ENV_MESSAGE]: env });

/** Makes `target` (the thread's process.env) the environment the message carries; false when it is no such message. */
export function adoptEnvironment(message: unknown, target: NodeJS.ProcessEnv): boolean {
  if (typeof message !== 'object' || message === null || !(ENV_MESSAGE in message)) return false;
  replaceEnvironment(target, (message as EnvMessage)[ENV_MESSAGE]);
  return true;
}
