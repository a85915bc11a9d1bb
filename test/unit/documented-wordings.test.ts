// Each documented wording (src/documented-wordings.ts) matches the `message` pattern its schema carries,
// and everything derived from it agrees: the schema's pattern is the generated one, the reference answers
// in the first wording, and what a report shows is each wording.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  DOCUMENTED_WORDINGS,
  messagePatternOf,
  messageWith,
  shownOf,
  statusOf,
  type DocumentedWording,
} from '../../src/documented-wordings.js';
import { DOCUMENTED } from '../../src/rules/checks/error-messages.js';
import { buildDataset, respond } from '../../src/reference/index.js';
import { pathFor } from '../../src/operations.js';

const schemaPattern = (name: string): string => {
  const path = fileURLToPath(new URL(`../../schemas/${name}.schema.json`, import.meta.url));
  return JSON.parse(readFileSync(path, 'utf8')).properties.message.pattern;
};

const entries: [string, DocumentedWording][] = Object.entries(DOCUMENTED_WORDINGS);

describe('documented wordings', () => {
  it.each(entries)('%s: each wording, placed, matches its schema pattern', (_name, documented) => {
    const pattern = new RegExp(schemaPattern(documented.schema), 'u');
    for (const wording of documented.wordings) expect(messageWith(documented, wording.example ?? '', wording)).toMatch(pattern);
  });

  it.each(entries)('%s: the schema carries the generated pattern (npm run gen:docs)', (_name, documented) => {
    expect(schemaPattern(documented.schema)).toBe(messagePatternOf(documented));
  });

  it.each(entries)('%s: a report shows every wording', (name, documented) => {
    const shown = DOCUMENTED[name as keyof typeof DOCUMENTED].shown.join(' | ');
    for (const wording of documented.wordings) expect(shown).toContain(wording.text);
    expect(DOCUMENTED[name as keyof typeof DOCUMENTED].shown).toEqual(shownOf(documented));
  });

  it.each(entries)('%s: the reference answers it in its first wording, with its status', (_name, documented) => {
    const dataset = buildDataset();
    const ids: Partial<Record<DocumentedWording['answer'], string>> = {
      malformed: 'abc',
      notFound: '999999999999',
      foreign: dataset.fixtures.foreignInquiryId,
    };
    const id = ids[documented.answer];
    const answer = respond(dataset, { method: 'GET', path: pathFor(documented.spec, id), headers: {} }, dataset.defaultVendorId);
    const { message } = JSON.parse(answer.body) as { message: string };
    expect(answer.status).toBe(statusOf(documented));
    expect(message.startsWith(documented.wordings[0].text)).toBe(true);
    expect(message).toMatch(new RegExp(schemaPattern(documented.schema), 'u'));
  });
});
