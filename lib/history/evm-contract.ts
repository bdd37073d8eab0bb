// What an EVM address page tells of a contract beyond its code: who created it and in which tx (from
// Snowline's history), the token standard it implements (the history's token record, else its code),
// and an EIP-1967 proxy's implementation (its storage slot, read through the cached node path).
import { getAddress, type Hex, type PublicClient } from 'viem';
import { followerConfig } from '@/lib/server/follower-config';
import { tokenKey } from '@/lib/store/history/chain-keys';
import type { TokenInfo } from '@/lib/store/history/records';
import { bytecodeFacts } from '@/lib/evm/bytecode';
import type { TokenStandard } from '@/lib/evm/types';
import { appStore } from '@/lib/store/instance';
import type { EvmChain } from '@/lib/explorer/evm-chains';

/** keccak256('eip1967.proxy.implementation') - 1 and keccak256('eip1967.proxy.beacon') - 1. */
const IMPLEMENTATION_SLOT = '0x360894a13ba1a3210667c828492db98dca3e2076cc3735a920a3ca505d382bbc';
const BEACON_SLOT = '0xa3f0ad74e5423aebfd80d3ef4346578335a9a72aeaee59ff6cb3582b35133d50';

export interface ContractFacts {
  /** The tx that created it and its sender, when the history has it (a contract a contract created has none). */
  creation: { txHash: string; creator: string } | null;
  standard: TokenStandard | null;
  /** The token as the history knows it (name, symbol, decimals, holders). */
  token: TokenInfo | null;
  proxy: { kind: 'eip1967' | 'eip1967-beacon'; target: string } | null;
}

/** The address a storage word holds (its low 20 bytes), or null when it holds none. */
function slotAddress(word: Hex | undefined): string | null {
  if (!word || /^0x0*$/.test(word)) return null;
  const hex = word.slice(2).padStart(64, '0').slice(24);
  return /^0+$/.test(hex) ? null : getAddress(`0x${hex}`);
}

async function proxyOf(evm: PublicClient, address: Hex): Promise<ContractFacts['proxy']> {
  const [impl, beacon] = await Promise.all([
    evm.getStorageAt({ address, slot: IMPLEMENTATION_SLOT }),
    evm.getStorageAt({ address, slot: BEACON_SLOT }),
  ]);
  const target = slotAddress(impl);
  if (target) return { kind: 'eip1967', target };
  const b = slotAddress(beacon);
  return b ? { kind: 'eip1967-beacon', target: b } : null;
}

async function historyFacts(chain: EvmChain, address: string) {
  if (!followerConfig().enabled) return { creation: null, token: null };
  const h = (await appStore()).history;
  const key = tokenKey(chain.key, address.toLowerCase());
  const [created, tokens] = await Promise.all([
    h.addressTxs({ address: address.toLowerCase(), chain: chain.key, type: 'ContractCreation', limit: 1 }),
    h.tokens([key]),
  ]);
  return { createdIn: created.rows[0]?.txID ?? null, token: tokens.get(key) ?? null };
}

/** `code`: the contract's code, as the page already read it. */
export async function contractFacts(
  chain: EvmChain,
  evm: PublicClient,
  address: Hex,
  code: Hex | undefined,
): Promise<ContractFacts> {
  const [hist, proxy] = await Promise.all([historyFacts(chain, address), proxyOf(evm, address)]);
  const createdIn = 'createdIn' in hist ? hist.createdIn : null;
  const creation = createdIn
    ? await evm
        .getTransaction({ hash: createdIn as Hex })
        .then((tx) => ({ txHash: createdIn, creator: tx.from }))
        .catch(() => null)
    : null;
  // The history's record first (it saw the token's transfers); else what the code carries (offline).
  const standard = (hist.token?.kind as TokenStandard | undefined) ?? bytecodeFacts(code).standard;
  return { creation, standard, token: hist.token, proxy };
}
