// A full garbage collection of the session's own heap, once a run has ended. From Node 22 on, V8 lets the
// main thread's heap grow for a long while before it collects it whole: run after run, back to back, a
// session's memory climbed by about 200 MB over 200 runs on Node 24 (docs/performance.md). Collected while
// the session waits, it stays flat. The collector is reached as jest's --logHeapUsage reaches it: the
// --expose-gc flag set at run time, and `gc` read from a new context, the process's own globals untouched.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

let gc: (() => void) | undefined;

export function collectGarbage(): void {
  if (!gc) {
    setFlagsFromString('--expose-gc');
    gc = runInNewContext('gc') as () => void;
  }
  gc();
}
