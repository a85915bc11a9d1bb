// Hints for the usual mistakes of configuration, each detected from what the run saw and said in one
// line with the option to change: a base URL that already holds the API path, one that answers a web
// page or a 404 for every path (the category list's too), a fixture id the target does not know, inquiry ids given the wrong way round.
// A hint explains results; it never changes one (docs/ci.md, "When the configuration is wrong").
import { CATEGORIES, OPERATION_SPECS } from '../operations.js';
import type { Fixtures } from '../fixtures.js';
import { JUDGES } from '../judges/index.js';
import type { Exchange } from '../http/index.js';
import { DOCUMENTED } from '../rules/checks/error-messages.js';
import { recogniseRequest } from '../operation-of-url.js';
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

const notFoundEverywhere = (baseUrl: string, answered: string): Hint => ({
  kind: 'not-found-everywhere',
  option: '--base-url',
  message:
    `every answer of ${baseUrl} was 404 ${answered}: the API's paths are not there; --base-url probably lacks the base ` +
    'path the API sits under (e.g. /api), or names another service (check the host, port and path prefix)',
});

/** Every answer a 404 with nothing in it (three at least): no API under these paths, whatever the ids. */
function emptyEverywhereHint(baseUrl: string, exchanges: readonly Exchange[]): Hint | undefined {
  if (exchanges.length < 3 || !exchanges.every(isEmpty404)) return undefined;
  return notFoundEverywhere(baseUrl, 'with an empty body, whatever the path and the id');
}

/**
 * Every request of the API's paths answered 404 (three at least), none in the API's own words, the category
 * list's too: it takes no id, so its 404 is the path's, not a fixture's (Spring's `{"status":404,"error":"Not
 * Found"}`, FastAPI's `{"detail":"Not Found"}`, Express's `Cannot GET /...`). The reachability check's GET /
 * is left out: the server may answer a page of its own there.
 */
function notFoundOnEveryPathHint(baseUrl: string, exchanges: readonly Exchange[]): Hint | undefined {
  const api = exchanges.filter(({ request }) => recogniseRequest(request.url) !== undefined);
  const everywhere = api.length >= 3 && api.every(({ response }) => response.status === 404) && !api.some(inTheApisWords);
  return everywhere && api.some(isCategoryList)
    ? notFoundEverywhere(baseUrl, "on every path, the category list's too, which takes no id")
    : undefined;
}

export function hintsOf(input: HintInput): Hint[] {
  const { baseUrl, exchanges, results } = input;
  if (baseUrl === undefined) return [];
  // The first that fires: a base URL that is not the API's explains every 404, so the fixtures are not blamed. The
  // API path in the base URL comes before a 404 everywhere, which it explains, and says exactly what to give; a 404
  // everywhere before pages everywhere, so that Express's "Cannot GET" page names the missing base path.
  const hint =
    emptyEverywhereHint(baseUrl, exchanges) ??
    apiPathHint(baseUrl, results) ??
    notFoundOnEveryPathHint(baseUrl, exchanges) ??
    htmlEverywhereHint(baseUrl, exchanges);
  return hint ? [hint] : fixtureHints(results, input.fixtures);
}
