// The callers `serve` knows when it verifies signatures: one or more key pairs (`--access-key K --secret-key S`,
// repeated), or a keys file, each pair a vendor. Without a vendor named, the pairs take the dataset's vendors in
// order: the first the vendor whose inquiry is the fixture, the second the other vendor, any further one a
// vendor of its own that owns no inquiry.
import { readFileSync } from 'node:fs';

import { UsageError } from '../config/usage-error.js';
import type { ReferenceKey } from '../reference/index.js';

/** The dataset's two vendors, in the order the pairs take them. */
interface Vendors {
  defaultVendorId: string;
  otherVendorId: string;
}

const vendorByOrder = (vendors: Vendors, index: number) =>
  index === 0 ? vendors.defaultVendorId : index === 1 ? vendors.otherVendorId : `V${String(index + 1).padStart(8, '0')}`;

/** The keys of the flags or of the file; undefined when neither is given (no verification). */
export function keysOf(
  accessKeys: readonly string[],
  secretKeys: readonly string[],
  keysFile: string | undefined,
  vendors: Vendors,
): ReferenceKey[] | undefined {
  if (keysFile !== undefined && (accessKeys.length > 0 || secretKeys.length > 0))
    throw new UsageError('serve: --keys FILE or --access-key/--secret-key pairs, not both');
  const pairs = keysFile === undefined ? pairsOfFlags(accessKeys, secretKeys) : pairsOfFile(keysFile);
  if (pairs.length === 0) return undefined;
  const seen = new Set<string>();
  return pairs.map((pair, index) => {
    if (seen.has(pair.accessKey)) throw new UsageError(`serve: the access key ${pair.accessKey} is given twice`);
    seen.add(pair.accessKey);
    return { accessKey: pair.accessKey, secretKey: pair.secretKey, vendorId: pair.vendorId ?? vendorByOrder(vendors, index) };
  });
}

function pairsOfFlags(
  accessKeys: readonly string[],
  secretKeys: readonly string[],
): { accessKey: string; secretKey: string; vendorId?: string }[] {
  if (accessKeys.length !== secretKeys.length || [...accessKeys, ...secretKeys].some((key) => key === ''))
    throw new UsageError(
      'serve: --access-key and --secret-key go together, both non-empty, as many of each (the first key with the first secret)',
    );
  return accessKeys.map((accessKey, index) => ({ accessKey, secretKey: secretKeys[index]! }));
}

/** `[{"accessKey": "...", "secretKey": "...", "vendorId": "A00012345"}, ...]`, vendorId optional. */
function pairsOfFile(file: string): { accessKey: string; secretKey: string; vendorId?: string }[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new UsageError(`serve: --keys ${file}: cannot read it (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new UsageError(`serve: --keys ${file}: not JSON; it holds [{"accessKey": "...", "secretKey": "...", "vendorId": "..."}]`);
  }
  if (!Array.isArray(parsed) || parsed.length === 0)
    throw new UsageError(`serve: --keys ${file}: a list of one or more {"accessKey", "secretKey", "vendorId"} (vendorId optional)`);
  return parsed.map((item: unknown, index) => {
    const pair = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const text = (name: string) => (typeof pair[name] === 'string' && pair[name] !== '' ? pair[name] : undefined);
    const unknown = Object.keys(pair).find((name) => !['accessKey', 'secretKey', 'vendorId'].includes(name));
    const accessKey = text('accessKey');
    const secretKey = text('secretKey');
    if (unknown !== undefined)
      throw new UsageError(`serve: --keys ${file}: key ${index + 1} has "${unknown}": the members are accessKey, secretKey, vendorId`);
    if (accessKey === undefined || secretKey === undefined || (pair['vendorId'] !== undefined && text('vendorId') === undefined))
      throw new UsageError(
        `serve: --keys ${file}: key ${index + 1} needs a non-empty accessKey and secretKey (and vendorId, if given, non-empty)`,
      );
    const vendorId = text('vendorId');
    return { accessKey, secretKey, ...(vendorId === undefined ? {} : { vendorId }) };
  });
}
