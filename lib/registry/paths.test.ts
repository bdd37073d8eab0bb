import { describe, expect, it } from 'vitest';
import { AVM_VM_ID, pathFor, resolveMethod, serviceForPath, P_CHAIN_ID } from '@/lib/registry';

const X_ID = '2eNy1mUFdmaxXNj1eQHUe7Np4gju9sJsEtWQ4MX3ToiNKuADed';
const C_ID = '2owdGqyG6FFzTHy5qhenDXQcEghvr571KZE3gSfRJERSJinuwC';

describe('pathFor', () => {
  it('builds each service path with its default chain', () => {
    expect(pathFor('avm')).toBe('/ext/bc/X');
    expect(pathFor('avm', { chain: X_ID })).toBe(`/ext/bc/${X_ID}`);
    expect(pathFor('avmStatic')).toBe('/ext/vm/avm');
    expect(pathFor('wallet')).toBe('/ext/bc/X/wallet');
    expect(pathFor('platform')).toBe('/ext/bc/P');
    expect(pathFor('info')).toBe('/ext/info');
    expect(pathFor('admin')).toBe('/ext/admin');
    expect(pathFor('keystore')).toBe('/ext/keystore');
    expect(pathFor('health')).toBe('/ext/health');
    expect(pathFor('eth')).toBe('/ext/bc/C/rpc');
    expect(pathFor('avax')).toBe('/ext/bc/C/avax');
    expect(pathFor('avax', { chain: C_ID })).toBe(`/ext/bc/${C_ID}/avax`);
    expect(pathFor('index', { chain: 'P', kind: 'block' })).toBe('/ext/index/P/block');
  });

  it('refuses index combinations the node does not serve, and odd chain segments', () => {
    expect(() => pathFor('index', { chain: 'P', kind: 'tx' })).toThrow(/no index at P\/tx/);
    expect(() => pathFor('index')).toThrow();
    expect(() => pathFor('avm', { chain: '../admin' })).toThrow(/invalid chain/);
  });
});

describe('serviceForPath', () => {
  it.each([
    ['/ext/bc/X', { service: 'avm', chain: 'X' }],
    [`/ext/bc/${X_ID}`, { service: 'avm', chain: X_ID }],
    ['/ext/X', { service: 'avm', chain: 'X' }],
    ['/ext/avm', { service: 'avm', chain: 'avm' }],
    ['/ext/bc/P', { service: 'platform', chain: 'P' }],
    ['/ext/P', { service: 'platform', chain: 'P' }],
    [`/ext/bc/${P_CHAIN_ID}`, { service: 'platform', chain: P_CHAIN_ID }],
    ['/ext/vm/avm', { service: 'avmStatic' }],
    ['/ext/bc/X/wallet', { service: 'wallet', chain: 'X' }],
    ['/ext/X/wallet', { service: 'wallet', chain: 'X' }],
    ['/ext/bc/C/rpc', { service: 'eth', chain: 'C' }],
    ['/ext/C/rpc', { service: 'eth', chain: 'C' }],
    [`/ext/bc/${X_ID}/rpc`, { service: 'eth', chain: X_ID }],
    ['/ext/bc/C/avax', { service: 'avax', chain: 'C' }],
    ['/ext/C/avax', { service: 'avax', chain: 'C' }],
    ['/ext/evm/rpc', { service: 'eth', chain: 'evm' }],
    ['/ext/evm/avax', { service: 'avax', chain: 'evm' }],
    ['/ext/bc/evm/rpc', { service: 'eth', chain: 'evm' }],
    ['/ext/avm/wallet', { service: 'wallet', chain: 'avm' }],
    ['/ext/platform', { service: 'platform', chain: 'platform' }],
    [`/ext/vm/${AVM_VM_ID}`, { service: 'avmStatic' }],
    [`/ext/bc/${C_ID}/avax`, { service: 'avax', chain: C_ID }],
    ['/ext/info', { service: 'info' }],
    ['/ext/admin', { service: 'admin' }],
    ['/ext/keystore', { service: 'keystore' }],
    ['/ext/health', { service: 'health' }],
    ['/ext/index/X/tx', { service: 'index', chain: 'X', kind: 'tx' }],
    ['/ext/index/X/vtx', { service: 'index', chain: 'X', kind: 'vtx' }],
    ['/ext/index/C/block', { service: 'index', chain: 'C', kind: 'block' }],
  ])('%s', (p, route) => {
    expect(serviceForPath(p)).toEqual(route);
  });

  it.each([
    '/ext/index/P/tx',
    '/ext/index/C/vtx',
    '/ext/bc/C',
    '/ext/bc/P/rpc',
    '/ext/bc/P/avax',
    '/ext/bc/X/avax',
    '/ext/X/avax',
    '/ext/foo/bar',
    '/ext/..',
    '/ext/./rpc',
    '/ext/bc/..',
    '/ext/bc/./wallet',
    '/ext/vm/foo',
    '/ext/bc',
    '/ext/index/X',
    '/api/x',
    '/ext/bc/X/wallet/x',
    '/ext/bc/P/wallet',
    '/ext/info/',
  ])('rejects %s', (p) => {
    expect(serviceForPath(p)).toBeNull();
  });
});

describe('resolveMethod', () => {
  it('returns the entry only where the node serves the method', () => {
    expect(resolveMethod('/ext/bc/P', 'platform.getHeight')?.method).toBe('platform.getHeight');
    expect(resolveMethod('/ext/bc/X', 'avm.getTx')?.method).toBe('avm.getTx');
    expect(resolveMethod('/ext/bc/X', 'platform.getHeight')).toBeUndefined();
    expect(resolveMethod('/ext/bc/P', 'avm.getTx')).toBeUndefined();
    expect(resolveMethod('/ext/info', 'admin.alias')).toBeUndefined();
    expect(resolveMethod('/ext/vm/avm', 'avm.buildGenesis')?.service).toBe('avmStatic');
    expect(resolveMethod('/ext/bc/X', 'avm.buildGenesis')).toBeUndefined();
    expect(resolveMethod('/ext/index/P/block', 'index.getContainerRange')?.method).toBe('index.getContainerRange');
    expect(resolveMethod('/ext/bc/C/rpc', 'eth_feeConfig')?.method).toBe('eth_feeConfig');
    expect(resolveMethod('/ext/bc/C/rpc', 'info.peers')).toBeUndefined();
    expect(resolveMethod('/ext/bc/C/avax', 'avax.getAtomicTx')?.method).toBe('avax.getAtomicTx');
    expect(resolveMethod('/ext/bc/C/avax', 'eth_chainId')).toBeUndefined();
    expect(resolveMethod('/ext/bc/C/rpc', 'avax.issueTx')).toBeUndefined();
    expect(resolveMethod('/ext/bc/X', 'avax.getUTXOs')).toBeUndefined();
    expect(resolveMethod('/ext/info', 'info.noSuchMethod')).toBeUndefined();
  });

  it('on a bare chain id decides by the method namespace', () => {
    expect(resolveMethod(`/ext/bc/${X_ID}`, 'avm.getHeight')?.service).toBe('avm');
    expect(resolveMethod(`/ext/bc/${X_ID}`, 'platform.getHeight')?.service).toBe('platform');
    expect(resolveMethod(`/ext/bc/${X_ID}`, 'info.peers')).toBeUndefined();
  });
});

describe('paths a node serves after admin.alias and admin.aliasChain', () => {
  it('takes any other single segment as a possible API alias', () => {
    expect(serviceForPath('/ext/myinfo')).toEqual({ apiAlias: 'myinfo', suffix: '' });
    expect(serviceForPath('/ext/myx/wallet')).toEqual({ apiAlias: 'myx', suffix: '/wallet' });
    expect(serviceForPath('/ext/myc/rpc')).toEqual({ apiAlias: 'myc', suffix: '/rpc' });
    expect(serviceForPath('/ext/xindex/tx')).toEqual({ apiAlias: 'xindex', suffix: '/tx' });
    expect(serviceForPath('/ext/X/tx')).toBeNull();
    expect(serviceForPath('/ext/bad alias')).toBeNull();
    expect(serviceForPath(`/ext/${'a'.repeat(513)}`)).toBeNull();
  });

  it.each([] as const)(
    'resolves an API alias by the method namespace, within its suffix: %s %s → served %s',
    (path, method, served) => {
      expect(resolveMethod(path, method)?.method).toBe(served ? method : undefined);
    },
  );

  it('keeps the per-method access flags whatever the path', () => {
    // The proxy refuses node-specific methods in public mode by this flag, so an alias changes nothing.
    expect(resolveMethod('/ext/myadmin', 'admin.alias')?.nodeSpecific).toBe(true);
    expect(resolveMethod('/ext/myks', 'keystore.listUsers')?.nodeSpecific).toBe(true);
    expect(resolveMethod('/ext/bc/mychain', 'avm.exportKey')?.nodeSpecific).toBe(true);
  });

  it.each([] as const)(
    'serves a chain alias (admin.aliasChain) like the chain: %s %s → served %s',
    (path, method, served) => {
      expect(resolveMethod(path, method)?.method).toBe(served ? method : undefined);
    },
  );
});
