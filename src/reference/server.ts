// The reference implementation on the wire: a node:http server that hands the raw request path to
// the pure `respond` and writes its answer back.

import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { authenticate } from './auth.js';
import { buildDataset } from './dataset/index.js';
import { JSON_CONTENT_TYPE, resolveVendorId, respond } from './responses.js';
import type { Dataset, ReferenceResponse, ReferenceServer, ReferenceServerOptions, RespondFunction } from './types.js';

/** Signature verification of the handler (off unless keys are given), and where its one line about a fault of its own goes. */
export type ReferenceAuthOptions = Pick<ReferenceServerOptions, 'keys' | 'now' | 'log'>;

export type ReferenceHandler = (req: IncomingMessage, res: ServerResponse) => void;

const INTERNAL_ERROR: ReferenceResponse = {
  status: 500,
  headers: { 'Content-Type': JSON_CONTENT_TYPE },
  body: JSON.stringify({ code: 500, message: 'Internal Server Error' }),
};

/**
 * The request listener of the reference. `respondFn` defaults to the conforming `respond`; wrap it to
 * serve a deliberately faulty variant. The listener never throws: an exception answers 500, and only
 * the first one is logged, so that a variant failing on every request does not flood stderr.
 * @internal Not part of the library API.
 */
export function createReferenceHandler(
  dataset: Dataset,
  respondFn: RespondFunction = respond,
  auth: ReferenceAuthOptions = {},
): ReferenceHandler {
  let failureLogged = false;
  const logFailure = (error: unknown) => {
    if (failureLogged) return;
    failureLogged = true;
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    (auth.log ?? ((line: string) => process.stderr.write(line)))(
      `reference server: unexpected error (answered 500; later ones not logged): ${detail}\n`,
    );
  };

  return (req, res) => {
    try {
      // An unread request body (POST, PUT...) must not stall a keep-alive connection.
      req.resume();
      const request = { method: req.method ?? 'GET', path: rawPathOf(req.url ?? '/'), headers: req.headers };
      const caller = callerOf(dataset, req, auth);
      const answer = 'refusal' in caller ? caller.refusal : respondFn(dataset, request, caller.vendorId);
      writeAnswer(req, res, answer);
    } catch (error) {
      logFailure(error);
      if (!res.headersSent) {
        try {
          writeAnswer(req, res, INTERNAL_ERROR);
          return;
        } catch {
          // fall through: the socket is no use any more
        }
      }
      res.destroy();
    }
  };
}

export async function startReferenceServer(options: ReferenceServerOptions = {}): Promise<ReferenceServer> {
  const host = options.host ?? '127.0.0.1';
  const dataset = buildDataset(options.seed);
  const server = createServer(createReferenceHandler(dataset, options.respond, options));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  let closing: Promise<void> | undefined;
  return {
    baseUrl: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    fixtures: { ...dataset.fixtures },
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive sockets would otherwise hold close() open for the keep-alive timeout.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

/** The calling vendor: named by X-Requested-By when no keys are configured, else by a valid
 *  signature (the gateway answers before the implementation sees anything). */
function callerOf(dataset: Dataset, req: IncomingMessage, auth: ReferenceAuthOptions): ReturnType<typeof authenticate> {
  if (!auth.keys || auth.keys.length === 0) return { vendorId: resolveVendorId(dataset, req.headers) };
  const request = { method: req.method ?? 'GET', target: req.url ?? '/', authorization: req.headers.authorization };
  return authenticate(auth.keys, request, (auth.now ?? Date.now)(), dataset.defaultVendorId);
}

/** The path exactly as sent (percent-encoding intact), without the query string. Absolute-form
 *  targets (`http://host/path`) are reduced to their path. */
function rawPathOf(target: string): string {
  const withoutQuery = target.split('?', 1)[0] ?? '';
  const path = withoutQuery.replace(/^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^/]*/, '');
  return path === '' ? '/' : path;
}

function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: ReferenceResponse): void {
  const body = Buffer.from(answer.body, 'utf8');
  const headers: Record<string, string> = { ...answer.headers };
  // A variant that sets its own (possibly wrong) Content-Length keeps it on purpose.
  if (!Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) {
    headers['Content-Length'] = String(body.length);
  }
  res.writeHead(answer.status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}
