// The file of expected failures (--expected-failures) as its reader sees it: entries with their lines, and
// every mistake as the whole one-line message a user reads, at the line to go to. What the entries mean for
// a run is test/unit/report/expected-failures.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseExpectedFailures, readExpectedFailures } from '../../../src/config/expected-failures.js';
import { usageErrorOf } from '../../support/config/usage-error.js';

const refused = (text: string) => usageErrorOf(() => parseExpectedFailures(text, 'ef.yaml'));

const KEYS = '(an entry has rule, reason, until and inputs)';

describe('parseExpectedFailures', () => {
  it('reads every field of an entry, and the line each entry starts on', () => {
    const text = '\n# known\n- rule: a\n  reason: r\n  until: 2027-01-01\n  inputs:\n    - GET /x\n\n- rule: "coupon.*"\n  reason: s\n';
    expect(parseExpectedFailures(text, 'ef.yaml')).toEqual({
      file: 'ef.yaml',
      entries: [
        { rule: 'a', reason: 'r', until: '2027-01-01', inputs: ['GET /x'], line: 3 },
        { rule: 'coupon.*', reason: 's', line: 9 },
      ],
    });
  });

  it.each([
    ['rule: a\nreason: r\n', 'ef.yaml:1: expected a list of entries ("- rule: ...", "  reason: ...")'],
    ['"text"', 'ef.yaml:1: expected a list of entries ("- rule: ...", "  reason: ...")'],
    ['- rule: a\n  reason: r\n- 7\n', 'ef.yaml:3: expected an entry with rule and reason'],
    ['[[1]]', 'ef.yaml:1: expected an entry with rule and reason'],
    ['- rule: a\n', 'ef.yaml:1: the entry has no reason: say why the failure is expected'],
    ['- reason: r\n', 'ef.yaml:1: the entry has no rule'],
    ['- {}\n', 'ef.yaml:1: the entry has no rule'],
    ['- rule: a\n  reason: "  "\n', 'ef.yaml:2: the reason is empty: say why the failure is expected'],
    ['- rule: a b\n  reason: r\n', 'ef.yaml:1: rule must be a rule id or a glob of ids (letters, digits, . - _ * ?)'],
    ['- rule: 12\n  reason: r\n', 'ef.yaml:1: rule must be text'],
    ['- rule: a\n  reason: 12\n', 'ef.yaml:2: reason must be text'],
    ['- rule: a\n  reason: r\n  until: 20270101\n', 'ef.yaml:3: until must be a date, yyyy-MM-dd'],
    ['- rule: a\n  reason: r\n  until: 2027-02-30\n', 'ef.yaml:3: until must be a real date, yyyy-MM-dd'],
    [
      '- rule: x\n  reason: r\n  inputs:\n    - GET /ok\n    - nope\n',
      'ef.yaml:5: an input must be a request as baseline writes it: "GET /path"',
    ],
    ['- rule: a\n  reason: r\n  inputs: [3]\n', 'ef.yaml:3: an input must be a request as baseline writes it: "GET /path"'],
    ['- rule: a\n  reason: r\n  inputs: GET /x\n', 'ef.yaml:3: inputs must be a list of requests as baseline writes them ("- GET /path")'],
  ])('%j is refused at its line: %s', (text, message) => {
    expect(refused(text)).toBe(message);
  });

  it('names an unknown key on its own line, with the key it may have meant', () => {
    expect(refused('- rule: a\n  reason: r\n  untill: 2027-01-01\n')).toBe(
      `ef.yaml:3: unknown key "untill" (did you mean "until"?) ${KEYS}`,
    );
    // The misspelt reason explains the missing one: the unknown key is named, not the missing reason.
    expect(refused('- rule: a\n  resaon: r\n')).toBe(`ef.yaml:2: unknown key "resaon" (did you mean "reason"?) ${KEYS}`);
    expect(refused('- rule: a\n  reason: r\n\n- rule: b\n  reason: r\n  colour: red\n')).toBe(`ef.yaml:6: unknown key "colour" ${KEYS}`);
    expect(refused('- reason: r\n  rul: a\n')).toBe(`ef.yaml:2: unknown key "rul" (did you mean "rule"?) ${KEYS}`);
    expect(refused('- rule: a\n  reason: r\n  inputz: [GET /x]\n')).toBe(
      `ef.yaml:3: unknown key "inputz" (did you mean "inputs"?) ${KEYS}`,
    );
  });

  it.each([
    ['its value starts below it', '- rule: a\n  reason: r\n  colour:\n    - red\n', 3, 'colour'],
    ['it holds a slash', '- rule: a\n  reason: r\n  a/b: x\n', 3, 'a/b'],
    ['it is a number in JSON', '[\n  {\n    "rule": "a",\n    "reason": "r",\n    "12": "x"\n  }\n]\n', 5, '12'],
    ['it is a number in YAML', '- rule: a\n  reason: r\n  12: x\n', 3, '12'],
    ['it is null', '- rule: a\n  reason: r\n  null: x\n', 3, ''],
  ])('names an unknown key on its own line when %s', (_, text, line, key) => {
    expect(refused(text)).toBe(`ef.yaml:${line}: unknown key "${key}" ${KEYS}`);
  });

  it('names the first of several unknown keys', () => {
    expect(refused('- rule: a\n  reason: r\n  colour: red\n  size: 3\n  shape: round\n')).toBe(`ef.yaml:3: unknown key "colour" ${KEYS}`);
  });

  it('names the line the list would start on, past comments and blank lines', () => {
    expect(refused('\n\n# known failures\nrule: a\n')).toBe('ef.yaml:4: expected a list of entries ("- rule: ...", "  reason: ...")');
  });

  it('names the alias for a problem inside the list it stands for', () => {
    expect(refused('- rule: a\n  reason: &list [5]\n- rule: b\n  reason: r\n  inputs: *list\n')).toBe(
      'ef.yaml:5: an input must be a request as baseline writes it: "GET /path"',
    );
  });

  it('names the deepest problem first: an entry’s field before the entry, the entry before the list', () => {
    expect(refused('- rule: a\n  reason: r\n- rule: 5\n')).toBe('ef.yaml:3: rule must be text');
    expect(refused('- rule: 5\n  until: 5\n  inputs: [GET /x, 5]\n')).toBe(
      'ef.yaml:3: an input must be a request as baseline writes it: "GET /path"',
    );
    expect(refused('- rule: a\n  reason: r\n  inputs: ["GET /x", 4]\n')).toBe(
      'ef.yaml:3: an input must be a request as baseline writes it: "GET /path"',
    );
  });

  it('names the first of problems equally deep', () => {
    expect(refused('- rule: a\n  reason: 5\n- rule: b\n  reason: 5\n- rule: c\n  reason: 5\n')).toBe('ef.yaml:2: reason must be text');
  });

  it('refuses a rule listed twice, naming both lines', () => {
    expect(refused('- rule: a\n  reason: r\n- rule: b\n  reason: r\n- rule: a\n  reason: again\n')).toBe(
      'ef.yaml:5: a is listed twice (first at line 1)',
    );
  });

  it('gives a syntax error its line and the YAML problem', () => {
    expect(refused('- rule: a\n  reason: r\n  reason: s\n')).toBe('ef.yaml:3: not valid YAML or JSON: Map keys must be unique');
    expect(refused('- rule: a\n  reason: *why\n')).toBe(
      'ef.yaml:2: not valid YAML or JSON: the alias *why names no anchor set before it ("&why")',
    );
    expect(refused('- rule: a\n\treason: r\n')).toBe(
      'ef.yaml:2: not valid YAML or JSON: a tab in the indentation: YAML indents with spaces only',
    );
  });
});

describe('readExpectedFailures', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sac-ef-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('says in a few words why the file cannot be read, naming the option', () => {
    const missing = join(dir, 'missing.yaml');
    expect(usageErrorOf(() => readExpectedFailures(missing))).toBe(`--expected-failures ${missing}: no such file`);
    expect(usageErrorOf(() => readExpectedFailures(dir))).toBe(`--expected-failures ${dir}: is a directory`);
  });

  // The report names the file it read by this digest, so that a reader can tell which version judged the run.
  it("reads the entries and the file's SHA-256 in hex", () => {
    const path = join(dir, 'ef.yaml');
    writeFileSync(path, '- rule: a\n  reason: r\n');
    expect(readExpectedFailures(path)).toEqual({
      file: path,
      entries: [{ rule: 'a', reason: 'r', line: 1 }],
      // printf -- '- rule: a\n  reason: r\n' | sha256sum
      sha256: '8ce81ce908e44591d5103e3e0a417a302f1aa7b969159a92606c146195023ac6',
    });
  });
});
