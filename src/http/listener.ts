// The server side of `serve` and `proxy`: plain HTTP/1.1, or with a certificate TLS that speaks HTTP/2 to a
// client that asks for it by ALPN and HTTP/1.1 to the others (node:http2's compatibility API hands both
// to the same request listener).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2SecureServer, type Http2Session } from 'node:http2';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** PEM of the server's certificate chain and its key. */
export interface ServerTls {
  cert: string;
  key: string;
}

interface Listener {
  server: Server | Http2SecureServer;
  scheme: 'http' | 'https';
  /** Closes the connections that carry no exchange (HTTP/2 sessions end once their streams have). */
  closeIdle(): void;
  /** Closes every connection at once. */
  closeAll(): void;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

export function createListener(listener: RequestListener, tls: ServerTls | undefined): Listener {
  if (!tls) {
    const server = createServer(listener);
    return { server, scheme: 'http', closeIdle: () => server.closeIdleConnections(), closeAll: () => server.closeAllConnections() };
  }
  // The compatibility API's request and response have what the listeners use of node:http's.
  const server = createSecureServer({ cert: tls.cert, key: tls.key, allowHTTP1: true }, listener as never);
  const sockets = new Set<Socket>();
  const sessions = new Set<Http2Session>();
  // The TCP socket of each connection by its client's address and port, until TLS is set up over it.
  const tcpByPeer = new Map<string, Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    const peer = peerOf(socket);
    tcpByPeer.set(peer, socket);
    socket.once('close', () => {
      sockets.delete(socket);
      tcpByPeer.delete(peer);
    });
  });
  server.on('secureConnection', (tlsSocket: TLSSocket) => {
    const tcp = tcpByPeer.get(peerOf(tlsSocket));
    if (tcp) tcpUnder.set(tlsSocket, tcp);
  });
  server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return {
    server,
    scheme: 'https',
    closeIdle: () => sessions.forEach((session) => session.close()),
    closeAll: () => sockets.forEach((socket) => socket.destroy()),
  };
}

const peerOf = (socket: Socket) => `${socket.remoteAddress} ${socket.remotePort}`;

/** The TCP socket under each TLS socket of a listener: only a TCP socket can be reset, not the TLS one over it. */
const tcpUnder = new WeakMap<Socket, Socket>();

/**
 * Closes a connection with a reset (TCP RST), not a close: its client sees ECONNRESET, as from a gateway that
 * gave up. Over TLS the TCP socket under it is reset.
 */
export function resetSocket(socket: Socket): void {
  const tcp = tcpUnder.get(socket) ?? socket;
  try {
    tcp.resetAndDestroy();
  } catch {
    socket.destroy(); // a socket that is not TCP's (a pipe's) has no reset: closed instead
  }
}

/** The base URL of a listener: `http://127.0.0.1:8080`, `https://[::1]:8443`. */
export function listenerUrl(scheme: Listener['scheme'], host: string, port: number): string {
  return `${scheme}://${host.includes(':') ? `[${host}]` : host}:${port}`;
}
