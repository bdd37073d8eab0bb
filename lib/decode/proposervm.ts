// A real node's X/P/C block indexes hold proposervm blocks, which wrap the chain's own block;
// the devnet indexes the inner block directly. Both are read here.
import { sha256 } from '@noble/hashes/sha2.js';
import { CodecReader, idToString } from '@/lib/codec';

export interface ProposerWrapper {
  /** The proposervm block's id (what the index lists). */
  id: string;
  parentID: string;
  timestamp: bigint;
  pChainHeight: bigint;
  inner: Uint8Array;
}

/**
 * proposervm/block codec v0: typeID 0 = signed block {parentID, timestamp, pChainHeight,
 * certificate, block, signature}; typeID 1 = option {parentID, block}. Returns null when the
 * bytes are not such a wrapper (then they are the chain's block itself).
 */
export function unwrapProposerBlock(bytes: Uint8Array): ProposerWrapper | null {
  try {
    const r = new CodecReader(bytes);
    if (r.u16() !== 0) return null;
    const typeID = r.u32();
    if (typeID === 0) {
      const parentID = idToString(r.fixed(32));
      const timestamp = r.u64();
      const pChainHeight = r.u64();
      r.bytes(); // certificate
      const inner = r.bytes();
      r.bytes(); // signature
      if (r.remaining !== 0) return null;
      return { id: idToString(sha256(bytes)), parentID, timestamp, pChainHeight, inner };
    }
    if (typeID === 1) {
      const parentID = idToString(r.fixed(32));
      const inner = r.bytes();
      if (r.remaining !== 0) return null;
      return { id: idToString(sha256(bytes)), parentID, timestamp: 0n, pChainHeight: 0n, inner };
    }
    return null;
  } catch {
    return null;
  }
}
