// Bare TCP listeners on loopback for the tests of the watch's target probes: one that accepts (and drops)
// connections, and a port nothing listens on. `closeAll` ends what a test opened.
import { createServer, type Server } from 'node:net';

export function tcpPorts() {
  const servers: Server[] = [];
  const listen = async (port = 0): Promise<number> => {
    const server = createServer((socket) => socket.destroy());
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.address() as { port: number }).port;
  };
  /** Stops the last listener opened: its port refuses from now on. */
  const closeLast = () => new Promise((resolve) => servers.pop()!.close(resolve));
  return {
    listen,
    closeLast,
    /** A port that was free a moment ago: nothing listens on it. */
    async closedPort(): Promise<number> {
      const port = await listen();
      await closeLast();
      return port;
    },
    closeAll: () => Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
