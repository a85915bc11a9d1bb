// Headers from the config file, SAC_HEADER and --header add up, a stronger source replacing a header of the
// same name (whatever its case); the terminal's line names each header and its source, never a value.
// test/unit/config/options.test.ts shows the same through resolveOptions.
import { describe, expect, it } from 'vitest';
import { headersLine, mergeHeaders } from '../../../src/config/headers.js';
import { parseHeaders } from '../../../src/runner/credentials.js';

const SECRET = 'Bearer s3cr3t-token';

describe('mergeHeaders', () => {
  it('sends every header of every layer, weakest first, each with its source', () => {
    expect(
      mergeHeaders([
        { source: 'config file sac.json', headers: ['X-File: 1'] },
        { source: 'SAC_HEADER', headers: undefined },
        { source: '--header', headers: ['X-Flag: 2', 'X-Other: 3'] },
      ]),
    ).toEqual({
      headers: ['X-File: 1', 'X-Flag: 2', 'X-Other: 3'],
      sources: [
        { name: 'X-File', source: 'config file sac.json' },
        { name: 'X-Flag', source: '--header' },
        { name: 'X-Other', source: '--header' },
      ],
    });
  });

  it('replaces a weaker layer’s header named again, whatever the case, and keeps the stronger one’s spelling', () => {
    expect(
      mergeHeaders([
        { source: 'config file sac.json', headers: [`Authorization: ${SECRET}`, 'X-Trace: file'] },
        { source: 'SAC_HEADER', headers: ['AUTHORIZATION: Bearer env'] },
        { source: '--header', headers: ['x-trace: flag'] },
      ]),
    ).toEqual({
      headers: ['AUTHORIZATION: Bearer env', 'x-trace: flag'],
      sources: [
        { name: 'AUTHORIZATION', source: 'SAC_HEADER' },
        { name: 'x-trace', source: '--header' },
      ],
    });
  });

  it('names a header once when one layer sends it twice (both lines are sent)', () => {
    expect(mergeHeaders([{ source: '--header', headers: ['Accept: a', 'accept: b'] }])).toEqual({
      headers: ['Accept: a', 'accept: b'],
      sources: [{ name: 'accept', source: '--header' }],
    });
  });

  it('names a header by its name without the blanks around it, as it is sent', () => {
    expect(
      mergeHeaders([
        { source: 'config file sac.json', headers: ['X-Trace: file'] },
        { source: '--header', headers: [' X-Trace : flag'] },
      ]),
    ).toEqual({ headers: [' X-Trace : flag'], sources: [{ name: 'X-Trace', source: '--header' }] });
  });

  it('names each header the client sends once, matching names as parseHeaders does (in lower case)', () => {
    // Only names beyond ASCII tell lower from upper case apart: dotless ı and I are two names in lower case, one in upper.
    const lines = ['ı: 1', 'I: 2'];
    expect(Object.keys(parseHeaders(lines))).toEqual(['ı', 'i']);
    expect(mergeHeaders([{ source: '--header', headers: lines }])).toEqual({
      headers: lines,
      sources: [
        { name: 'ı', source: '--header' },
        { name: 'I', source: '--header' },
      ],
    });
  });

  it('gives nothing for no layers or empty ones', () => {
    expect(mergeHeaders([])).toEqual({ headers: [], sources: [] });
    expect(mergeHeaders([{ source: '--header', headers: [] }])).toEqual({ headers: [], sources: [] });
  });
});

describe('headersLine', () => {
  it('names each header and where it came from, never a value', () => {
    const line = headersLine({
      headers: [`Authorization: ${SECRET}`, 'X-Trace: 1'],
      headerSources: [
        { name: 'Authorization', source: 'SAC_HEADER' },
        { name: 'X-Trace', source: '--header' },
      ],
    });
    expect(line).toBe('headers: Authorization (SAC_HEADER), X-Trace (--header); values not shown');
  });

  it('names the headers alone when the options carry no sources (built without resolveOptions)', () => {
    const line = headersLine({ headers: [`Authorization: ${SECRET}`, 'X-Trace: 1'] });
    expect(line).toBe('headers: Authorization, X-Trace; values not shown');
    expect(line).not.toContain('s3cr3t');
  });

  it('names a header given with blanks around its name (options built without resolveOptions are not checked)', () => {
    expect(headersLine({ headers: ['X-Trace : 1', ' Accept: a'] })).toBe('headers: X-Trace, Accept; values not shown');
  });

  it('is undefined when no header is sent', () => {
    expect(headersLine({ headers: [] })).toBeUndefined();
    expect(headersLine({ headers: [], headerSources: [] })).toBeUndefined();
  });
});
