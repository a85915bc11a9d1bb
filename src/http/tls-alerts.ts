// A TLS alert that arrives after the handshake (TLS 1.3: a server that wanted a client certificate, or
// refused ours, says so once the client has already sent its request) reaches undici as a bare
// "other side closed". The connector notes the socket's own TLS error, so the failure can be named.
import type { buildConnector } from 'undici';

/** The TLS alerts seen on one client's connections. */
export class TlsAlerts {
  #last: { alert: Error; at: number } | undefined;

  /** A connector that notes every TLS error its sockets emit. */
  noting(connect: buildConnector.connector): buildConnector.connector {
    return (target, callback) =>
      connect(target, (...[error, socket]: Parameters<buildConnector.Callback>) => {
        socket?.on('error', (cause: NodeJS.ErrnoException) => {
          if (cause.code?.startsWith('ERR_SSL_')) this.#last = { alert: cause, at: performance.now() };
        });
        (callback as (...args: unknown[]) => void)(error, socket);
      });
  }

  /** The TLS alert behind a socket closed by the other side, if one came since `since` (performance.now()); else the error itself. */
  explain(error: unknown, since: number): unknown {
    const last = this.#last;
    if (last === undefined || last.at < since || (error as { code?: unknown })?.code !== 'UND_ERR_SOCKET') return error;
    this.#last = undefined;
    return last.alert;
  }
}
