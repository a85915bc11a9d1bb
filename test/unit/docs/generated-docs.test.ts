// The generated blocks of docs/ are current, checked in the tests' own process as well as by gen:check:
// a rule's title or level, an option's flag, default or help, an id class — each is written in a page a
// user reads, so a change to one that the docs do not show is a failing test, not only a stale file.
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';

import { generatedDocs } from '../../../scripts/generated-docs.js';

describe('the generated blocks of docs/', async () => {
  const files = await generatedDocs();

  it.each(files.map((file) => [relative(process.cwd(), file.path), file.content]))('%s is current', async (path, content) => {
    expect(content).toBe(await readFile(path, 'utf8'));
  });
});
