import { describe, expect, it } from 'vitest';
import { allMethods, findMethod } from '@/lib/registry';
import type { Capabilities } from './probe';
import { parseVersion, removedByVersion } from './version';

const items = (keystore: 'available' | 'missing', addressTxs: 'available' | 'missing'): Capabilities['items'] => {
  const state = (s: 'available' | 'missing') => (s === 'available' ? { state: s } : { state: s, reason: 'HTTP 404' });
  return {
    index: { state: 'available' },
    admin: { state: 'available' },
    keystore: state(keystore),
    health: { state: 'available' },
    addressTxs: state(addressTxs),
    evmArchive: { state: 'available' },
  } as Capabilities['items'];
};
const at = (
  nodeVersion: string | null,
  keystore: 'available' | 'missing' = 'missing',
  txs: 'available' | 'missing' = 'missing',
) => removedByVersion(allMethods, { nodeVersion, items: items(keystore, txs) });

describe('parseVersion', () => {
  it('reads the node’s and the registry’s spellings', () => {
    expect(parseVersion('avalanchego/1.13.2')).toEqual([1, 13, 2]);
    expect(parseVersion('v1.12.2')).toEqual([1, 12, 2]);
    expect(parseVersion('avalanchego/1.15.0-rc.1')).toEqual([1, 15, 0]);
    expect(parseVersion('subnet-evm v0.6.0')).toEqual([0, 6, 0]);
    expect(parseVersion('unknown')).toBeNull();
  });
});

describe('removedByVersion', () => {
  it('greys out the keystore from v1.12.2 and avm.getAddressTxs from v1.13.1, saying why', () => {
    const v1121 = at('avalanchego/1.12.1');
    expect(v1121['keystore.listUsers']).toBeUndefined();
    expect(v1121['platform.getPendingValidators']).toMatch(/removed in v1\.11\.3/);

    const v1122 = at('avalanchego/1.12.2');
    expect(v1122['keystore.listUsers']).toMatch(/removed in v1\.12\.2, and this node runs avalanchego\/1\.12\.2/);
    expect(v1122['avm.send']).toMatch(/removed in v1\.12\.2/);
    expect(v1122['avm.getAddressTxs']).toBeUndefined();

    const v1131 = at('avalanchego/1.13.1');
    expect(v1131['avm.getAddressTxs']).toMatch(/removed in v1\.13\.1.*use an indexer/);
    // Only removed methods: deprecated ones (the warp namespace) and current ones stay callable.
    expect(v1131['warp_getMessage']).toBeUndefined();
    expect(v1131['platform.getHeight']).toBeUndefined();
    expect(Object.keys(v1131).every((m) => findMethod(m)?.removedIn !== undefined)).toBe(true);
  });

  it('trusts a probe that finds the API answering over the version', () => {
    const served = at('avalanchego/1.15.0', 'available', 'available');
    expect(served['keystore.createUser']).toBeUndefined();
    expect(served['avm.send']).toBeUndefined();
    expect(served['avm.getAddressTxs']).toBeUndefined();
    expect(served['platform.getPendingValidators']).toBeDefined();
  });

  it('greys out nothing while the version is unknown', () => {
    expect(at(null)).toEqual({});
    expect(at('custom-build')).toEqual({});
    expect(removedByVersion(allMethods, null)).toEqual({});
  });
});
