// The registry and the devnet describe one node: every registry method has a devnet handler and
// every handler a registry method; every path of the registry's path table is served by the devnet
// and every path the devnet serves is one the proxy's allowlist (resolveMethod) accepts; and the
// paths admin.alias and admin.aliasChain make work on the devnet as they pass the proxy.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  INDEX_NAMES,
  NODE_ENDPOINTS,
  SERVICE_NAMES,
  chainEndpointPaths,
  indexPath,
  registry,
  resolveMethod,
  type ServiceName,
} from '@/lib/registry';
import { NODE_INTERFACE } from '@/lib/registry/node-interface';
import { C_CHAIN_ID_STR, P_CHAIN_ID_STR, X_CHAIN_ID_STR } from './genesis/constants';
import { SUBNET_EVM_VM_ID_STR } from './pchain/genesis';
import { devnetPerFile } from './core/devnet-per-file';
import { jsonRpc, jsonRpcReply } from './core/json-rpc-client';

const devnet = devnetPerFile('coverage', { apiAdminEnabled: true });
/** The subnet-evm chains the devnet runs an EVM for. */
let evmL1s: string[];

beforeAll(async () => {
  const { blockchains } = await jsonRpc<{ blockchains: { id: string; vmID: string }[] }>(
    devnet.url + '/ext/bc/P',
    'platform.getBlockchains',
  );
  evmL1s = blockchains
    .filter((b) => b.vmID === SUBNET_EVM_VM_ID_STR && devnet.routes().evm.has(`/ext/bc/${b.id}/rpc`))
    .map((b) => b.id);
});

const nativeServices = SERVICE_NAMES.filter((s) => s !== 'eth');

describe('registry methods and devnet handlers', () => {
  test('each native service serves exactly the registry methods, on every path it is served', () => {
    const served = new Map<ServiceName, Set<string>>();
    for (const [p, route] of devnet.routes().endpoints) {
      const names = [...route.service.methods.keys()].sort();
      const expected = Object.values(registry[route.service.service])
        .map((d) => d.method)
        .sort();
      expect(names, `${p} (${route.service.service})`).toEqual(expected);
      served.set(route.service.service, new Set(names));
    }
    const unserved = nativeServices.filter((s) => !served.has(s));
    expect(unserved).toEqual([]);
  });

  test('each eth method of the registry is served by the C-chain or an EVM L1 (geth-style)', async () => {
    expect(evmL1s.length).toBeGreaterThan(0);
    const evmPaths = ['/ext/bc/C/rpc', ...evmL1s.map((id) => `/ext/bc/${id}/rpc`)];
    const missing: string[] = [];
    for (const def of Object.values(registry.eth)) {
      let found = false;
      for (const p of evmPaths) {
        const reply = await jsonRpcReply(devnet.url + p, def.method, []);
        if (reply.error?.code !== -32601) found = true;
      }
      if (!found) missing.push(def.method);
    }
    expect(missing).toEqual([]);
  });
});

describe('the registry path table and the devnet routes', () => {
  const tablePaths = (): { path: string; service: ServiceName }[] => [
    ...NODE_ENDPOINTS,
    ...INDEX_NAMES.map((name) => ({ path: indexPath(name), service: 'index' as const })),
    ...chainEndpointPaths('X', X_CHAIN_ID_STR),
    ...chainEndpointPaths('P', P_CHAIN_ID_STR),
    ...chainEndpointPaths('C', C_CHAIN_ID_STR),
    ...evmL1s.flatMap((id) => chainEndpointPaths('evmL1', id)),
  ];

  test('the devnet serves every path of the table, with the service the table names', () => {
    const routes = devnet.routes();
    const wrong = tablePaths().filter(({ path: p, service }) =>
      service === 'eth' ? !routes.evm.has(p) : routes.endpoints.get(p)?.service.service !== service,
    );
    expect(wrong).toEqual([]);
  });

  test('the proxy accepts every path the devnet serves, for every method served there', () => {
    const routes = devnet.routes();
    const refused: string[] = [];
    for (const [p, route] of routes.endpoints) {
      for (const m of route.service.methods.keys()) if (resolveMethod(p, m)?.method !== m) refused.push(`${p} ${m}`);
    }
    for (const p of routes.evm.keys()) if (!resolveMethod(p, 'eth_chainId')) refused.push(`${p} eth_chainId`);
    expect(refused).toEqual([]);
  });

  test('the devnet serves the interface specification native endpoints and methods', () => {
    const routes = devnet.routes();
    const unserved = NODE_INTERFACE.filter((e) => e.service !== 'eth').flatMap((e) =>
      e.methods.filter((m) => !routes.endpoints.get(e.path)?.service.methods.has(m)).map((m) => `${e.path} ${m}`),
    );
    expect(unserved).toEqual([]);
  });
});

describe('paths from admin.alias and admin.aliasChain, on the devnet and through the proxy', () => {
  const admin = (method: string, params: Record<string, unknown>) => jsonRpc(devnet.url + '/ext/admin', method, params);
  /** Calls `method` on `p` over HTTP, after checking the proxy would forward it there. */
  const viaProxyPath = async (p: string, method: string, params: unknown = {}) => {
    expect(resolveMethod(p, method)?.method, `${p} ${method}`).toBe(method);
    return jsonRpcReply(devnet.url + p, method, params);
  };

  test('admin.alias: /ext/<alias> serves the endpoint, with its sub-endpoints', async () => {
    await admin('admin.alias', { endpoint: 'info', alias: 'myinfo' });
    expect((await viaProxyPath('/ext/myinfo', 'info.getNetworkID')).result).toEqual({ networkID: '12345' });
    await admin('admin.alias', { endpoint: 'bc/X', alias: 'myx' });
    expect((await viaProxyPath('/ext/myx', 'avm.getHeight')).result).toEqual({ height: expect.any(String) });
    expect((await viaProxyPath('/ext/myx/wallet', 'wallet.issueTx', { tx: '0x' })).error?.message).toMatch(
      /^problem decoding transaction/,
    );
    await admin('admin.alias', { endpoint: `bc/${C_CHAIN_ID_STR}`, alias: 'myc' });
    expect((await viaProxyPath('/ext/myc/rpc', 'eth_chainId', [])).result).toBe('0xa868');
    expect((await viaProxyPath('/ext/myc/avax', 'avax.version')).result).toEqual({ version: expect.any(String) });
  });

  test('admin.aliasChain: /ext/bc/<alias> serves the chain, including /rpc for EVM chains', async () => {
    await admin('admin.aliasChain', { chain: 'P', alias: 'staking' });
    expect((await viaProxyPath('/ext/bc/staking', 'platform.getHeight')).result).toEqual({
      height: expect.any(String),
    });
    await admin('admin.aliasChain', { chain: C_CHAIN_ID_STR, alias: 'contracts' });
    expect((await viaProxyPath('/ext/bc/contracts/rpc', 'eth_chainId', [])).result).toBe('0xa868');
    expect((await viaProxyPath('/ext/bc/contracts/avax', 'avax.version')).result).toBeDefined();
    const l1 = evmL1s[0] as string;
    await admin('admin.aliasChain', { chain: l1, alias: 'myl1' });
    const viaAlias = await viaProxyPath('/ext/bc/myl1/rpc', 'eth_chainId', []);
    expect(viaAlias.result).toMatch(/^0x[0-9a-f]+$/);
    expect(viaAlias.result).toEqual((await viaProxyPath(`/ext/bc/${l1}/rpc`, 'eth_chainId', [])).result);
  });

  test('admin.alias of an endpoint that is no base (bc/C/rpc, index/X/tx) is taken but serves nothing, as on a node', async () => {
    await admin('admin.alias', { endpoint: 'bc/C/rpc', alias: 'justrpc' });
    expect((await jsonRpcReply(devnet.url + '/ext/justrpc', 'eth_chainId', [])).status).toBe(404);
    await admin('admin.alias', { endpoint: 'index/X/tx', alias: 'justtxs' });
    expect((await jsonRpcReply(devnet.url + '/ext/justtxs', 'index.getLastAccepted')).status).toBe(404);
    // Its base works: index/X serves /tx below the alias.
    await admin('admin.alias', { endpoint: 'index/X', alias: 'xindex' });
    expect((await viaProxyPath('/ext/xindex/tx', 'index.getLastAccepted')).status).toBe(200);
  });

  test('an API alias nobody made passes the proxy and gets the node 404, as on a real node', async () => {
    expect(resolveMethod('/ext/nosuchalias', 'info.getNetworkID')).toBeDefined();
    const res = await fetch(devnet.url + '/ext/nosuchalias', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'info.getNetworkID' }),
    });
    expect(res.status).toBe(404);
  });
});
