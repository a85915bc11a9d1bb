// Where this package lives, from a checkout (src/ run by vitest) or compiled (dist/) or installed in node_modules.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'seller-api-conformance') return dir;
    if (dirname(dir) === dir) throw new Error(`seller-api-conformance: package.json not found above ${start}`);
  }
}

export const packageRoot = findPackageRoot(dirname(fileURLToPath(import.meta.url)));
const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { name: string; version: string };
export const toolName = manifest.name;
export const toolVersion = manifest.version;
