import { describe, expect, test } from 'vitest';
import { jsonRpcReply } from '../core/json-rpc-client';
import { devnetPerFile } from '../core/devnet-per-file';
import { X_CHAIN_ID_STR, P_CHAIN_ID_STR } from '../genesis/constants';

const devnet = devnetPerFile('http');

async function call(pathName: string, method: string, params?: unknown) {
  const json = await jsonRpcReply<any>(devnet.url + pathName, method, params);
  return { headers: json.headers as Headers, json };
}

describe('paths', () => {
  test('the X-chain answers on every alias and its id; the wallet on its sub-path', async () => {
    for (const p of ['/ext/bc/X', '/ext/X', '/ext/avm', '/ext/bc/avm', `/ext/bc/${X_CHAIN_ID_STR}`]) {
      const r = await call(p, 'avm.getHeight');
      expect(r.json.result, p).toEqual({ height: expect.stringMatching(/^\d+$/) });
      expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(r.headers.get('node-id')).toMatch(/^NodeID-/);
    }
    expect((await call('/ext/bc/X/wallet', 'wallet.issueTx', { tx: '0x' })).json.error?.code).toBe(-32000);
    // Services are per path: avm methods are not served by the wallet or info endpoints.
    expect((await call('/ext/bc/X/wallet', 'avm.getHeight')).json.error?.message).toBe(
      'rpc: can\'t find service "avm.GetHeight"',
    );
    expect((await call('/ext/info', 'avm.getHeight')).json.error?.message).toBe(
      'rpc: can\'t find service "avm.GetHeight"',
    );
  });

  test('P-chain, info, index and health paths', async () => {
    for (const p of ['/ext/bc/P', '/ext/P', '/ext/platform', `/ext/bc/${P_CHAIN_ID_STR}`]) {
      expect((await call(p, 'platform.getHeight')).json.result, p).toEqual({ height: expect.stringMatching(/^\d+$/) });
    }
    expect((await call('/ext/info', 'info.getNetworkID')).json.result).toEqual({ networkID: '12345' });
    expect((await call('/ext/index/X/block', 'index.getLastAccepted', { encoding: 'hex' })).json.result?.index).toBe(
      '0',
    );
    expect((await call('/ext/index/P/block', 'index.getLastAccepted')).json.result?.id).toMatch(/^\w+$/);
    expect((await call('/ext/index/X/vtx', 'index.getLastAccepted')).json.error?.message).toBe(
      'no containers have been accepted',
    );
    expect((await call('/ext/health', 'health.health')).json.result?.healthy).toBe(true);
    const get = await fetch(devnet.url + '/ext/health');
    expect(get.status).toBe(200);
    expect(((await get.json()) as { healthy: boolean }).healthy).toBe(true);
    expect((await fetch(devnet.url + '/ext/bc/X/unknown', { method: 'POST' })).status).toBe(404);
  });
});
