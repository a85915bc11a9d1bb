// Defects that more than one operation's faulty implementations share.
import { answerAs, type Change } from './changes.js';
import { idOf } from './scope.js';

/** A parser that keeps the low 64 bits: an id beyond them answers as the id they wrap around to. */
export const wrapsAround64Bits =
  (prefix: string): Change =>
  (answer, context) => {
    const id = idOf(context.request, prefix).trim();
    if (!/^\d{20,}$/.test(id)) return answer;
    return answerAs(() => ({ request: { ...context.request, path: prefix + (BigInt(id) % 2n ** 64n).toString() } }))(answer, context);
  };

/** Two Content-Type lines of one value: node's http writes an array of values as one line each. */
export const contentTypeTwice: Change = (answer) => {
  const value = answer.headers['Content-Type'] ?? 'application/json';
  return { ...answer, headers: { ...answer.headers, 'Content-Type': [value, value] as unknown as string } };
};
