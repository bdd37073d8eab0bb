// The node's URL paths and which JSON-RPC service each one serves (facts §1, §3 aliases, §6 index paths).
import { idToString } from '@/lib/codec/ids';
import type { ChainHandle, IndexName, ServiceModule } from '../core/contracts';
import type { RpcEndpoint } from './jsonrpc';

export interface RouteTable {
  endpoints: Map<string, RpcEndpoint>;
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
}

export function buildRoutes(r: RouteInputs): RouteTable {
  const endpoints = new Map<string, RpcEndpoint>();
  const add = (paths: string[], service: string, modules: ServiceModule[], ctx: Omit<RpcEndpoint['ctx'], 'path'>): void => {
    const handlers = merge(service, modules);
    for (const path of paths) endpoints.set(path, { service, handlers, ctx: { ...ctx, path } });
  };

  const xID = idToString(r.xchain.chainID);
  const xBases = ['/ext/bc/X', '/ext/bc/avm', `/ext/bc/${xID}`, '/ext/X', '/ext/avm'];
  add(xBases, 'avm', r.xchain.services, { chainID: xID });
  add(xBases.map((b) => `${b}/wallet`), 'wallet', r.xchain.services, { chainID: xID });

  if (r.pchain) {
    const pID = idToString(r.pchain.chainID);
    add(['/ext/bc/P', '/ext/bc/platform', `/ext/bc/${pID}`, '/ext/P', '/ext/platform'], 'platform', r.pchain.services, {
      chainID: pID,
    });
  }
  if (r.info) add(['/ext/info'], 'info', [r.info], {});
  add(['/ext/health'], 'health', [r.health], {});
  for (const [name, module] of Object.entries(r.indexes) as [IndexName, ServiceModule][]) {
    add([`/ext/index/${name}`], 'index', [module], { indexName: name });
  }
  return { endpoints };
}
