// Runs many CLI invocations, one after the other, in this one process: the CLI's own main() (what
// bin/seller-api-conformance.js calls) with each job's arguments, its output captured. The kill matrix
// sends its jobs here instead of starting a process per variant, so that Node's start-up and the
// CLI's module loading are paid once per batch, not 90 times.
// Protocol: one JSON array of arguments per line on stdin; one line {"exitCode","stderr"} per job on stdout.
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { main } from '../../../dist/cli/main.js';

const capture = () => {
  let text = '';
  const stream = new Writable({
    write(chunk, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
};

const reply = process.stdout.write.bind(process.stdout);
for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === '') continue;
  const args = JSON.parse(line);
  const stdout = capture();
  const stderr = capture();
  let exitCode;
  try {
    exitCode = await main(args, { stdin: process.stdin, stdout: stdout.stream, stderr: stderr.stream, env: process.env });
  } catch (error) {
    exitCode = -1;
    stderr.stream.write(String(error?.stack ?? error));
  }
  reply(`${JSON.stringify({ exitCode, stderr: stderr.text() })}\n`);
}
