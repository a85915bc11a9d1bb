// Telling apart the kinds of value a parsed JSON body holds.

/** A JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
