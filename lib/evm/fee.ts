// A tx's fee broken down: the base fee part (burned) and the priority tip (to the block's coinbase,
// which on the C-Chain is the blackhole address: burned too), from the receipt's effective gas price.
import type { FeeBreakdown } from './types';

const TYPE_NAMES: Record<number, string> = {
  0: 'Legacy',
  1: 'Access list (EIP-2930)',
  2: 'Dynamic fee (EIP-1559)',
  3: 'Blob (EIP-4844)',
  4: 'Set code (EIP-7702)',
};
const VIEM_TYPES: Record<string, number> = { legacy: 0, eip2930: 1, eip1559: 2, eip4844: 3, eip7702: 4 };

/** viem's type name ('eip1559'), a hex quantity ('0x2') or a number, to the type number; -1 when unreadable. */
export function txTypeNumber(type: string | number | bigint | null | undefined): number {
  if (typeof type === 'number') return type;
  if (typeof type === 'bigint') return Number(type);
  if (typeof type !== 'string') return 0;
  if (type in VIEM_TYPES) return VIEM_TYPES[type]!;
  return /^0x[0-9a-f]{1,2}$/i.test(type) ? Number(type) : -1;
}

export interface FeeTx {
  type?: string | number | bigint | null;
  gas: bigint;
  gasPrice?: bigint | null;
  maxFeePerGas?: bigint | null;
  maxPriorityFeePerGas?: bigint | null;
}
export interface FeeReceipt {
  gasUsed: bigint;
  effectiveGasPrice?: bigint | null;
}

export function feeBreakdown(tx: FeeTx, receipt: FeeReceipt, baseFeePerGas: bigint | null | undefined): FeeBreakdown {
  const typeNumber = txTypeNumber(tx.type);
  const price = receipt.effectiveGasPrice ?? tx.gasPrice ?? 0n;
  const base = baseFeePerGas ?? null;
  const burnedPerGas = base === null ? 0n : base < price ? base : price;
  return {
    typeNumber,
    typeName: TYPE_NAMES[typeNumber] ?? `Type ${typeNumber}`,
    gasLimit: tx.gas,
    gasUsed: receipt.gasUsed,
    gasUsedRatio: tx.gas > 0n ? Number((receipt.gasUsed * 1_000_000n) / tx.gas) / 1_000_000 : 0,
    effectiveGasPrice: price,
    baseFeePerGas: base,
    maxFeePerGas: tx.maxFeePerGas ?? null,
    maxPriorityFeePerGas: tx.maxPriorityFeePerGas ?? null,
    burned: burnedPerGas * receipt.gasUsed,
    tip: (price - burnedPerGas) * receipt.gasUsed,
    total: price * receipt.gasUsed,
  };
}
