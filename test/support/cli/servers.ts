// Targets for the end-to-end CLI tests, served from the test process on 127.0.0.1:0: the reference
// implementation with exactly one defect (a wrapped `respond`), and a port that refuses connections.

import { COUPON, INQUIRY } from '../../../src/operations.js';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Fixtures } from '../../../src/fixtures.js';
import {
  buildDataset,
  createReferenceHandler,
  respond,
  type Dataset,
  type ReferenceResponse,
  type RespondFunction,
} from '../../../src/reference/index.js';

export { COUPON, INQUIRY };

export interface TestServer {
  baseUrl: string;
  fixtures: Fixtures;
  dataset: Dataset;
  /** Headers of every request received, in order. */
  requests: { method: string; url: string; headers: IncomingHttpHeaders }[];
  /** How many answers the defect changed (a defect that never fired proves nothing). */
  defectsServed(): number;
  close(): Promise<void>;
}

/** Changes one answer in place and says whether it did; anything else passes through untouched. */
export type Defect = (answer: ReferenceResponse, request: Parameters<RespondFunction>[1], dataset: Dataset) => boolean;

export interface ServerOptions {
  /** Requests for which no answer is ever sent (the connection stays open until close()). */
  hang?: (request: { method: string; url: string }) => boolean;
}

export async function startServer(defect?: Defect, options: ServerOptions = {}): Promise<TestServer> {
  const dataset = buildDataset();
  let served = 0;
  const respondFn: RespondFunction = (ds, request, vendorId) => {
    const answer = respond(ds, request, vendorId);
    if (defect?.(answer, request, ds)) served += 1;
    return answer;
  };
  const handler = createReferenceHandler(dataset, respondFn);
  const requests: TestServer['requests'] = [];
  const server = createServer((req, res) => {
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers };
    requests.push(request);
    if (options.hang?.(request)) {
      req.resume();
      return;
    }
    handler(req, res);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    fixtures: { ...dataset.fixtures },
    dataset,
    requests,
    defectsServed: () => served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Parses a JSON answer, changes it, and writes it back. */
function editJson(answer: ReferenceResponse, edit: (body: Record<string, unknown>) => void): void {
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  edit(body);
  answer.body = JSON.stringify(body);
}

/** The fixture coupon's first policy has maximumPerDaily 10000 (the maximum is 9,999). */
export const dailyLimitTooHigh: Defect = (answer, request, dataset) => {
  if (request.method !== 'GET' || request.path !== COUPON.path + dataset.fixtures.couponId || answer.status !== 200) return false;
  editJson(answer, (coupon) => {
    const policies = coupon['couponPolicies'] as Record<string, unknown>[];
    if (!policies[0]) throw new Error('the fixture coupon has no policy to break');
    policies[0]['maximumPerDaily'] = 10000;
  });
  return true;
};

/** The unknown-inquiry 404 says "Inquiry does not exist" instead of "Inquiry not found". */
export const inquiryNotFoundReworded: Defect = (answer, request) => {
  if (!request.path.startsWith(INQUIRY.path) || answer.status !== 404) return false;
  const body = JSON.parse(answer.body) as { message?: unknown };
  if (body.message !== 'Inquiry not found') return false;
  editJson(answer, (b) => {
    b['message'] = 'Inquiry does not exist';
  });
  return true;
};

/** A port on which nothing listens: a server is started, its port taken, and the server closed. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
