// The .gitignore forms a watch session reads to tell sources from what is not (src/cli/watch/gitignore.ts).
import { describe, expect, it } from 'vitest';

import { GitIgnore } from '../../../../src/cli/watch/gitignore.js';

const RULES = new GitIgnore(
  [
    '# build output',
    'dist/',
    '*.class',
    '/coverage',
    'tmp/*.json',
    'logs/',
    '!logs/keep.txt',
    '*.out',
    '!important.out',
    'docs/**/draft-?.md',
    'cache[0-9]',
    '   ',
    'trailing.txt   ',
  ].join('\n'),
);

describe('GitIgnore', () => {
  const cases: [string, boolean, boolean][] = [
    // [path relative to the .gitignore's folder, is a folder, ignored]
    ['dist', true, true],
    ['dist/main.js', false, true],
    ['packages/app/dist/main.js', false, true],
    ['dist', false, false], // `dist/` names folders only: a file called dist is a source
    ['src/Main.class', false, true],
    ['src/Main.java', false, false],
    ['coverage/index.html', false, true],
    ['src/coverage/index.html', false, false], // anchored: only at the top
    ['tmp/data.json', false, true],
    ['tmp/deep/data.json', false, false], // `*` stops at a slash
    ['src/tmp/data.json', false, false], // a pattern with a slash is anchored
    ['logs/keep.txt', false, true], // as in git: nothing under an ignored folder is taken back
    ['run.out', false, true],
    ['important.out', false, false], // taken back by `!`
    ['docs/draft-1.md', false, true],
    ['docs/a/b/draft-2.md', false, true],
    ['docs/a/draft-12.md', false, false],
    ['cache7', false, true],
    ['cachex', false, false],
    ['trailing.txt', false, true],
    ['# build output', false, false],
    ['src/server.ts', false, false],
  ];
  it.each(cases)('%s (folder: %s) ignored: %s', (path, isFolder, ignored) => {
    expect(RULES.ignores(path, isFolder)).toBe(ignored);
  });

  it('ignores nothing when empty or only comments', () => {
    expect(new GitIgnore('').ignores('a.ts')).toBe(false);
    expect(new GitIgnore('# *.ts\n').ignores('a.ts')).toBe(false);
  });
});
