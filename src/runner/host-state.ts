// vitest is built to own its process: it sets process.exitCode when tests fail and adds VITEST, NODE_ENV,
// MODE and others to process.env. A run is a library call too, so whatever it changes of the host's
// process is put back the way it was.

/** Makes `target` (a process.env) hold exactly the variables of `env` that have a value. */
export function replaceEnvironment(target: NodeJS.ProcessEnv, env: Partial<Record<string, string>>): void {
  for (const name of Object.keys(target)) if (env[name] === undefined) delete target[name];
  for (const [name, value] of Object.entries(env)) if (value !== undefined && target[name] !== value) target[name] = value;
}

/** Runs `work`, then restores process.exitCode and process.env as they were before it. */
export async function leavingTheHostAsItWas<T>(work: () => Promise<T>): Promise<T> {
  const exitCode = process.exitCode;
  const env = { ...process.env };
  try {
    return await work();
  } finally {
    process.exitCode = exitCode;
    replaceEnvironment(process.env, env);
  }
}
