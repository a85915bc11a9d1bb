// A terminal output that goes away (`run | head -c 10`, `run | tee log` ended by Ctrl-C) must never take
// the run with it: the reports are what a run is for. A write to a closed pipe fails with EPIPE, which a
// stream emits as an 'error' event, and an 'error' event nobody listens to ends the process with exit 1,
// the code that means "non-conformant". Listening here, once per stream, covers every writer: the
// commands, the reporters, and the suites' thread, whose output Node pipes into this process's stdout.
import type { Writable } from 'node:stream';

const guarded = new WeakSet<Writable>();

/**
 * Makes `stream` end quietly when its reader goes away: the error is swallowed, the stream is destroyed
 * (Node does that on a failed write), and every later write goes nowhere, without a word or an exception.
 * Any write error counts: output that cannot be written is no reason to stop judging.
 */
export function endQuietlyWhenClosed(stream: Writable): void {
  if (guarded.has(stream)) return;
  guarded.add(stream);
  stream.on('error', () => {
    if (!stream.destroyed) stream.destroy();
  });
}
