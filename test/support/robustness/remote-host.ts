// A target that the CLI sees as remote, served from this machine: bound to one of its own addresses
// that is not loopback (CI machines have one), or, on a machine without any, on loopback with --remote.
import { networkInterfaces } from 'node:os';

/** The first IPv4 address of this machine that is not loopback, if any. */
export function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((address) => address !== undefined && !address.internal && address.family === 'IPv4')?.address;
}

/** Where to listen, and what to add to the command line, for the CLI to judge a local server as remote. */
export function remoteSetup(): { host: string; extraArgs: string[] } {
  const address = nonLoopbackAddress();
  return address ? { host: address, extraArgs: [] } : { host: '127.0.0.1', extraArgs: ['--remote'] };
}
