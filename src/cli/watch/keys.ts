// The keys of a watch session, read from the terminal in raw mode (each key as it is pressed, nothing
// echoed): Enter judges again; q, Ctrl-C or Ctrl-D end the session (raw mode delivers Ctrl-C as a key, not as
// SIGINT). The terminal is given back as it was when the session ends.
import type { ReadStream } from 'node:tty';

interface KeyActions {
  run(): void;
  quit(): void;
}

const QUIT = new Set(['q', 'Q', '\u0003', '\u0004']);

/** Starts reading keys; returns the function that stops and restores the terminal. */
export function readKeys(stdin: ReadStream, actions: KeyActions): () => void {
  const onData = (chunk: Buffer | string) => {
    for (const key of chunk.toString()) {
      if (key === '\r' || key === '\n') actions.run();
      else if (QUIT.has(key)) actions.quit();
    }
  };
  // The terminal closed (the window, an ssh session): nothing can ask for a run any more.
  const onEnd = () => actions.quit();
  stdin.setRawMode(true);
  stdin.on('data', onData);
  stdin.once('end', onEnd);
  stdin.resume();
  return () => {
    stdin.off('data', onData);
    stdin.off('end', onEnd);
    stdin.setRawMode(false);
    stdin.pause();
  };
}
