// RLP of an EVM block from its JSON-RPC form, for the C-chain block index: the header's RLP
// hashes to the block hash (that is how the tests check it), the block is [header, txs, uncles].
import { bytesToHex, fromRlp, hexToBytes, keccak256, toRlp, type Hex } from 'viem';

type RecursiveArray<T> = T | readonly RecursiveArray<T>[];

/** A block as eth_getBlockByNumber(…, false) returns it (hex strings). */
export interface RpcBlock {
  hash: Hex;
  parentHash: Hex;
  sha3Uncles: Hex;
  miner: Hex;
  stateRoot: Hex;
  transactionsRoot: Hex;
  receiptsRoot: Hex;
  logsBloom: Hex;
  difficulty: Hex;
  number: Hex;
  gasLimit: Hex;
  gasUsed: Hex;
  timestamp: Hex;
  extraData: Hex;
  mixHash: Hex;
  nonce: Hex;
  baseFeePerGas?: Hex;
  withdrawalsRoot?: Hex;
  blobGasUsed?: Hex;
  excessBlobGas?: Hex;
  parentBeaconBlockRoot?: Hex;
  requestsHash?: Hex;
  transactions: Hex[];
}

/** RLP integers are minimal big-endian: zero is the empty string. */
function quantity(q: Hex): Hex {
  const v = BigInt(q);
  if (v === 0n) return '0x';
  const h = v.toString(16);
  return `0x${h.length % 2 ? '0' : ''}${h}`;
}

/** Header fields in consensus order; the optional tail stops at the first absent field (as geth does). */
function headerFields(b: RpcBlock): Hex[] {
  const fields: Hex[] = [
    b.parentHash,
    b.sha3Uncles,
    b.miner,
    b.stateRoot,
    b.transactionsRoot,
    b.receiptsRoot,
    b.logsBloom,
    quantity(b.difficulty),
    quantity(b.number),
    quantity(b.gasLimit),
    quantity(b.gasUsed),
    quantity(b.timestamp),
    b.extraData,
    b.mixHash,
    b.nonce,
  ];
  const tail: [Hex | undefined, boolean][] = [
    [b.baseFeePerGas, true],
    [b.withdrawalsRoot, false],
    [b.blobGasUsed, true],
    [b.excessBlobGas, true],
    [b.parentBeaconBlockRoot, false],
    [b.requestsHash, false],
  ];
  for (const [v, isQuantity] of tail) {
    if (v === undefined) break;
    fields.push(isQuantity ? quantity(v) : v);
  }
  return fields;
}

function headerRlp(b: RpcBlock): Hex {
  return toRlp(headerFields(b));
}

export function headerHash(b: RpcBlock): Hex {
  return keccak256(headerRlp(b));
}

/**
 * [header, txs, uncles]: a legacy tx is embedded as its RLP list, a typed tx (first byte < 0x7f)
 * as a byte string, as in a block body. With `extData` (the C-chain), coreth's extended body follows:
 * version (0) and the atomic txs' extra data.
 */
export function blockRlp(b: RpcBlock, rawTxs: Hex[], extData?: Uint8Array): Uint8Array {
  const txs: RecursiveArray<Hex>[] = rawTxs.map((raw) => {
    const first = hexToBytes(raw)[0] ?? 0;
    return first >= 0xc0 ? (fromRlp(raw, 'hex') as RecursiveArray<Hex>) : raw;
  });
  const body: RecursiveArray<Hex>[] = [headerFields(b), txs, []];
  if (extData) body.push('0x', bytesToHex(extData));
  return toRlp(body, 'bytes');
}
