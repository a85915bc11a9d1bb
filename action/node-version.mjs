// The action uses the Node.js the job already has (it never installs one: that would change the Node of
// the caller's later steps). This step says which, and stops at once when it is older than the harness needs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
/** ">=20.18" → [20, 18]. */
const needed = /(\d+)\.(\d+)/.exec(manifest.engines.node).slice(1).map(Number);
export const RECOMMENDED = 24;

/** Why `version` ("22.11.0") cannot run the harness, or undefined when it can. */
export function nodeProblem(version) {
  const [major, minor] = version.split('.').map(Number);
  if (major > needed[0] || (major === needed[0] && minor >= needed[1])) return undefined;
  const setUp = `add actions/setup-node (node-version: ${RECOMMENDED}, the current LTS) before this action`;
  return `Node.js ${version} is older than the ${needed.join('.')} seller-api-conformance needs: ${setUp}`;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const problem = nodeProblem(process.versions.node);
  if (problem) {
    process.stdout.write(`::error title=seller-api-conformance::${problem}\n`);
    process.exit(2);
  }
  const advice = `>= ${needed.join('.')} needed; ${RECOMMENDED}, the current LTS, recommended`;
  process.stdout.write(`seller-api-conformance action: Node.js ${process.versions.node} from the job (${advice})\n`);
}
