// The faults as `serve --list-faults` shows them to a person: the columns as wide as their longest cell, the
// level of a SHOULD rule and the count of other rules broken beside the rule, then how to use one.
import { describe, expect, it } from 'vitest';
import { faultRows, faultTable } from '../../../src/cli/fault-list.js';
import { FAULTS } from '../../../src/rules/faults.js';

describe('faultTable', () => {
  it('lines the columns up to their longest cell, with no space at the end of a line', () => {
    const table = faultTable([
      { id: 'a-long-fault-id', rule: 'coupon.x', level: 'MUST', alsoBreaks: [], defect: 'one defect' },
      { id: 'b', rule: 'coupon.should-rule', level: 'SHOULD', alsoBreaks: ['one', 'two'], defect: 'another' },
      { id: 'c', rule: 'coupon.y', level: 'MUST', alsoBreaks: [], defect: '' },
    ]);
    expect(table).toBe(
      [
        'id               breaks                          defect',
        'a-long-fault-id  coupon.x                        one defect',
        'b                coupon.should-rule (SHOULD) +2  another',
        'c                coupon.y',
        '3 faults: serve --fault ID serves with one (repeatable), a request\'s "Prefer: fault=ID" gets one;',
        'run fails the rule each breaks (a SHOULD rule with --strict; +N: and N other rules, named by rules --faults --json).',
        'See docs/clients.md.',
        '',
      ].join('\n'),
    );
  });

  it('keeps the headings as wide as they are when every cell is shorter', () => {
    const [heading, row] = faultTable([{ id: 'x', rule: 'r', level: 'MUST', alsoBreaks: [], defect: 'd' }]).split('\n');
    expect(heading).toBe('id  breaks  defect');
    expect(row).toBe('x   r       d');
  });
});

describe('faultRows', () => {
  it("gives each fault of the catalogue with the rule it breaks, that rule's level and the others it breaks", () => {
    const rows = faultRows();
    expect(rows.map((row) => row.id)).toEqual(FAULTS.map((fault) => fault.id));
    const breaking = FAULTS.find((fault) => (fault.alsoBreaks ?? []).length > 0)!;
    expect(rows.find((row) => row.id === breaking.id)).toMatchObject({ rule: breaking.catches, alsoBreaks: [...breaking.alsoBreaks!] });
    expect(new Set(rows.map((row) => row.level))).toEqual(new Set(['MUST', 'SHOULD']));
  });
});
