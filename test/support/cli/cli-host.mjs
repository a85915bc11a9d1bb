// A long-lived process that runs the CLI's main() (what bin/seller-api-conformance.js calls) once per
// job, one job at a time, so that Node's start-up and the CLI's module loading are paid once per host,
// not once per run (see host-pool.ts, which starts, times out and replaces hosts).
// Protocol (fork IPC): the parent sends {args, env, input}; the host answers {code, stdout, stderr}.
// Each job sees the environment it was given as process.env too, and whatever the host itself writes
// to its stdout or stderr during a job (a Node warning) is that job's output, as in a process of its own.
import { Buffer } from 'node:buffer';
import { Readable, Writable } from 'node:stream';
import { main } from '../../../dist/bundle/cli/main.js';

const collector = () => {
  const chunks = [];
  const take = (chunk, encoding) =>
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  const stream = new Writable({
    write(chunk, encoding, done) {
      take(chunk, encoding);
      done();
    },
  });
  return { stream, take, text: () => Buffer.concat(chunks).toString('utf8') };
};

/** Routes the host's own process.stdout/stderr writes to `into` while a job runs. */
function redirect(target, into) {
  const original = target.write;
  target.write = (chunk, encoding, callback) => {
    into.take(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  return () => (target.write = original);
}

function useEnv(env) {
  for (const name of Object.keys(process.env)) if (!(name in env)) delete process.env[name];
  Object.assign(process.env, env);
}

const hostEnv = { ...process.env };

async function runJob({ args, env, input }) {
  const stdout = collector();
  const stderr = collector();
  const restore = [redirect(process.stdout, stdout), redirect(process.stderr, stderr)];
  useEnv(env);
  let code;
  try {
    code = await main(args, { stdin: Readable.from([input]), stdout: stdout.stream, stderr: stderr.stream, env: process.env });
  } finally {
    useEnv(hostEnv);
    for (const undo of restore) undo();
  }
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

// Jobs come one at a time (the pool waits for each answer); a parent that went away ends the host.
process.on('message', (job) => runJob(job).then((answer) => process.send(answer)));
process.on('disconnect', () => process.exit(0));
