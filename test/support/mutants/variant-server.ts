// One server hosts every variant, each under its own base path (/<variant id>), so that all of
// them can be judged at once.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildDataset, createReferenceHandler } from '../../../src/reference/index.js';
import type { Dataset, ReferenceRequest, RespondFunction } from '../../../src/reference/types.js';

export interface Hosted {
  id: string;
  respond: RespondFunction;
  hangs?: (request: ReferenceRequest) => boolean;
}

export interface VariantServer {
  baseUrlOf(id: string): string;
  /** `METHOD /variant/path` of every request received, in order. */
  requests: string[];
  dataset: Dataset;
  close(): Promise<void>;
}

export async function startVariantServer(variants: readonly Hosted[]): Promise<VariantServer> {
  const dataset = buildDataset();
  const handlers = new Map(variants.map((v) => [v.id, { variant: v, handle: createReferenceHandler(dataset, v.respond) }]));
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    const [, id = '', ...rest] = (req.url ?? '/').split('/');
    const hosted = handlers.get(id);
    if (!hosted) {
      res.writeHead(404).end();
      return;
    }
    req.url = `/${rest.join('/')}`;
    const path = req.url.split('?', 1)[0] ?? '/';
    // A silent variant keeps the socket open until the client gives up (or the server closes).
    if (hosted.variant.hangs?.({ method: req.method ?? 'GET', path, headers: req.headers })) return;
    hosted.handle(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrlOf: (id) => `http://127.0.0.1:${port}/${id}`,
    requests,
    dataset,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
