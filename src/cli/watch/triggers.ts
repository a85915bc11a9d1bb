// What asks a watch session for a run, each saying why: a change under --watch-path, the target answering
// again after it stopped, Enter; and the keys that end it. (The interval is the run queue's own.)
import type { ReadStream } from 'node:tty';
import type { RunOptions } from '../../config/options.js';
import { targetKind } from '../../runner/target-kind.js';
import { FileChanges } from './file-changes.js';
import { readKeys } from './keys.js';
import { TargetLiveness } from './target-liveness.js';
import { clock, type Watching } from './watch-lines.js';

/** Files an editor saves, or a build writes, at once are one change. */
const DEBOUNCE_MS = 250;
/** How often the target is asked whether it is there: often on this machine, rarely a remote one. */
const LIVENESS = { loopback: { everyMs: 250, timeoutMs: 1000 }, remote: { everyMs: 10_000, timeoutMs: 5000 } } as const;

interface TriggerActions {
  run(reason: string): void;
  /** Whether the target answering again (last seen down at `downAt`) is worth a run: not when a run judged it already. */
  isRestartNews(downAt: number): boolean;
  quit(): void;
  /** A line for the terminal while nothing runs. */
  say(line: string): void;
  warn(line: string): void;
}

export interface Triggers {
  watching: Watching;
  /** Why the target does not answer, while it does not. */
  targetDown(): string | undefined;
  close(): void;
}

const changedText = (files: readonly string[]) => `${files[0]}${files.length > 1 ? ` and ${files.length - 1} more` : ''} changed`;

/** Throws when a folder cannot be watched at all (the caller says so as a usage error). */
export function sessionTriggers(options: RunOptions, stdin: ReadStream, actions: TriggerActions): Triggers {
  const kind = targetKind(options);
  const files =
    options.watchPath.length === 0
      ? undefined
      : new FileChanges(options.watchPath, {
          ignore: [options.reportDir],
          debounceMs: DEBOUNCE_MS,
          onChange: (changed) => actions.run(changedText(changed)),
          onError: (message) => actions.warn(`stopped watching ${message}`),
        });
  let down: string | undefined;
  const liveness =
    kind === 'embedded'
      ? undefined
      : new TargetLiveness(options.baseUrl!, {
          ...LIVENESS[kind],
          onDown: (reason) => {
            down = reason;
            // A server restarting on the save just seen: the run that change starts says it waits for it.
            if (!files?.settling)
              actions.say(`${clock()} the target does not answer (${reason}): the next run starts when it answers again`);
          },
          onBack: (downAt) => {
            down = undefined;
            if (actions.isRestartNews(downAt)) actions.run('the target answers again');
          },
        });
  const stopKeys = readKeys(stdin, { run: () => actions.run('Enter'), quit: actions.quit });
  return {
    watching: {
      folders: options.watchPath,
      target: liveness !== undefined,
      ...(options.watchInterval !== undefined ? { intervalS: options.watchInterval } : {}),
    },
    // Seen down before a run judged it: the restart the run waited for, not a target down now.
    targetDown: () => (down !== undefined && liveness && actions.isRestartNews(liveness.downAt) ? down : undefined),
    close() {
      stopKeys();
      files?.close();
      liveness?.close();
    },
  };
}
