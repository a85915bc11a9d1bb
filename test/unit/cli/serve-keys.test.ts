// `serve`'s callers: key pairs from the flags or a file, each a vendor; by order the dataset's two vendors, then
// vendors that own no inquiry. What does not pair up, or names a key twice, is a usage error saying so.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

import { UsageError } from '../../../src/config/usage-error.js';
import { keysOf } from '../../../src/cli/serve-keys.js';

const vendors = { defaultVendorId: 'A0001', otherVendorId: 'A0002' };
const dir = mkdtempSync(join(tmpdir(), 'sac-serve-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = (name: string, text: string) => {
  writeFileSync(join(dir, name), text);
  return join(dir, name);
};

describe('keysOf', () => {
  it('none given: no verification', () => {
    expect(keysOf([], [], undefined, vendors)).toBeUndefined();
  });

  it("pairs the flags in order, each a vendor: the fixture inquiry's, the other one's, then vendors of their own", () => {
    expect(keysOf(['k1', 'k2', 'k3'], ['s1', 's2', 's3'], undefined, vendors)).toEqual([
      { accessKey: 'k1', secretKey: 's1', vendorId: 'A0001' },
      { accessKey: 'k2', secretKey: 's2', vendorId: 'A0002' },
      { accessKey: 'k3', secretKey: 's3', vendorId: 'V00000003' },
    ]);
  });

  it('reads a file, a vendor named or by order', () => {
    const keys = file(
      'keys.json',
      JSON.stringify([
        { accessKey: 'k1', secretKey: 's1', vendorId: 'A0002' },
        { accessKey: 'k2', secretKey: 's2' },
      ]),
    );
    expect(keysOf([], [], keys, vendors)).toEqual([
      { accessKey: 'k1', secretKey: 's1', vendorId: 'A0002' },
      { accessKey: 'k2', secretKey: 's2', vendorId: 'A0002' },
    ]);
  });

  it.each([
    [['k1', 'k2'], ['s1'], undefined, 'serve: --access-key and --secret-key go together, both non-empty, as many of each'],
    [['k1'], [''], undefined, 'serve: --access-key and --secret-key go together'],
    [['k1', 'k1'], ['s1', 's2'], undefined, 'serve: the access key k1 is given twice'],
    [['k1'], ['s1'], 'keys.json', 'serve: --keys FILE or --access-key/--secret-key pairs, not both'],
    [['k1'], [], 'keys.json', 'serve: --keys FILE or --access-key/--secret-key pairs, not both'],
    [[], ['s1'], 'keys.json', 'serve: --keys FILE or --access-key/--secret-key pairs, not both'],
  ])('refuses %j with %j (file %s)', (accessKeys, secretKeys, keys, message) => {
    expect(() => keysOf(accessKeys, secretKeys, keys, vendors)).toThrow(UsageError);
    expect(() => keysOf(accessKeys, secretKeys, keys, vendors)).toThrow(message);
  });

  it.each([
    ['missing.json', undefined, 'cannot read it (ENOENT)'],
    ['bad.json', '{', 'not JSON; it holds [{"accessKey": "...", "secretKey": "...", "vendorId": "..."}]'],
    ['empty.json', '[]', 'a list of one or more {"accessKey", "secretKey", "vendorId"} (vendorId optional)'],
    ['object.json', '{"accessKey": "k"}', 'a list of one or more'],
    [
      'member.json',
      '[{"accessKey": "k", "secretKey": "s", "secret": "x"}]',
      'key 1 has "secret": the members are accessKey, secretKey, vendorId',
    ],
    ['blank.json', '[{"accessKey": "k", "secretKey": ""}]', 'key 1 needs a non-empty accessKey and secretKey'],
    ['vendor.json', '[{"accessKey": "k", "secretKey": "s"}, {"accessKey": "k2", "secretKey": "s", "vendorId": 7}]', 'key 2 needs'],
    ['no-access.json', '[{"secretKey": "s"}]', 'key 1 needs a non-empty accessKey and secretKey'],
    ['no-secret.json', '[{"accessKey": "k"}]', 'key 1 needs a non-empty accessKey and secretKey'],
    ['blank-vendor.json', '[{"accessKey": "k", "secretKey": "s", "vendorId": ""}]', 'key 1 needs'],
  ])('a keys file %s that is not what it takes: a usage error naming it', (name, text, message) => {
    const path = text === undefined ? join(dir, name) : file(name, text);
    expect(() => keysOf([], [], path, vendors)).toThrow(`serve: --keys ${path}: ${message}`);
  });
});
