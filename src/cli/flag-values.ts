// parseOrExplain returns loosely typed values (it takes any option table): these read one flag back
// with the type its option declared.
import { UsageError } from '../config/usage-error.js';

export const stringFlag = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export const booleanFlag = (value: unknown): boolean => value === true;

/** A whole number in [minimum, maximum], or undefined when the flag was not given. */
export function integerFlag(value: unknown, flag: string, minimum: number, maximum: number): number | undefined {
  const text = stringFlag(value);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || n < minimum || n > maximum)
    throw new UsageError(`--${flag}: expected a whole number from ${minimum} to ${maximum}, got ${JSON.stringify(text)}`);
  return n;
}
