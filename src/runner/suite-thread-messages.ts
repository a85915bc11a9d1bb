// What the suite pool tells a worker thread it started ahead of vitest (suite-pool.ts, suite-worker.ts), and
// what the suites' thread tells the main thread besides vitest's own messages.
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

/** Key of the message in which the suites' thread says how many requests its run has sent, for the live progress. */
export const SENT_MESSAGE = '__conformance_requests_sent__';

export type SentMessage = { [SENT_MESSAGE]: number };

export const sentMessage = (count: number): SentMessage => ({ [SENT_MESSAGE]: count });

/** The count the message carries; undefined when it is no such message. */
export function requestsSentIn(message: unknown): number | undefined {
  if (typeof message !== 'object' || message === null || !(SENT_MESSAGE in message)) return undefined;
  return (message as SentMessage)[SENT_MESSAGE];
}
