// The forwarding proxy: every request goes to the target and every answer back to the client as it
// came (status, headers, bytes, streamed; hop-by-hop headers are each connection's own). Nothing is
// decoded on the way: a copy of the body of the requests worth judging is kept (up to a cap) and handed
// over once the client has the whole answer, so that judging never holds the client up. When judging
// falls behind, a request worth judging waits for it before it is forwarded (judging-queue.ts).
import { request as httpRequest, Agent as HttpAgent, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest, Agent as HttpsAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { createListener, listenerUrl, type ServerTls } from '../http/listener.js';
import { BoundedCopy } from './bounded-copy.js';
import { endToEndHeaders } from './hop-by-hop.js';

/** One exchange that went through, as it went: the request to the target and the answer, raw. */
export interface ProxiedExchange {
  method: string;
  /** The absolute URL the request was forwarded to. */
  url: string;
  /** The request's raw headers (name, value, ...), as forwarded. */
  requestHeaders: string[];
  status: number;
  /** The answer's raw headers, as received from the target. */
  responseHeaders: string[];
  /** The body as it travelled (still in its content coding), or undefined when it passed the cap. */
  body: Buffer | undefined;
  /** Bytes of the body that went through. */
  bodyBytes: number;
  startedAt: Date;
  durationMs: number;
}

/** A request that got no complete answer from the target (refused, reset mid-body), or a client that left. */
export interface ProxyFailure {
  method: string;
  url: string;
  requestHeaders: string[];
  reason: string;
}

interface ProxyOptions {
  /** Where requests go: origin plus an optional base path, which prefixes every forwarded path. */
  target: URL;
  host: string;
  port: number;
  /** Listen with TLS (HTTP/1.1, and HTTP/2 for a client that asks by ALPN) with this certificate and key. */
  tls?: ServerTls;
  /** Largest body kept for judging; a larger one passes through, not judged. */
  maxBodyBytes: number;
  /** Whether the body of a request to this URL is worth a copy (only the API's operations are judged). */
  wanted(url: string): boolean;
  /** An exchange completed: the client has the whole answer. */
  onExchange(exchange: ProxiedExchange): void;
  /** A request not worth judging got its whole answer. */
  onOther?(method: string, url: string): void;
  /** Undefined, or what a request worth judging waits for before it is forwarded (judging has fallen behind). */
  roomToJudge?(): Promise<void> | undefined;
  onFailure(failure: ProxyFailure): void;
}

export interface RunningProxy {
  /** http://host:port (https:// with TLS) of the proxy. */
  url: string;
  /** Stops accepting, lets the exchanges under way end (at most `graceMs`), then closes every connection. */
  close(graceMs?: number): Promise<void>;
}

/** The methods this API's clients send, whose requests have no body: safe to send once more. */
const BODILESS = new Set(['GET', 'HEAD']);

export async function startProxy(options: ProxyOptions): Promise<RunningProxy> {
  const secure = options.target.protocol === 'https:';
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  const basePath = options.target.pathname.replace(/\/+$/, '');
  const listener = createListener((req, res) => {
    // A server's request always has its URL (undefined only in a client's response).
    const path = basePath + req.url!;
    const held = options.wanted(options.target.origin + path) ? options.roomToJudge?.() : undefined;
    // A client that left while its request was held has nothing to forward.
    if (held) void held.then(() => !res.destroyed && forward(req, res, path));
    else forward(req, res, path);
  }, options.tls);
  const { server } = listener;

  /**
   * Sends the client's request on to the target. `again`: the request once more, on a new connection, after the
   * kept-alive one it went on was closed by the target as it went (see below); its body, if any, is gone.
   */
  function forward(req: IncomingMessage, res: ServerResponse, path: string, again = false): void {
    const startedAt = new Date();
    const started = performance.now();
    const url = options.target.origin + path;
    // A server's request always has its method.
    const method = req.method!;
    // Host names the target: a virtual host behind it must see its own name, not the proxy's.
    const forwardedHeaders = ['Host', options.target.host, ...withoutHost(endToEndHeaders(req.rawHeaders))];
    const fail = (reason: string) => options.onFailure({ method, url, requestHeaders: forwardedHeaders, reason });
    const upstream = (secure ? httpsRequest : httpRequest)({
      agent,
      protocol: options.target.protocol,
      hostname: options.target.hostname,
      port: options.target.port,
      method,
      path,
      headers: forwardedHeaders,
    });
    let clientLeft = false;
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      if (clientLeft) return; // not the target's doing: nothing to judge
      // A kept-alive connection that the target closed as the request went on it (the race Node's docs name,
      // `reusedSocket`) is no answer to this request: one without a body goes once more on a new connection.
      if (error.code === 'ECONNRESET' && upstream.reusedSocket && !again && !res.headersSent && BODILESS.has(method)) {
        forward(req, res, path, true);
        return;
      }
      // A target that resets (or closes) the connection instead of answering: the client meets the same, not
      // an answer the target never gave. A target the proxy cannot reach at all gets the proxy's own 502.
      const reset = error.code === 'ECONNRESET';
      const reason = reset
        ? "the target reset the connection (ECONNRESET); so was the client's"
        : `the target did not answer: ${error.code ?? error.message}`;
      fail(reason);
      if (reset || res.headersSent) resetClient(req, res);
      else res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' }).end(`seller-api-conformance proxy: ${reason}\n`);
    });
    // A client that leaves takes its request to the target with it.
    res.on('close', () => {
      if (res.writableFinished) return;
      clientLeft = true;
      upstream.destroy();
    });
    upstream.on('response', (answer) => {
      const copy = options.wanted(url) ? new BoundedCopy(options.maxBodyBytes) : undefined;
      // HTTP/2 has no reason phrase: the client over HTTP/2 gets the status alone.
      const reason = req.httpVersionMajor === 2 ? undefined : answer.statusMessage;
      res.writeHead(answer.statusCode ?? 502, reason, endToEndHeaders(answer.rawHeaders));
      if (copy) answer.on('data', (chunk: Buffer) => copy.add(chunk));
      answer.pipe(res);
      answer.on('aborted', () => {
        if (!clientLeft) fail('the target ended the answer before its end');
        res.destroy();
      });
      res.on('finish', () => {
        if (!copy && answer.complete) options.onOther?.(method, url);
        if (!copy || !answer.complete) return;
        const exchange: ProxiedExchange = {
          method,
          url,
          requestHeaders: forwardedHeaders,
          status: answer.statusCode ?? 0,
          responseHeaders: answer.rawHeaders,
          body: copy.bytes(),
          bodyBytes: copy.seen,
          startedAt,
          durationMs: Math.round((performance.now() - started) * 1000) / 1000,
        };
        // The client has the whole answer now; judging waits for a later turn of the event loop.
        options.onExchange(exchange);
      });
    });
    if (again) upstream.end();
    else req.pipe(upstream);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  return {
    url: listenerUrl(listener.scheme, address.address, address.port),
    async close(graceMs = 2000) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      listener.closeIdle();
      const timer = setTimeout(() => listener.closeAll(), graceMs);
      await closed;
      clearTimeout(timer);
      agent.destroy();
    },
  };
}

function withoutHost(raw: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() !== 'host') kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

/** Resets the client's connection (TCP RST); over HTTP/2, only its stream, as the other streams are not the target's. */
function resetClient(req: IncomingMessage, res: ServerResponse): void {
  if (req.httpVersionMajor === 2 || res.socket === null) res.destroy();
  else res.socket.resetAndDestroy();
}
