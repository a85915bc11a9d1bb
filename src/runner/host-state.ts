// vitest is built to own its process: it sets process.exitCode when tests fail and adds VITEST, NODE_ENV,
// MODE and others to process.env. A run is a library call too, so whatever it changes of the host's
// process is put back the way it was.

/** Runs `work`, then restores process.exitCode and process.env as they were before it. */
export async function leavingTheHostAsItWas<T>(work: () => Promise<T>): Promise<T> {
  const exitCode = process.exitCode;
  const env = { ...process.env };
  try {
    return await work();
  } finally {
    process.exitCode = exitCode;
    for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
    for (const [name, value] of Object.entries(env)) if (process.env[name] !== value) process.env[name] = value;
  }
}
