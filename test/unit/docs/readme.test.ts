// The README is the landing page: small enough to read, and the sections it used to hold are still
// findable from it, either there or in the map of docs/ that says where they went.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { headingsOf } from '../../support/docs/anchors.js';

const readme = readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');

describe('README.md', () => {
  it('is at most 12 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(12 * 1024);
  });

  it('keeps the two set-up commands, and the sections of a landing page', () => {
    expect(readme).toContain('npm ci && npm start      # the conformance run against the embedded reference; reports in reports/');
    expect(headingsOf(readme).map((h) => h.text)).toEqual(
      expect.arrayContaining(['Set up', 'Judge your implementation', 'CI', 'Verdicts and exit codes', 'Documentation']),
    );
  });

  it.each([
    'What a run sends',
    'No silent green',
    'Robustness, politeness and authentication',
    'Reports',
    'Other commands',
    'Library API',
    'How the harness judges',
    'Rules',
    'Property-based suites',
    'Proof that every rule can fail',
    'Performance',
    'Develop',
  ])('says where "%s" is now', (section) => {
    expect(readme).toContain(`*${section}*`);
  });
});
