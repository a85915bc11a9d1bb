// Checks of the policies' daily limit that a schema cannot express (decision D1): its two spellings agree, and it
// is a whole number. Each is given the policies its rule reads, already of their kind.
import { show } from '../../describe.js';
import type { Placed } from '../../reads.js';
import { violation, type Violation } from '../../violation.js';

/** The two spellings of the daily limit (D1). */
export const LIMIT_SPELLINGS = ['maximumPerDaily', 'maximumPerDay'] as const;

type Policies = { policies: readonly Placed<Record<string, unknown>>[] };

export function dailyLimitsAgree({ policies }: Policies): Violation[] {
  return policies.flatMap(({ at, value: policy }) => {
    const [daily, day] = LIMIT_SPELLINGS.map((name) => policy[name]);
    // A spelling of the wrong type is the fields rule's business, not a disagreement.
    if (typeof daily !== 'number' || typeof day !== 'number' || daily === day) return [];
    return [
      violation('daily-limit', {
        at,
        message: 'both spellings of the daily limit are present and differ',
        expected: 'maximumPerDaily equal to maximumPerDay',
        actual: `maximumPerDaily ${show(daily)}, maximumPerDay ${show(day)}`,
      }),
    ];
  });
}

export function dailyLimitsWhole({ policies }: Policies): Violation[] {
  return policies.flatMap(({ at, value: policy }) =>
    LIMIT_SPELLINGS.flatMap((name) => {
      const value = policy[name];
      if (typeof value !== 'number' || (Number.isInteger(value) && value >= 0)) return [];
      return [
        violation('daily-limit', {
          at: `${at}/${name}`,
          message: 'the daily limit is not a whole number of at least 0',
          expected: 'a whole number >= 0',
          actual: show(value),
        }),
      ];
    }),
  );
}
