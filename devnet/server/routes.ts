// The node's URL paths and which JSON-RPC service each one serves (facts §1, §3 aliases, §6 index
// paths), plus the EVM chains' `/rpc` paths, which are served by geth's rules instead of gorilla's.
import { idToString } from '@/lib/codec/ids';
import type { ChainHandle, IndexName, ServiceModule } from '../core/contracts';
import type { EvmChain } from '../evm/chain';
import type { RpcEndpoint } from './jsonrpc';

export interface RouteTable {
  endpoints: Map<string, RpcEndpoint>;
  /** EVM JSON-RPC paths (`/ext/bc/C/rpc`, `/ext/bc/<L1 chain>/rpc`, …). Mutable: L1 chains join at run time. */
  evm: Map<string, EvmChain>;
}

function merge(service: string, modules: ServiceModule[]): RpcEndpoint['handlers'] {
  const out: RpcEndpoint['handlers'] = {};
  for (const m of modules) if (m.service === service) Object.assign(out, m.handlers);
  return out;
}

export interface RouteInputs {
  xchain: ChainHandle;
  pchain?: ChainHandle;
  info?: ServiceModule;
  health: ServiceModule;
  indexes: Partial<Record<IndexName, ServiceModule>>;
  /** Extra modules merged into the X-chain's `avm` and `wallet` paths and the P-chain's `platform` paths (keystore user methods). */
  xExtra?: ServiceModule[];
  pExtra?: ServiceModule[];
  /** Replaces the X-chain's own `wallet` module when given. */
  wallet?: ServiceModule;
  keystore?: ServiceModule;
  /** Static AVM API at /ext/vm/avm (avm.buildGenesis). */
  avmStatic?: ServiceModule;
  /** Only registered when the admin API is enabled; otherwise /ext/admin is a 404 like on the node. */
  admin?: ServiceModule;
  /** The C-chain EVM (coreth flavor). */
  cchain?: EvmChain;
  /** The C-chain's gorilla `avax` service (atomic txs), served beside its /rpc. */
  cAvax?: ServiceModule;
}

/** The paths the node serves an EVM chain on: `/ext/bc/<alias or id>/rpc` (and `/ext/<alias>/rpc` for C). */
export function evmPaths(chain: EvmChain, aliases: readonly string[]): string[] {
  const bases = [...aliases, idToString(chain.blockchainID)].map((a) => `/ext/bc/${a}/rpc`);
  return aliases.length > 0 ? [...bases, `/ext/${aliases[0]}/rpc`] : bases;
}

export function buildRoutes(r: RouteInputs): RouteTable {
  const endpoints = new Map<string, RpcEndpoint>();
  const add = (
    paths: string[],
    service: string,
    modules: ServiceModule[],
    ctx: Omit<RpcEndpoint['ctx'], 'path'>,
  ): void => {
    const handlers = merge(service, modules);
    for (const path of paths) endpoints.set(path, { service, handlers, ctx: { ...ctx, path } });
  };

  const xID = idToString(r.xchain.chainID);
  const xBases = ['/ext/bc/X', '/ext/bc/avm', `/ext/bc/${xID}`, '/ext/X', '/ext/avm'];
  add(xBases, 'avm', [...r.xchain.services, ...(r.xExtra ?? [])], { chainID: xID });
  const walletModules = r.wallet ? [r.wallet] : r.xchain.services;
  add(
    xBases.map((b) => `${b}/wallet`),
    'wallet',
    walletModules,
    { chainID: xID },
  );

  if (r.pchain) {
    const pID = idToString(r.pchain.chainID);
    add(
      ['/ext/bc/P', '/ext/bc/platform', `/ext/bc/${pID}`, '/ext/P', '/ext/platform'],
      'platform',
      [...r.pchain.services, ...(r.pExtra ?? [])],
      {
        chainID: pID,
      },
    );
  }
  if (r.info) add(['/ext/info'], 'info', [r.info], {});
  add(['/ext/health'], 'health', [r.health], {});
  if (r.keystore) add(['/ext/keystore'], 'keystore', [r.keystore], {});
  if (r.avmStatic) add(['/ext/vm/avm'], 'avm', [r.avmStatic], {});
  if (r.admin) add(['/ext/admin'], 'admin', [r.admin], {});
  for (const [name, module] of Object.entries(r.indexes) as [IndexName, ServiceModule][]) {
    add([`/ext/index/${name}`], 'index', [module], { indexName: name });
  }

  if (r.cchain && r.cAvax) {
    const cID = idToString(r.cchain.blockchainID);
    add(['/ext/bc/C/avax', '/ext/bc/evm/avax', `/ext/bc/${cID}/avax`, '/ext/C/avax'], 'avax', [r.cAvax], {
      chainID: cID,
    });
  }

  const evm = new Map<string, EvmChain>();
  if (r.cchain) for (const p of evmPaths(r.cchain, ['C', 'evm'])) evm.set(p, r.cchain);
  return { endpoints, evm };
}
