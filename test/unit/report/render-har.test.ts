// exchanges.har as a pure function of the run record: a snapshot, valid HAR 1.2, every exchange in
// it, the unanswered ones as status 0 with _error, and redacted values still redacted.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';

import { REDACTED } from '../../../src/http/types.js';
import { renderHar } from '../../../src/report/render-har.js';
import { HAR_1_2_SCHEMA } from '../../support/report/har-schema.js';
import { atAnotherTime, HOSTILE, reassembled, record } from '../../support/report/fixture.js';

const text = renderHar(record);
const har = JSON.parse(text);
const validate = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(HAR_1_2_SCHEMA);

describe('renderHar', () => {
  it('matches the snapshot of the fixture run', async () => {
    await expect(text).toMatchFileSnapshot('__snapshots__/exchanges.har');
  });

  it('is deterministic: the bytes depend on the record alone, not on the clock or the order its parts were assembled in', () => {
    expect(atAnotherTime(() => renderHar(reassembled(record)))).toBe(text);
  });

  it('is valid HAR 1.2', () => {
    expect(validate(har), JSON.stringify(validate.errors, null, 2)).toBe(true);
    expect(har.log.version).toBe('1.2');
    expect(har.log.creator).toEqual({ name: 'seller-api-conformance', version: '0.1.0' });
  });

  it.each([
    ['an entry without cache', (h: any) => delete h.log.entries[0].cache],
    ['headers as an object', (h: any) => (h.log.entries[0].request.headers = { accept: 'x' })],
    ['a negative wait', (h: any) => (h.log.entries[0].timings.wait = -1)],
    ['another version', (h: any) => (h.log.version = '1.1')],
  ])('(the schema is not vacuous: it rejects %s)', (_name, spoil) => {
    const spoilt = structuredClone(har);
    spoil(spoilt);
    expect(validate(spoilt)).toBe(false);
  });

  it('holds every request, answered or not, oldest first', () => {
    const entries = har.log.entries as { startedDateTime: string; request: { url: string } }[];
    expect(entries).toHaveLength(record.exchanges.length + record.unanswered.length);
    const times = entries.map((e) => e.startedDateTime);
    expect(times).toEqual([...times].sort());
    for (const exchange of record.exchanges) expect(entries.some((e) => e.request.url === exchange.request.url)).toBe(true);
  });

  it('records an answered exchange with its status, headers, body and timing', () => {
    const exchange = record.exchanges[0]!;
    const entry = har.log.entries.find((e: { startedDateTime: string }) => e.startedDateTime === exchange.startedAt);
    expect(entry.response).toMatchObject({
      status: 200,
      statusText: 'OK',
      httpVersion: 'HTTP/1.1',
      content: { size: exchange.response.bodyBytes, mimeType: 'application/json;charset=UTF-8', text: exchange.response.body },
      bodySize: exchange.response.bodyBytes,
    });
    expect(entry.response.headers).toContainEqual({ name: 'x-evil', value: exchange.response.headers['x-evil'] });
    expect(entry.time).toBe(exchange.durationMs);
    expect(entry.timings.send + entry.timings.wait + entry.timings.receive).toBe(entry.time);
  });

  it('splits the query string of a URL', () => {
    const entry = har.log.entries.find((e: { request: { url: string } }) => e.request.url.includes('?'));
    expect(entry.request.queryString).toEqual([
      { name: 'x', value: HOSTILE.script },
      { name: 'flag', value: '' },
    ]);
  });

  it('records an unanswered request as status 0 with _error and a comment', () => {
    const item = record.unanswered[0]!;
    const entry = har.log.entries.find((e: { response: { status: number } }) => e.response.status === 0);
    expect(entry.request.url).toBe(item.request.url);
    expect(entry.response._error).toBe(item.error);
    expect(entry.comment).toContain(item.error);
  });

  it('keeps redacted values redacted and adds no cookie back', () => {
    for (const entry of har.log.entries) {
      expect(entry.request.headers).toContainEqual({ name: 'authorization', value: REDACTED });
      expect(entry.request.cookies).toEqual([]);
      expect(entry.response.cookies).toEqual([]);
    }
    expect(
      har.log.entries
        .flatMap((e: { response: { headers: { name: string; value: string }[] } }) => e.response.headers)
        .filter((h: { name: string }) => h.name === 'set-cookie'),
    ).toEqual([{ name: 'set-cookie', value: REDACTED }]);
  });
});
