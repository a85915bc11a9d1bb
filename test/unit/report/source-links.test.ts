// Where a report's source links lead: with package.json "repository", to the docs on the web (tool.docs);
// without it, to the paths inside the package. Every renderer that shows sources follows the same rule.
import { describe, expect, it } from 'vitest';
import { docsBaseOf } from '../../../src/package-info.js';
import { renderHtml } from '../../../src/report/render-html.js';
import { renderJunit } from '../../../src/report/render-junit.js';
import { renderMarkdown } from '../../../src/report/render-markdown.js';
import { sourceHref } from '../../../src/report/source-links.js';
import { validators } from '../../../src/validation/validators.js';
import { record } from '../../support/report/fixture.js';

describe('docsBaseOf (package.json "repository")', () => {
  it.each([
    ['owner/repo', 'https://github.com/owner/repo/blob/HEAD/'],
    ['github:owner/repo', 'https://github.com/owner/repo/blob/HEAD/'],
    ['gitlab:group/project', 'https://gitlab.com/group/project/blob/HEAD/'],
    ['bitbucket:team/repo', 'https://bitbucket.org/team/repo/blob/HEAD/'],
    ['https://github.com/owner/repo', 'https://github.com/owner/repo/blob/HEAD/'],
    ['git+https://github.com/owner/repo.git', 'https://github.com/owner/repo/blob/HEAD/'],
    ['git://github.com/owner/repo.git', 'https://github.com/owner/repo/blob/HEAD/'],
    ['git+ssh://git@github.com/owner/repo.git', 'https://github.com/owner/repo/blob/HEAD/'],
    ['https://git.example.test:8443/team/repo.git', 'https://git.example.test/team/repo/blob/HEAD/'],
  ])('%s → %s', (repository, base) => {
    expect(docsBaseOf(repository)).toBe(base);
    expect(docsBaseOf({ type: 'git', url: repository })).toBe(base);
  });

  it('adds the directory of a package that lives in a subfolder of its repository', () => {
    expect(docsBaseOf({ url: 'git+https://github.com/owner/mono.git', directory: '/packages/conformance/' })).toBe(
      'https://github.com/owner/mono/blob/HEAD/packages/conformance/',
    );
  });

  it.each([[undefined], [42], [{}], [{ url: 7 }], ['not a repository'], ['gist:11081aaa281']])('%j names no web address', (repository) => {
    expect(docsBaseOf(repository)).toBeUndefined();
  });
});

describe('the renderers', () => {
  const docs = 'https://github.com/owner/repo/blob/HEAD/';
  const linked = { ...record, report: { ...record.report, tool: { ...record.report.tool, docs } } };
  const web = `${docs}docs/spec.md#errors`;

  it('resolve a source against tool.docs, or leave it the path inside the package', () => {
    expect(sourceHref('docs/spec.md#errors', docs)).toBe(web);
    expect(sourceHref('docs/spec.md#errors', undefined)).toBe('docs/spec.md#errors');
  });

  it('with tool.docs, link to the docs on the web: report.html, summary.md and junit.xml', () => {
    expect(validators.report(linked.report)).toBe(true);
    expect(renderHtml(linked)).toContain(`<a href="${web}" title="Errors">spec: Errors</a>`);
    expect(renderMarkdown(linked)).toContain(`[spec: Errors](${web} "Errors")`);
    expect(renderJunit(linked.report)).toContain(`<property name="source" value="${web}"/>`);
  });

  it('without tool.docs, keep the paths inside the package', () => {
    expect(record.report.tool.docs).toBeUndefined();
    expect(renderHtml(record)).toContain('<a href="docs/spec.md#errors" title="Errors">spec: Errors</a>');
    expect(renderMarkdown(record)).toContain('[spec: Errors](docs/spec.md#errors "Errors")');
    expect(renderJunit(record.report)).toContain('<property name="source" value="docs/spec.md#errors"/>');
    expect(renderHtml(record)).not.toContain('https://github.com');
  });
});
