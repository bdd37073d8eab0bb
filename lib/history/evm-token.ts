// A token contract's page header: its standard and facts (evm-contract.ts), and its name, symbol and
// decimals from the history's record, else read from the contract itself (eth_call at the head).
import type { Hex } from 'viem';
import { nodeTokenMeta } from '@/lib/evm/token-meta';
import { labelText } from '@/lib/evm/text';
import type { TokenMeta } from '@/lib/evm/types';
import { loadEvmAddress } from '@/lib/explorer/evm';
import { evmClient, type EvmChain } from '@/lib/explorer/evm-chains';
import { contractFacts, type ContractFacts } from './evm-contract';

export interface TokenHeader {
  facts: ContractFacts;
  meta: Pick<TokenMeta, 'name' | 'symbol' | 'decimals'>;
}

/** Null when the address is not a contract (or not an address). */
export async function loadTokenHeader(chain: EvmChain, address: string): Promise<TokenHeader | null> {
  const evm = evmClient(chain);
  const a = await loadEvmAddress(evm, address);
  if (!a || !a.isContract) return null;
  const facts = await contractFacts(chain, evm, address as Hex, a.code);
  const known = facts.token;
  if (known && (known.name || known.symbol)) {
    // Chain text, as the follower read it: cleaned to a label like the node's answer below.
    return { facts, meta: { name: labelText(known.name), symbol: labelText(known.symbol), decimals: known.decimals } };
  }
  if (!facts.standard) return { facts, meta: { name: null, symbol: null, decimals: null } };
  const head = await evm.getBlockNumber();
  const read = await nodeTokenMeta(evm)(new Map([[address.toLowerCase() as Hex, facts.standard]]), head);
  const m = read.get(address.toLowerCase());
  return { facts, meta: { name: m?.name ?? null, symbol: m?.symbol ?? null, decimals: m?.decimals ?? null } };
}
