// The keys of a watch session (src/cli/watch/keys.ts): Enter asks for a run, q, Ctrl-C and Ctrl-D end the
// session, a closed terminal ends it too, and the terminal is given back as it was.
import { EventEmitter } from 'node:events';
import type { ReadStream } from 'node:tty';
import { describe, expect, it } from 'vitest';
import { readKeys } from '../../../../src/cli/watch/keys.js';

/** A terminal's standard input that notes what is done to it. */
function terminal() {
  const done: string[] = [];
  const stdin = Object.assign(new EventEmitter(), {
    setRawMode: (on: boolean) => done.push(`raw ${on}`),
    resume: () => done.push('resume'),
    pause: () => done.push('pause'),
  });
  return { stdin: stdin as unknown as ReadStream, emitter: stdin, done };
}

describe('readKeys', () => {
  it('runs on Enter (carriage return or line feed) and quits on q, Q, Ctrl-C and Ctrl-D, each key of a chunk in turn', () => {
    const { stdin, emitter } = terminal();
    const actions: string[] = [];
    readKeys(stdin, { run: () => actions.push('run'), quit: () => actions.push('quit') });
    emitter.emit('data', Buffer.from('\r'));
    emitter.emit('data', '\n');
    emitter.emit('data', 'xqQ\u0003\u0004\r');
    expect(actions).toEqual(['run', 'run', 'quit', 'quit', 'quit', 'quit', 'run']);
  });

  it('quits when the terminal closes', () => {
    const { stdin, emitter } = terminal();
    const actions: string[] = [];
    readKeys(stdin, { run: () => actions.push('run'), quit: () => actions.push('quit') });
    emitter.emit('end');
    expect(actions).toEqual(['quit']);
  });

  it('reads in raw mode, and once stopped hears no key and gives the terminal back as it was', () => {
    const { stdin, emitter, done } = terminal();
    const actions: string[] = [];
    const stop = readKeys(stdin, { run: () => actions.push('run'), quit: () => actions.push('quit') });
    expect(done).toEqual(['raw true', 'resume']);
    stop();
    expect(done).toEqual(['raw true', 'resume', 'raw false', 'pause']);
    emitter.emit('data', '\rq');
    emitter.emit('end');
    expect(actions).toEqual([]);
  });
});
