// One server hosts every fault (and every conforming implementation), each under its own base path (/<id>), so that all of
// them can be judged at once. A shipped fault is hosted as `serve --fault ID` serves it: the reference's
// handler with that fault (src/reference/server.ts), so the kill matrix proves `serve --fault` itself.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Fault } from '../../../src/rules/faults.js';
import { buildDataset, createReferenceHandler } from '../../../src/reference/index.js';
import type { Dataset, RespondFunction } from '../../../src/reference/types.js';

export interface Hosted {
  id: string;
  /** An implementation of the test's own (the reference's `respond` when absent). */
  respond?: RespondFunction;
  /** Shipped faults it serves with, by id, as `serve --fault` does. */
  faults?: readonly string[];
}

/** A shipped fault, hosted as `serve --fault <its id>` serves it. */
export const hostedOf = (fault: Pick<Fault, 'id'>): Hosted => ({ id: fault.id, faults: [fault.id] });

export interface FaultServer {
  baseUrlOf(id: string): string;
  /** `METHOD /id/path` of every request received, in order. */
  requests: string[];
  dataset: Dataset;
  close(): Promise<void>;
}

export async function startFaultServer(hosted: readonly Hosted[]): Promise<FaultServer> {
  const dataset = buildDataset();
  const handlers = new Map(hosted.map((v) => [v.id, createReferenceHandler(dataset, v.respond, v.faults ? { faults: v.faults } : {})]));
  const requests: string[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    requests.push(`${req.method} ${req.url}`);
    const [, id = '', ...rest] = (req.url ?? '/').split('/');
    const handle = handlers.get(id);
    if (!handle) {
      res.writeHead(404).end();
      return;
    }
    req.url = `/${rest.join('/')}`;
    handle(req, res);
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
