// The User-Agent names the harness and its version, so a target's operators can tell who calls.

import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE_NAME = 'seller-api-conformance';

let cachedUserAgent: string | undefined;

export function userAgent(): string {
  cachedUserAgent ??= `${PACKAGE_NAME}/${findOwnVersion(dirname(fileURLToPath(import.meta.url)))}`;
  return cachedUserAgent;
}

// This module runs from src/ under vitest and from dist/ once built, at different depths, so the
// package.json is found by walking up to the one that names this package.
function findOwnVersion(startDir: string): string {
  for (let dir = startDir; ; dir = dirname(dir)) {
    const manifest = readManifest(join(dir, 'package.json'));
    if (manifest?.name === PACKAGE_NAME && typeof manifest.version === 'string') {
      return manifest.version;
    }
    if (dirname(dir) === dir) return 'unknown';
  }
}

function readManifest(path: string): { name?: unknown; version?: unknown } | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as { name?: unknown; version?: unknown };
  } catch {
    return undefined; // absent or unreadable: keep walking up
  }
}
