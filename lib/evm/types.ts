// The shapes lib/evm decodes EVM calls, logs, transfers, fees, reverts and call trees into. Values are
// display-ready (text) where they come from chain data, amounts stay bigint.
import type { Hex } from 'viem';

/** How a call, log or error was read: from a known ABI, a signature found offline, or a guessed layout. */
export type DecodedHow = 'known-abi' | 'signature' | 'guessed' | 'raw';

/** One decoded value; chain text (strings) is display text already (see text.ts). */
export type DecodedValue =
  | { kind: 'address'; value: Hex }
  | { kind: 'uint' | 'int'; value: string }
  | { kind: 'bool'; value: boolean }
  | { kind: 'bytes'; value: Hex }
  | { kind: 'string'; value: string }
  | { kind: 'array' | 'tuple'; items: DecodedArg[] };

export interface DecodedArg {
  /** The parameter's name in the ABI; null when it has none (signatures, guesses). */
  name: string | null;
  /** The Solidity type, e.g. `uint256`, `address[]`, `(uint256,bytes)`. */
  type: string;
  /** Indexed (logs only). */
  indexed?: boolean;
  value: DecodedValue;
}

export interface DecodedCall {
  selector: Hex;
  /** Method name; null when unknown (a guessed layout). */
  name: string | null;
  /** `transfer(address,uint256)`; for a guess, `0xabcd1234(uint256,address)`. */
  signature: string;
  args: DecodedArg[];
  how: DecodedHow;
  /** Which known ABI matched ('ERC-20', 'NativeMinter', …); null otherwise. */
  abi: string | null;
  /** Whether the selector is among those the contract's bytecode dispatches on; null when not checked. */
  inBytecode: boolean | null;
}

export interface EvmLogInput {
  address: Hex | string;
  topics: readonly (Hex | string)[];
  data: Hex | string;
  logIndex?: number | bigint | string | null;
}

export interface DecodedLog {
  address: Hex;
  logIndex: number | null;
  /** Event name; null when unknown. */
  name: string | null;
  /** `Transfer(address,address,uint256)`; the raw topic when unknown. */
  signature: string;
  args: DecodedArg[];
  how: DecodedHow;
  abi: string | null;
}

export type TokenStandard = 'erc20' | 'erc721' | 'erc1155';

export interface TokenMeta {
  address: Hex;
  standard: TokenStandard | null;
  /** Display text (labelText), null when the token does not say. */
  name: string | null;
  symbol: string | null;
  decimals: number | null;
}

export interface TokenTransfer {
  logIndex: number | null;
  token: Hex;
  standard: TokenStandard;
  from: Hex;
  to: Hex;
  /** ERC-1155: who moved them. */
  operator: Hex | null;
  /** ERC-721 and ERC-1155: the token id; null for ERC-20. */
  tokenId: bigint | null;
  /** ERC-20 and ERC-1155: the amount in raw units; 1 for ERC-721. */
  amount: bigint;
  /** Position inside an ERC-1155 TransferBatch; null otherwise. */
  batchIndex: number | null;
  /** The token's metadata where known. */
  meta: TokenMeta | null;
  /** The amount in the token's decimals and symbol (raw units when decimals are unknown). */
  amountText: string;
}

export interface FeeBreakdown {
  /** 0 legacy, 1 access list (EIP-2930), 2 dynamic fee (EIP-1559), 3 blob, 4 set code; others as sent. */
  typeNumber: number;
  typeName: string;
  gasLimit: bigint;
  gasUsed: bigint;
  /** gasUsed / gasLimit, 0..1. */
  gasUsedRatio: number;
  effectiveGasPrice: bigint;
  /** The block's base fee; null before it had one. */
  baseFeePerGas: bigint | null;
  maxFeePerGas: bigint | null;
  maxPriorityFeePerGas: bigint | null;
  /** baseFee × gasUsed: burned. */
  burned: bigint;
  /** (effectiveGasPrice − baseFee) × gasUsed: the priority tip. */
  tip: bigint;
  /** effectiveGasPrice × gasUsed. */
  total: bigint;
}

export type RevertReason =
  | { kind: 'error'; message: string }
  | { kind: 'panic'; code: bigint; meaning: string }
  | { kind: 'custom'; name: string; signature: string; args: DecodedArg[]; abi: string | null }
  | { kind: 'unknown'; data: Hex }
  | { kind: 'empty' };

type CallType = 'CALL' | 'STATICCALL' | 'DELEGATECALL' | 'CALLCODE' | 'CREATE' | 'CREATE2' | 'SELFDESTRUCT';

/** A frame of geth's callTracer, as the node sends it. */
export interface CallFrameJson {
  type: string;
  from: string;
  to?: string | null;
  value?: string | null;
  gas?: string | null;
  gasUsed?: string | null;
  input?: string | null;
  output?: string | null;
  error?: string | null;
  revertReason?: string | null;
  calls?: CallFrameJson[] | null;
}

export interface CallNode {
  /** Position in the tree: [] the tx itself, [0, 2] the third call of the first call. */
  path: number[];
  type: CallType | string;
  from: Hex;
  to: Hex | null;
  value: bigint;
  gasUsed: bigint | null;
  call: DecodedCall | null;
  /** The frame's error (display text), e.g. "execution reverted". */
  error: string | null;
  revert: RevertReason | null;
  children: CallNode[];
}

export interface CallTree {
  root: CallNode;
  /** Frames counted in all. */
  frames: number;
  /** Frames past the bound were left out. */
  truncated: boolean;
}

/** An internal transfer of the native coin: a call frame below the top with value. */
export interface InternalTransfer {
  path: number[];
  type: string;
  from: Hex;
  to: Hex;
  value: bigint;
  failed: boolean;
}
