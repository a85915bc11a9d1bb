// What the main thread tells the suites' thread besides a run's request (suite-thread.ts, src/suites/suite-worker.ts),
// and what the thread tells it besides the run's tasks (suite-tasks.ts).

/** Key of the message that carries the main thread's environment, which a kept thread takes at each run. */
const ENV_MESSAGE = '__conformance_suite_env__';

type EnvMessage = { [ENV_MESSAGE]: Partial<Record<string, string>> };

export const envMessage = (env: Partial<Record<string, string>>): EnvMessage => ({ [ENV_MESSAGE]: env });

/** Makes `target` (a process.env) hold exactly the variables of `env` that have a value. */
function replaceEnvironment(target: NodeJS.ProcessEnv, env: Partial<Record<string, string>>): void {
  for (const name of Object.keys(target)) if (env[name] === undefined) delete target[name];
  for (const [name, value] of Object.entries(env)) if (value !== undefined && target[name] !== value) target[name] = value;
}

/** Makes `target` (the thread's process.env) the environment the message carries; false when it is no such message. */
export function adoptEnvironment(message: unknown, target: NodeJS.ProcessEnv): boolean {
  if (typeof message !== 'object' || message === null || !(ENV_MESSAGE in message)) return false;
  replaceEnvironment(target, (message as EnvMessage)[ENV_MESSAGE]);
  return true;
}

/** Key of the message in which the suites' thread says how many requests its run has sent, for the live progress. */
const SENT_MESSAGE = '__conformance_requests_sent__';

type SentMessage = { [SENT_MESSAGE]: number };

export const sentMessage = (count: number): SentMessage => ({ [SENT_MESSAGE]: count });

/** The count the message carries; undefined when it is no such message. */
export function requestsSentIn(message: unknown): number | undefined {
  if (typeof message !== 'object' || message === null || !(SENT_MESSAGE in message)) return undefined;
  return (message as SentMessage)[SENT_MESSAGE];
}
