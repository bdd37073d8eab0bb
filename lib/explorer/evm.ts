// C-Chain reads through viem on the node's /ext/bc/C/rpc, with "not found" told apart from
// "node down" so a page can show notFound() or an error state.
import type { Hex, PublicClient } from 'viem';
import { orNullEvm } from '@/lib/evm/not-found';

/** `123` → number, `0x…64` → hash, else null. */
export function parseEvmBlockRef(ref: string): { number: bigint } | { hash: Hex } | null {
  if (/^\d{1,20}$/.test(ref)) return { number: BigInt(ref) };
  if (/^0x[0-9a-fA-F]{64}$/.test(ref)) return { hash: ref.toLowerCase() as Hex };
  return null;
}

// Blocks at or below the head are final on Avalanche: the node call path keeps them once read.
export async function loadEvmBlock(
  evm: PublicClient,
  ref: string,
): Promise<Awaited<ReturnType<PublicClient['getBlock']>> | null> {
  const parsed = parseEvmBlockRef(ref);
  if (!parsed) return null;
  return orNullEvm(
    'number' in parsed ? evm.getBlock({ blockNumber: parsed.number }) : evm.getBlock({ blockHash: parsed.hash }),
  );
}

export async function loadEvmAddress(evm: PublicClient, address: string) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return null;
  const a = address as Hex;
  const [balance, nonce, code] = await Promise.all([
    evm.getBalance({ address: a }),
    evm.getTransactionCount({ address: a }),
    evm.getCode({ address: a }),
  ]);
  return {
    balance,
    nonce,
    code: code && code !== '0x' ? code : undefined,
    isContract: !!code && code !== '0x',
    codeSize: code && code !== '0x' ? (code.length - 2) / 2 : 0,
  };
}

/** The most txs of a block whose receipts (for their fees) one page reads. */
export const BLOCK_RECEIPTS_MAX = 250;

/** A block with its txs in full, and the fees (gas used × effective price, wei) of its first BLOCK_RECEIPTS_MAX txs by hash. */
export async function loadEvmBlockWithTxs(evm: PublicClient, ref: string) {
  const parsed = parseEvmBlockRef(ref);
  if (!parsed) return null;
  const block = await orNullEvm(
    'number' in parsed
      ? evm.getBlock({ blockNumber: parsed.number, includeTransactions: true })
      : evm.getBlock({ blockHash: parsed.hash, includeTransactions: true }),
  );
  if (!block) return null;
  const receipts = await Promise.all(
    block.transactions.slice(0, BLOCK_RECEIPTS_MAX).map((t) => orNullEvm(evm.getTransactionReceipt({ hash: t.hash }))),
  );
  const fees = new Map(
    receipts.flatMap((r) => (r ? [[r.transactionHash, r.gasUsed * r.effectiveGasPrice] as const] : [])),
  );
  return { block, fees };
}
