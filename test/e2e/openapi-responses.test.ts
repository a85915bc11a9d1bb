// The reference's answers to every request of a full run (examples and all property cases, as recorded
// in exchanges.har) agree with the OpenAPI document, checked by a validator that is not ours:
// @hyperjump/json-schema reads the document as OpenAPI 3.1 (its schema dialect, $refs and all).
// Chosen because the OpenAPI response validators on npm (openapi-backend, openapi-response-validator)
// read 3.0 only: openapi-backend refuses this valid 3.1 document ($ref beside description,
// jsonSchemaDialect). Each recorded answer must be a documented status of its path, with a body valid
// against that status's schema; and an id the parameter's schema rejects is exactly one answered 400.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { validate } from '@hyperjump/json-schema/openapi-3-1';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from 'seller-api-conformance';
import { ensureBuilt } from '../support/cli/run-cli.js';

type Json = Record<string, any>;
interface HarEntry {
  request: { method: string; url: string };
  response: { status: number; content: { text?: string } };
}

const document = buildOpenApi() as Json;
const dir = mkdtempSync(join(tmpdir(), 'sac-openapi-run-'));
const file = join(dir, 'seller.openapi.json');
writeFileSync(file, JSON.stringify(document));

const fragment = (...segments: string[]) =>
  `#${segments.map((s) => `/${encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))}`).join('')}`;
// Compiled once per schema location: the run's answers share a handful of them.
const validators = new Map<string, ReturnType<typeof validate>>();
const validatorAt = (...segments: string[]) => {
  const uri = `${pathToFileURL(file).href}${fragment(...segments)}`;
  if (!validators.has(uri)) validators.set(uri, validate(uri));
  return validators.get(uri)!;
};

/** The path template a request path belongs to, and its one path parameter's value, decoded. */
function templateOf(path: string): { template: string; id?: string } | undefined {
  for (const template of Object.keys(document['paths'])) {
    const [prefix, rest] = template.split(/\{[^}]+\}/);
    if (rest === undefined) {
      if (path === template) return { template };
    } else if (path.startsWith(prefix!) && !path.slice(prefix!.length).includes('/')) {
      return { template, id: decodeURIComponent(path.slice(prefix!.length)) };
    }
  }
  return undefined;
}

let entries: HarEntry[];

beforeAll(async () => {
  await ensureBuilt();
  const reportDir = join(dir, 'report');
  // The CLI, as a user runs it: the library's run() writes no report files.
  const bin = new URL('../../bin/seller-api-conformance.js', import.meta.url).pathname;
  execFileSync(process.execPath, [bin, 'run', '--report-dir', reportDir, '--seed', '15'], { stdio: 'ignore' });
  entries = (JSON.parse(readFileSync(join(reportDir, 'exchanges.har'), 'utf8')) as { log: { entries: HarEntry[] } }).log.entries;
}, 300_000);

describe('every answer of a full run against the reference is what the OpenAPI document says', () => {
  it('every GET answers a documented status of its path, with a body its schema allows', async () => {
    const gets = entries.filter((entry) => entry.request.method === 'GET');
    expect(gets.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const entry of gets) {
      const { pathname } = new URL(entry.request.url);
      const matched = templateOf(pathname);
      const status = String(entry.response.status);
      if (!matched) {
        problems.push(`${pathname}: no path of the document`);
        continue;
      }
      const responses = document['paths'][matched.template]['get']['responses'] as Json;
      if (!(status in responses)) {
        problems.push(`${pathname}: status ${status} is not documented`);
        continue;
      }
      const allows = await validatorAt('paths', matched.template, 'get', 'responses', status, 'content', 'application/json', 'schema');
      const body = JSON.parse(entry.response.content.text ?? 'null') as Json;
      if (!allows(body).valid) problems.push(`${pathname} ${status}: body not allowed: ${entry.response.content.text?.slice(0, 200)}`);
      if (matched.id !== undefined) {
        const parameterAllows = await validatorAt('paths', matched.template, 'get', 'parameters', '0', 'schema');
        if (parameterAllows(matched.id).valid === (status === '400'))
          problems.push(
            `${pathname}: id ${JSON.stringify(matched.id)} answered ${status}, but the parameter schema ${status === '400' ? 'allows' : 'rejects'} it`,
          );
      }
    }
    expect(problems).toEqual([]);
  });

  it('the run sent ids on both sides of the range: beyond 2^53 (404) and beyond 2^63-1 (400)', () => {
    const ids = entries.map((entry) => ({ id: templateOf(new URL(entry.request.url).pathname)?.id, status: entry.response.status }));
    const numeric = ids.filter((x): x is { id: string; status: number } => x.id !== undefined && /^[1-9][0-9]*$/.test(x.id));
    expect(numeric.some((x) => BigInt(x.id) > 2n ** 53n && BigInt(x.id) < 2n ** 63n && x.status === 404)).toBe(true);
    expect(numeric.some((x) => BigInt(x.id) >= 2n ** 63n && x.status === 400)).toBe(true);
  });
});
