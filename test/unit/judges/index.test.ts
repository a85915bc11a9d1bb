// judgeOf: the judge of one kind of answer, and a clear refusal for a kind the operation never answers.
import { describe, expect, it } from 'vitest';
import { categoryJudges, judgeOf } from '../../../src/judges/index.js';

describe('judgeOf', () => {
  it('finds the judge of a kind of answer the operation has', () => {
    expect(judgeOf('LIST_DISPLAY_CATEGORIES', 'found')).toBe(categoryJudges.found);
  });

  it('refuses, naming both, a kind the operation has no answer of', () => {
    expect(() => judgeOf('LIST_DISPLAY_CATEGORIES', 'notFound')).toThrow(
      new RangeError('LIST_DISPLAY_CATEGORIES has no notFound answer to judge'),
    );
  });
});
