// npm run test:busy: `npm test` while a busy loop holds every core, as on a machine doing other work. A
// test that only passes on a quiet machine is a flake waiting to happen; this shows the suite does not
// need one. Prints the wall time, exits with npm test's exit code; the loops end whatever happens.
import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';

const cores = availableParallelism();
const loops: ChildProcess[] = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const endLoops = () => {
  for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
};
// However this process ends (an exception included), the loops end with it.
process.on('exit', endLoops);

const started = performance.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const tests = spawn(npm, ['test'], { stdio: 'inherit' });

// Ctrl-C reaches npm test too (the terminal signals the whole group): wait for it to stop, then end.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    endLoops();
    tests.kill(signal);
  });

const code = await new Promise<number>((resolve) => {
  tests.on('error', (error) => {
    process.stderr.write(`test:busy: could not start npm test: ${error.message}\n`);
    resolve(1);
  });
  tests.on('close', (exitCode, signal) => resolve(exitCode ?? (signal === 'SIGINT' ? 130 : 1)));
});
endLoops();
const seconds = (performance.now() - started) / 1000;
process.stdout.write(`test:busy: npm test with ${cores} busy loop(s) on ${cores} core(s): exit ${code} after ${seconds.toFixed(0)} s\n`);
process.exitCode = code;
