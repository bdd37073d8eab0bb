// What an index container is: which chain's tx or block, its own id (the one the explorer's
// pages take) and a one-line summary, from its bytes alone.
import { fromRlp, keccak256, toRlp, type Hex } from 'viem';
import { decodeXBlock, decodeXTx } from './avm';
import { decodePBlock } from './pvm';
import { unwrapProposerBlock } from './proposervm';
import type { DecodeContext } from './model';
import { plural } from '@/lib/format/plural';
import { INDEX_NAMES, type IndexName } from '@/lib/registry/paths';

/** The node's index paths, from the registry's path table. */
export type IndexPath = IndexName;
export const INDEX_PATHS: readonly IndexPath[] = INDEX_NAMES;

export function isIndexPath(s: string): s is IndexPath {
  return (INDEX_PATHS as readonly string[]).includes(s);
}

export interface ContainerTarget {
  chain: 'X' | 'P' | 'C';
  what: 'tx' | 'block';
  /** The id (or 0x hash on C) the decoded page takes. */
  id: string;
  height?: bigint;
  summary: string;
}

/** C-chain block: RLP [header, txs, uncles, ...]; hash = keccak256(rlp(header)), number = header[8]. */
function decodeEthBlockRlp(bytes: Uint8Array): { hash: Hex; number: bigint; txCount: number } {
  const decoded = fromRlp(bytes, 'hex');
  if (!Array.isArray(decoded) || !Array.isArray(decoded[0])) throw new Error('not an RLP block');
  const header = decoded[0] as Hex[];
  const txs = decoded[1];
  const numberHex = header[8];
  if (typeof numberHex !== 'string') throw new Error('RLP block header has no number');
  return {
    hash: keccak256(toRlp(header)),
    number: numberHex === '0x' ? 0n : BigInt(numberHex),
    txCount: Array.isArray(txs) ? txs.length : 0,
  };
}

function decodeInner(path: IndexPath, bytes: Uint8Array, ctx: DecodeContext): ContainerTarget {
  switch (path) {
    case 'X/tx':
    case 'X/vtx': {
      const tx = decodeXTx(bytes, ctx);
      return { chain: 'X', what: 'tx', id: tx.id, summary: tx.type };
    }
    case 'X/block': {
      const b = decodeXBlock(bytes, ctx);
      return { chain: 'X', what: 'block', id: b.id, height: b.height, summary: plural(b.txs.length, 'tx') };
    }
    case 'P/block': {
      const b = decodePBlock(bytes, ctx);
      return {
        chain: 'P',
        what: 'block',
        id: b.id,
        height: b.height,
        summary: `${b.type}, ${plural(b.txs.length, 'tx')}`,
      };
    }
    case 'C/block': {
      const b = decodeEthBlockRlp(bytes);
      return { chain: 'C', what: 'block', id: b.hash, height: b.number, summary: plural(b.txCount, 'tx') };
    }
  }
}

/** Decodes a container; null when its bytes are in no format Snowline reads (shown as raw bytes). */
export function decodeContainer(path: IndexPath, bytes: Uint8Array, ctx: DecodeContext): ContainerTarget | null {
  try {
    return decodeInner(path, bytes, ctx);
  } catch {
    const wrapped = path.endsWith('/block') ? unwrapProposerBlock(bytes) : null;
    if (!wrapped) return null;
    try {
      return decodeInner(path, wrapped.inner, ctx);
    } catch {
      return null;
    }
  }
}
