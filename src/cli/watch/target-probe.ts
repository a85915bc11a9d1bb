// One question to the target: does it take a TCP connection? Closed at once, no HTTP request (nothing in the
// target's log, nothing counted against D16's budget).
import { connect } from 'node:net';

const REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name not resolved',
};

export interface Address {
  host: string;
  port: number;
}

/** The host and port a base URL names (the scheme's port when it names none). */
export function addressOf(baseUrl: string): Address {
  const url = new URL(baseUrl);
  return { host: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)) };
}

/** Resolves with undefined when the target took the connection, else with why not. */
export function probeTarget(address: Address, timeoutMs: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const socket = connect(address);
    let done = false;
    const settle = (reason: string | undefined) => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve(reason);
    };
    // A run keeps this thread busy: after a long turn the time-out's timer runs before the connection that
    // was made meanwhile is read, so the verdict waits one turn more and a connection made in time wins.
    const timedOut = () => settle(`no connection within ${timeoutMs / 1000} s`);
    socket.setTimeout(timeoutMs, () => setImmediate(timedOut));
    socket.once('connect', () => settle(undefined));
    socket.once('error', (error: NodeJS.ErrnoException) => settle(REASONS[error.code ?? ''] ?? error.message));
  });
}
