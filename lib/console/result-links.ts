// The "typed view" of a console answer: the pages Snowline has for what the answer names (txs,
// blocks, addresses, assets, validators), found by the field that holds each id. Links go to the
// chain the call went to; a chain Snowline has no pages for (an L1's EVM) gets none.
import type { ServiceName } from '@/lib/registry/define';
import type { ConsoleTarget } from './target';

type Chain = 'X' | 'P' | 'C';
export interface ResultLink {
  label: string;
  href: string;
}

const lower = (c: Chain) => c.toLowerCase();
const CB58 = /^[1-9A-HJ-NP-Za-km-z]{40,60}$/;
const CHAIN_ADDRESS = /^[XPC]-[a-z]{1,83}1[02-9ac-hj-np-z]{38,}$/;
const NODE_ID = /^NodeID-[1-9A-HJ-NP-Za-km-z]{20,60}$/;
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const HASH32 = /^0x[0-9a-fA-F]{64}$/;
const MAX_LINKS = 24;

/** The Primary Network chain whose pages a call's answer belongs to, if any. */
function pageChainOf(service: ServiceName, target: ConsoleTarget): Chain | null {
  if (service === 'platform') return 'P';
  if (service === 'index') return (target.index?.split('/')[0] as Chain | undefined) ?? 'X';
  const chain = target.chain?.trim();
  if (service === 'avm' || service === 'wallet') return !chain || chain === 'X' || chain === 'avm' ? 'X' : null;
  if (service === 'eth' || service === 'avax') return !chain || chain === 'C' || chain === 'evm' ? 'C' : null;
  return null;
}

export function resultLinks(
  method: string,
  service: ServiceName,
  target: ConsoleTarget,
  result: unknown,
): ResultLink[] {
  const chain = pageChainOf(service, target);
  const indexKind = service === 'index' ? target.index?.split('/')[1] : undefined;
  const out = new Map<string, ResultLink>();
  const add = (label: string, href: string) => {
    if (out.size < MAX_LINKS && !out.has(href)) out.set(href, { label, href });
  };
  const tx = (id: string) => chain && add(`${chain} tx ${id}`, `/${lower(chain)}/tx/${encodeURIComponent(id)}`);
  const block = (id: string) =>
    chain && add(`${chain} block ${id}`, `/${lower(chain)}/blocks/${encodeURIComponent(id)}`);

  const visit = (value: unknown, key: string | null, depth: number) => {
    if (out.size >= MAX_LINKS || depth > 8) return;
    if (Array.isArray(value)) {
      for (const v of value.slice(0, 200)) visit(v, key, depth + 1);
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value as Record<string, unknown>)) visit(v, k, depth + 1);
      return;
    }
    if (typeof value !== 'string') return;
    if (CHAIN_ADDRESS.test(value)) {
      const c = value[0] as Chain;
      add(`address ${value}`, `/${lower(c)}/address/${encodeURIComponent(value)}`);
    } else if (NODE_ID.test(value)) {
      add(`validator ${value}`, `/validators/${value}`);
    } else if (CB58.test(value)) {
      if (key === 'txID' || key === 'txIDs' || (key === 'id' && indexKind === 'tx')) tx(value);
      else if (key === 'blockID' || key === 'parentID' || (key === 'id' && indexKind === 'block')) block(value);
      else if (key === 'assetID' && chain === 'X') add(`asset ${value}`, `/x/asset/${value}`);
      else if (key === 'subnetID') add(`subnet ${value}`, `/l1s/${value}`);
      else if (key === 'blockchainID') add(`blockchain ${value}`, `/l1s/blockchain/${value}`);
    } else if (chain === 'C' && HASH32.test(value)) {
      const isBlock =
        key === 'blockHash' || key === 'parentHash' || (key === 'hash' && method.startsWith('eth_getBlockBy'));
      const isTx =
        key === 'transactionHash' ||
        (key === 'hash' && !isBlock) ||
        (key === null && method === 'eth_sendRawTransaction');
      if (isBlock) block(value);
      else if (isTx || key === 'transactions') tx(value);
    } else if (chain === 'C' && EVM_ADDRESS.test(value) && key !== null && key !== 'logsBloom') {
      add(`address ${value}`, `/c/address/${value}`);
    }
  };
  visit(result, null, 0);
  return [...out.values()];
}
