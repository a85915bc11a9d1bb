// Reads a file named on the command line, or standard input for "-", with a one-line usage error for
// a file that cannot be read.
import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { UsageError } from '../config/usage-error.js';
import { unreadableReason } from '../config/unreadable.js';

/** What a message calls the source: the file's name, or standard input. */
export const sourceName = (source: string) => (source === '-' ? 'standard input' : source);

export async function readInput(command: string, source: string, stdin: Readable): Promise<string> {
  try {
    return source === '-' ? await text(stdin) : await readFile(source, 'utf8');
  } catch (error) {
    throw new UsageError(`${command}: cannot read ${sourceName(source)}: ${unreadableReason(error)}`);
  }
}
