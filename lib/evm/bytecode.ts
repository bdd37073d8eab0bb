// What a contract's own bytecode says, read offline with whatsabi: the selectors it dispatches on, the
// event topics it can emit, and the token standard those imply. Disassembly costs milliseconds, so
// results are kept per code (a contract's code never changes).
import { whatsabi } from '@shazow/whatsabi';
import { keccak256, type Hex } from 'viem';
import type { TokenStandard } from './types';

export interface BytecodeFacts {
  selectors: ReadonlySet<string>;
  eventTopics: ReadonlySet<string>;
  /** The token standard whose functions the code carries, if any. */
  standard: TokenStandard | null;
}

const MAX_KEPT = 256;
const kept = new Map<string, BytecodeFacts>();

// A standard's functions a contract must carry to be called one (selectors, lowercase).
const STANDARD_SELECTORS: [TokenStandard, string[]][] = [
  // balanceOfBatch, safeBatchTransferFrom, setApprovalForAll
  ['erc1155', ['0x4e1273f4', '0x2eb2c2d6', '0xa22cb465']],
  // ownerOf, safeTransferFrom(address,address,uint256), transferFrom, approve
  ['erc721', ['0x6352211e', '0x42842e0e', '0x23b872dd', '0x095ea7b3']],
  // totalSupply, balanceOf, transfer, allowance, transferFrom
  ['erc20', ['0x18160ddd', '0x70a08231', '0xa9059cbb', '0xdd62ed3e', '0x23b872dd']],
];

export function standardOfSelectors(selectors: ReadonlySet<string>): TokenStandard | null {
  for (const [standard, needed] of STANDARD_SELECTORS) if (needed.every((s) => selectors.has(s))) return standard;
  return null;
}

/** Facts of deployed code; empty for no code or code that does not disassemble. */
export function bytecodeFacts(code: Hex | string | null | undefined): BytecodeFacts {
  if (!code || code === '0x') return { selectors: new Set(), eventTopics: new Set(), standard: null };
  const key = keccak256(code as Hex);
  const hit = kept.get(key);
  if (hit) return hit;
  const selectors = new Set<string>();
  const eventTopics = new Set<string>();
  try {
    for (const item of whatsabi.abiFromBytecode(code)) {
      if (item.type === 'function') selectors.add(item.selector.toLowerCase());
      else eventTopics.add(item.hash.toLowerCase());
    }
  } catch {
    // Not EVM code whatsabi can walk: nothing is known of it.
  }
  const facts = { selectors, eventTopics, standard: standardOfSelectors(selectors) };
  if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, facts);
  return facts;
}
