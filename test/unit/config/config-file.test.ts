// The config file read into its object of options: JSON for a .json file or one that starts with "{", YAML
// otherwise; a file that cannot be read or parsed, or is not an object, is a one-line usage error naming
// the file (and the line and column of a syntax error). test/unit/config/options.test.ts shows it through resolveOptions.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfigFile } from '../../../src/config/config-file.js';
import { usageErrorOf } from '../../support/config/usage-error.js';

const dir = mkdtempSync(join(tmpdir(), 'sac-config-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let counter = 0;
/** A fresh file of this extension holding `text`. */
function file(extension: string, text: string): string {
  const path = join(dir, `sac-${++counter}.${extension}`);
  writeFileSync(path, text);
  return path;
}

/** The message of the UsageError reading `path` throws. */
const refusal = (path: string) => usageErrorOf(() => readConfigFile(path));

const YAML_HINT = ' ("baseUrl: ...", one per line)';

describe('readConfigFile', () => {
  it.each([
    ['json', '{"seed": 3, "strict": true}'],
    ['conf', '  \n{"seed": 3, "strict": true}'],
    ['yaml', 'seed: 3\nstrict: true\n'],
    ['YML', 'seed: 3\nstrict: true\n'],
    ['conf', 'seed: 3\nstrict: true\n'],
    ['yaml', '{seed: 3, strict: true}'],
    ['yml', '{seed: 3, strict: true}'],
  ])('reads a .%s file of %j', (extension, text) => {
    expect(readConfigFile(file(extension, text))).toEqual({ seed: 3, strict: true });
  });

  it('reads a .json file as JSON whatever it starts with, and a file starting with "{" as JSON', () => {
    const json = file('JSON', 'seed: 3\n');
    expect(refusal(json)).toBe(`config file ${json}:1:1: not valid JSON: Unexpected token 's'`);
    const flow = file('conf', '{seed: 3}');
    expect(refusal(flow)).toBe(`config file ${flow}:1:2: not valid JSON: Expected property name or '}'`);
  });

  it('reads a file whose name only contains .yaml or .json by what it starts with', () => {
    expect(readConfigFile(file('yaml.bak', '{"seed": 3}'))).toEqual({ seed: 3 });
    expect(readConfigFile(file('json.bak', 'seed: 3\n'))).toEqual({ seed: 3 });
  });

  it('reads a file starting with "{", after blanks or not, as JSON whatever its name contains', () => {
    const bak = file('yaml.bak', '{"seed": 3,}');
    expect(refusal(bak)).toBe(`config file ${bak}:1:11: not valid JSON: a comma after the last entry (JSON allows none there)`);
    const blanks = file('conf', '  \n{"seed": 3,}');
    expect(refusal(blanks)).toBe(`config file ${blanks}:2:11: not valid JSON: a comma after the last entry (JSON allows none there)`);
  });

  it('names the line and column of a syntax error, and the format', () => {
    const json = file('json', '{\n  "seed": 3,\n}\n');
    expect(refusal(json)).toBe(`config file ${json}:2:12: not valid JSON: a comma after the last entry (JSON allows none there)`);
    const yaml = file('yaml', 'seed: 1\nseed: 2\n');
    expect(refusal(yaml)).toBe(`config file ${yaml}:2:1: not valid YAML: Map keys must be unique`);
  });

  it('names an alias it cannot expand on its line, as a mistake of the file, never an internal error', () => {
    const unset = file('yaml', 'seed: 3\nheaders:\n  - *auth\n');
    expect(refusal(unset)).toBe(`config file ${unset}:3:5: not valid YAML: the alias *auth names no anchor set before it ("&auth")`);
    const before = file('yaml', 'seed: *s\nstrict: &s true\n');
    expect(refusal(before)).toBe(`config file ${before}:1:7: not valid YAML: the alias *s names no anchor set before it ("&s")`);
    // A "billion laughs": each level ten aliases of the one above, far past the 100 values the library expands.
    const levels = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (const name of 'bcdef')
      levels.push(
        `${name}: &${name} [${Array(10)
          .fill(`*${levels.at(-1)![0]}`)
          .join(', ')}]`,
      );
    const laughs = file('yaml', `${levels.join('\n')}\n`);
    expect(refusal(laughs)).toBe(
      `config file ${laughs}:2:8: not valid YAML: its aliases expand to more than 100 values, the most this tool reads`,
    );
    // An alias set before, expanded a few times, is read.
    expect(readConfigFile(file('yaml', 'headers: &h ["A: 1"]\nother: *h\n'))).toEqual({ headers: ['A: 1'], other: ['A: 1'] });
  });

  it.each([
    ['json', '[1, 2]', 'JSON', ''],
    ['json', 'null', 'JSON', ''],
    ['json', '"text"', 'JSON', ''],
    ['yaml', '- seed: 3\n', 'YAML', YAML_HINT],
    ['yaml', '', 'YAML', YAML_HINT],
    ['yaml', 'just words\n', 'YAML', YAML_HINT],
    ['yaml', '42\n', 'YAML', YAML_HINT],
  ])('refuses a .%s file of %j, which is no object of options', (extension, text, format, hint) => {
    const path = file(extension, text);
    expect(refusal(path)).toBe(`config file ${path}: expected a ${format} object of options${hint}`);
  });

  it('says in a few words why a file cannot be read', () => {
    const missing = join(dir, 'missing.json');
    expect(refusal(missing)).toBe(`config file ${missing}: no such file`);
    const folder = join(dir, 'folder.json');
    mkdirSync(folder);
    expect(refusal(folder)).toBe(`config file ${folder}: is a directory`);
  });
});
