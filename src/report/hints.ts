// Hints for the usual mistakes of configuration, each detected from what the run saw and said in one
// line with the option to change: a base URL that already holds the API path, one that answers a web
// page or a 404 for every path (the category list's too), a fixture id the target does not know, inquiry ids given the wrong way round.
// A hint explains results; it never changes one (docs/ci.md, "When the configuration is wrong").
import { CATEGORIES, OPERATION_SPECS } from '../operations.js';
import type { Fixtures } from '../fixtures.js';
import { JUDGES } from '../judges/index.js';
import type { Exchange } from '../http/types.js';
import { DOCUMENTED } from '../rules/checks/error-messages.js';
import { recogniseRequest } from '../traffic/operation-of-url.js';
import type { Hint, RuleResult } from '../types/report.js';
import { fixtureHints } from './fixture-hints.js';

export interface HintInput {
  /** The base URL the user gave (undefined: the embedded reference, about which nothing is hinted). */
  baseUrl: string | undefined;
  /** The fixture ids the user gave. */
  fixtures: Partial<Fixtures>;
  results: readonly RuleResult[];
  exchanges: readonly Exchange[];
}

/**
 * The rules that expect a 200, the status gates of the judges of a found resource: a 404 there is the sign
 * that the requests went to the wrong place.
 */
const FOUND_RULES = Object.values(JUDGES).map((judges) => judges.found.steps.find((step) => step.gate)!.rule.id);
const API_PATHS = OPERATION_SPECS.map((spec) => spec.path);

/** The leading part of the API's paths that a base path already ends in ("/v2/providers/..."), if any. */
function apiPathIn(basePath: string): string | undefined {
  for (const path of API_PATHS) {
    const segments = path.split('/').filter(Boolean);
    // Two segments at least ("/v2/providers"): one alone ("/v2") could be a gateway's own prefix.
    for (let length = segments.length; length >= 2; length -= 1) {
      const lead = `/${segments.slice(0, length).join('/')}`;
      if (basePath.endsWith(lead)) return lead;
    }
  }
  return undefined;
}

function apiPathHint(baseUrl: string, results: readonly RuleResult[]): Hint | undefined {
  const url = new URL(baseUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  const lead = apiPathIn(basePath);
  const refused = results.find((r) => FOUND_RULES.includes(r.rule) && r.status === 'failed' && r.evidence?.response?.status === 404);
  if (lead === undefined || !refused?.evidence?.request) return undefined;
  url.pathname = basePath.slice(0, -lead.length) || '/';
  const { method, url: sent } = refused.evidence.request;
  return {
    kind: 'api-path-in-base-url',
    option: '--base-url',
    message:
      `--base-url ends in ${lead}, the start of the API's path, which the harness adds itself ` +
      `(${method} ${sent} got 404): try --base-url ${url.href.replace(/\/$/, '')}`,
  };
}

const isHtml = ({ response }: Exchange) =>
  /^text\/html\b/i.test(response.headers['content-type'] ?? '') || /^\s*<(!doctype html|html)\b/i.test(response.body.slice(0, 200));

/** Every answer a web page (three at least): the base URL is not the API's. */
function htmlEverywhereHint(baseUrl: string, exchanges: readonly Exchange[]): Hint | undefined {
  if (exchanges.length < 3 || !exchanges.every(isHtml)) return undefined;
  return {
    kind: 'html-everywhere',
    option: '--base-url',
    message:
      `every answer of ${baseUrl} was an HTML page, not the API's JSON: --base-url seems to name a web site or another service ` +
      '(check the host, port and path prefix)',
  };
}

const isEmpty404 = ({ response }: Exchange) => response.status === 404 && response.body.trim() === '';

/** A body in the API's own words (a coupon or inquiry not found, a malformed id): the API is there. */
const inTheApisWords = ({ response }: Exchange) =>
  Object.values(DOCUMENTED).some((wording) => wording.shown.some((text) => response.body.includes(text)));

const isCategoryList = ({ request }: Exchange) => recogniseRequest(request.url)?.operation === CATEGORIES.operation;

const NOT_THERE = "the API's paths are not there";

/**
 * Every answer a 404 (three at least), whatever the path and the id: no API under these paths. Either every
 * body is empty, or none is in the API's own words and the category list answered 404 too: it takes no
 * id, so its 404 is the path's, not a fixture's (Spring's `{"status":404,"error":"Not Found"}`, FastAPI's
 * `{"detail":"Not Found"}`, Express's `Cannot GET /...`).
 */
function notFoundEverywhereHint(baseUrl: string, exchanges: readonly Exchange[]): Hint | undefined {
  const hint = (answered: string): Hint => ({
    kind: 'not-found-everywhere',
    option: '--base-url',
    message:
      `every answer of ${baseUrl} was 404 ${answered}: ${NOT_THERE}; --base-url probably lacks the base path the API ` +
      'sits under (e.g. /api), or names another service (check the host, port and path prefix)',
  });
  if (exchanges.length >= 3 && exchanges.every(isEmpty404)) return hint('with an empty body, whatever the path and the id');
  // The API's requests alone: the reachability check's GET / may answer a page of its own.
  const api = exchanges.filter(({ request }) => recogniseRequest(request.url) !== undefined);
  const everywhere = api.length >= 3 && api.every(({ response }) => response.status === 404) && !api.some(inTheApisWords);
  return everywhere && api.some(isCategoryList) ? hint("on every path, the category list's too, which takes no id") : undefined;
}

export function hintsOf(input: HintInput): Hint[] {
  if (input.baseUrl === undefined) return [];
  // An HTML 404 everywhere (Express's "Cannot GET") is named for the 404: a base path is likelier missing than the host wrong.
  const elsewhere = notFoundEverywhereHint(input.baseUrl, input.exchanges) ?? htmlEverywhereHint(input.baseUrl, input.exchanges);
  // A base URL that is not the API's explains every 404: the fixtures are not to blame.
  if (elsewhere) return [elsewhere];
  const apiPath = apiPathHint(input.baseUrl, input.results);
  if (apiPath) return [apiPath];
  return fixtureHints(input.results, input.fixtures);
}
