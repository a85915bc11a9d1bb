// The mock's own paths, under /__mock/ (no path of the API starts so): preferences queued for the next
// requests, and the journal of the requests received. Their answers are the mock's own JSON, never a form
// of the real service's, and they are neither signed, queued nor journaled.
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { ReferenceResponse } from '../reference-model.js';
import { writeAnswer } from './write-answer.js';
import { OPERATIONS } from '../operations.js';
import type { Journal, JournalEntry } from './journal.js';
import { readQueuedPreference, type PreferQueue } from './prefer-queue.js';

export const MOCK_PREFIX = '/__mock/';

/** The largest body `POST /__mock/prefer` reads. */
export const MAX_MOCK_BODY_BYTES = 64 * 1024;

/** Each path with its methods and what they do: `serve --help` and docs/clients.md list them. */
export const MOCK_PATHS = {
  '/__mock/prefer': {
    POST: 'queue a preference for the next matching requests: {"prefer": "code=429", "times": 2, "operation": "GET_COUPON_BY_ID"}',
    GET: 'what is queued, in order, with how many requests each is still for',
    DELETE: 'clear the queue',
  },
  '/__mock/requests': {
    GET: `the journal: the requests received, oldest first (?operation=${OPERATIONS[0]} or ?path=/v2/... for some)`,
    DELETE: 'clear the journal',
  },
} as const satisfies Record<string, Partial<Record<'GET' | 'POST' | 'DELETE', string>>>;

export interface MockState {
  queue: PreferQueue;
  journal: Journal;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): ReferenceResponse => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  body: `${JSON.stringify(body, null, 2)}\n`,
});

const problem = (status: number, text: string, headers: Record<string, string> = {}) =>
  json(status, { problem: `seller-api-conformance serve: ${text}` }, headers);

function listOfPaths(): string {
  return Object.entries(MOCK_PATHS)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`))
    .join(', ');
}

/** The journal's requests, those of one operation or one path when the query asks. */
function requestsAnswer(journal: Journal, query: URLSearchParams): ReferenceResponse {
  const unknown = [...query.keys()].find((name) => name !== 'operation' && name !== 'path');
  if (unknown !== undefined) return problem(400, `GET /__mock/requests: unknown parameter "${unknown}"; it takes operation and path`);
  const operation = query.get('operation');
  if (operation !== null && !OPERATIONS.some((known) => known === operation))
    return problem(400, `GET /__mock/requests: operation=${operation} is none of ${OPERATIONS.join(', ')}`);
  const path = query.get('path');
  const wanted = (entry: JournalEntry) => (operation === null || entry.operation === operation) && (path === null || entry.path === path);
  return json(200, { requests: journal.entries().filter(wanted), dropped: journal.dropped() });
}

function preferAnswer(method: string, body: string, queue: PreferQueue): ReferenceResponse {
  if (method === 'DELETE') {
    queue.clear();
    return json(200, { queued: [] });
  }
  if (method === 'GET') return json(200, { queued: queue.pending() });
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return problem(400, 'POST /__mock/prefer: the body is not JSON; send {"prefer": "code=429", "times": 2}');
  }
  const reading = readQueuedPreference(parsed);
  if ('problem' in reading) return problem(400, `POST /__mock/prefer: ${reading.problem}`);
  queue.add(reading.queued);
  return json(201, { queued: queue.pending() });
}

/** The answer to a request of the mock's own paths (`path` and `query` as sent). */
export function mockAnswer(method: string, path: string, query: string, body: string, state: MockState): ReferenceResponse {
  const methods: Partial<Record<string, string>> | undefined = Object.hasOwn(MOCK_PATHS, path)
    ? MOCK_PATHS[path as keyof typeof MOCK_PATHS]
    : undefined;
  if (!methods) return problem(404, `no mock path ${path}; the mock's paths are ${listOfPaths()}`);
  if (methods[method] === undefined) {
    const allowed = Object.keys(methods).join(', ');
    return problem(405, `${path} takes ${allowed}, not ${method}`, { Allow: allowed });
  }
  if (path === '/__mock/requests') {
    if (method === 'DELETE') {
      state.journal.clear();
      return json(200, { requests: [], dropped: 0 });
    }
    return requestsAnswer(state.journal, new URLSearchParams(query));
  }
  return preferAnswer(method, body, state.queue);
}

/** A request of the mock's own paths: its body read (up to MAX_MOCK_BODY_BYTES), then the mock's answer. */
export function answerMockPath(req: IncomingMessage, res: ServerResponse, path: string, query: string, state: MockState): void {
  let body = Buffer.alloc(0);
  req.on('data', (chunk: Buffer) => {
    // Kept to one byte past the limit: enough to tell a body too big, without holding all of it.
    body = Buffer.concat([body, chunk]).subarray(0, MAX_MOCK_BODY_BYTES + 1);
  });
  req.on('end', () => {
    // Stryker disable next-line StringLiteral: equivalent, a server's request always has its method (the default is the type's)
    const method = req.method ?? 'GET';
    const answer =
      body.length > MAX_MOCK_BODY_BYTES
        ? {
            status: 413,
            headers: { 'Content-Type': 'text/plain; charset=utf-8' },
            body: `seller-api-conformance serve: a body of the mock's paths is at most ${MAX_MOCK_BODY_BYTES} bytes\n`,
          }
        : mockAnswer(method, path, query, body.toString('utf8'), state);
    writeAnswer(req, res, answer);
  });
}
