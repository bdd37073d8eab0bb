// Who signed a delivered message: the signed Warp message is read back from the delivery tx's access
// list (packed as subnet-evm packs predicates), its signers named from the signing set when the BLS
// aggregate verifies, and only counted when the set read is not the one that signed.
import { hex } from '@scure/base';
import { bytesToHex, type Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { NodeClient } from '@/lib/client';
import { idToString } from '@/lib/codec';
import { blsPublicKey, blsSecretKeyFromSeed, blsSign } from '@/lib/codec/bls';
import {
  blsAggregateSignatures,
  canonicalWarpSet,
  encodeSignedWarpMessage,
  encodeSigners,
  encodeUnsignedWarpMessage,
  warpMessageId,
} from '@/lib/codec/warp';
import { RpcError } from '@/lib/rpc/errors';
import {
  deliveredSignatures,
  SignaturesUnavailable,
  unpackWarpPredicate,
  WARP_PRECOMPILE,
  warpMessagesOf,
} from './signatures';

const seedKey = (n: number) => blsSecretKeyFromSeed(new Uint8Array(32).fill(n));
const keys = [1, 2, 3, 4].map(seedKey);
const nodeIDs = ['NodeID-A', 'NodeID-B', 'NodeID-C', 'NodeID-D'];
const unsigned = { networkID: 1337, sourceChainID: new Uint8Array(32).fill(9), payload: Uint8Array.of(1, 2, 3) };
const unsignedBytes = encodeUnsignedWarpMessage(unsigned);
const warpID = idToString(warpMessageId(unsigned));

/** Packed as subnet-evm packs a predicate: bytes, 0xff, zero padding to whole words. */
function pack(bytes: Uint8Array): Hex[] {
  const n = Math.ceil((bytes.length + 1) / 32) * 32;
  const out = new Uint8Array(n);
  out.set(bytes);
  out[bytes.length] = 0xff;
  return Array.from({ length: n / 32 }, (_, i) => bytesToHex(out.subarray(i * 32, i * 32 + 32)));
}

/** The message signed by `signing` (indices into keys), over the set of all four. */
function signedBy(signing: number[]): Uint8Array {
  const set = canonicalWarpSet(
    keys.map((sk, i) => ({ nodeID: nodeIDs[i]!, weight: 10n, publicKey: blsPublicKey(sk) })),
  );
  const indexOf = (k: number) =>
    set.validators.findIndex((v) => hex.encode(v.publicKey) === hex.encode(blsPublicKey(keys[k]!)));
  return encodeSignedWarpMessage({
    unsigned,
    signature: {
      signers: encodeSigners(signing.map(indexOf)),
      signature: blsAggregateSignatures(signing.map((k) => blsSign(keys[k]!, unsignedBytes))),
    },
  });
}

/** A node whose delivery tx carries `signed`, and whose validator set is `members` (indices into keys). */
function node(signed: Uint8Array, members = [0, 1, 2, 3]): NodeClient {
  const validators = Object.fromEntries(
    members.map((i) => [nodeIDs[i]!, { weight: 10n, publicKey: bytesToHex(blsPublicKey(keys[i]!)) }]),
  );
  return {
    platform: {
      validatedBy: async () => ({ subnetID: 'SubnetSource' }),
      getHeight: async () => ({ height: 77n }),
      getValidatorsAt: async () => ({ validators }),
      getCurrentValidators: async () => ({ validators: [] }),
    },
    proposervm: { getProposedHeight: async () => ({ height: 70n }) },
    eth: {
      eth_getTransactionByHash: async () => ({
        hash: '0xdd',
        accessList: [
          { address: '0x0000000000000000000000000000000000000001', storageKeys: [`0x${'11'.repeat(32)}`] },
          { address: WARP_PRECOMPILE, storageKeys: pack(signed) },
        ],
      }),
    },
  } as unknown as NodeClient;
}

const message = { sourceChain: 'SourceChain', destChain: 'DestChain', warpID, deliveryTx: '0xdd' };

describe('the Warp predicate', () => {
  it('is read back from its storage keys, and keys that are not a packed predicate give nothing', () => {
    const bytes = signedBy([0, 1, 2]);
    expect(unpackWarpPredicate(pack(bytes))).toEqual(bytes);
    expect(unpackWarpPredicate([`0x${'00'.repeat(32)}`])).toBeNull();
    expect(unpackWarpPredicate(['0x12'])).toBeNull();
    const tx = {
      accessList: [{ address: WARP_PRECOMPILE.toUpperCase().replace('0X', '0x'), storageKeys: pack(bytes) }],
    };
    expect(warpMessagesOf(tx).map((w) => idToString(warpMessageId(w.unsigned)))).toEqual([warpID]);
    expect(warpMessagesOf({ accessList: 'hostile' })).toEqual([]);
  });
});

describe('deliveredSignatures', () => {
  it('names the validators that signed, with their weight against the quorum, when the aggregate verifies', async () => {
    const r = await deliveredSignatures(node(signedBy([0, 1, 3])), message, null);
    expect(r.verified).toBe(true);
    expect(r.signerCount).toBe(3);
    expect(r.signers.flatMap((s) => s.nodeIDs).sort()).toEqual(['NodeID-A', 'NodeID-B', 'NodeID-D']);
    expect(r.missing.flatMap((s) => s.nodeIDs)).toEqual(['NodeID-C']);
    expect([r.signedWeight, r.totalWeight, r.neededWeight]).toEqual([30n, 40n, 27n]);
    expect(r.pChainHeight).toBe('70');
    expect(r.subnetID).toBe('SubnetSource');
  });

  it('only counts the signers when the set read is not the one that signed', async () => {
    // The set changed since delivery: a validator left, so the bit set no longer lines up.
    const r = await deliveredSignatures(node(signedBy([0, 1, 2]), [0, 1, 3]), message, null);
    expect(r.verified).toBe(false);
    expect(r.signerCount).toBe(3);
    expect(r.signers).toEqual([]);
    expect(r.reason).toBeTruthy();
  });

  it('says so when the delivery tx carries no signed message of this one', async () => {
    const other = { ...message, warpID: idToString(new Uint8Array(32).fill(1)) };
    await expect(deliveredSignatures(node(signedBy([0, 1, 2])), other, null)).rejects.toThrow(/carries no signed/);
  });

  it('cannot name the signers of a node that does not know the delivery tx, or cannot give the set', async () => {
    const noTx = node(signedBy([0, 1, 2]));
    (noTx.eth as { eth_getTransactionByHash: unknown }).eth_getTransactionByHash = async () => null;
    const unknown = deliveredSignatures(noTx, message, null);
    await expect(unknown).rejects.toBeInstanceOf(SignaturesUnavailable);
    await expect(unknown).rejects.toThrow(/does not know the delivery tx/);

    // A node without the P-chain's validators at a height: the reason is the node's, in words.
    const noSet = node(signedBy([0, 1, 2]));
    (noSet.platform as { getValidatorsAt: unknown }).getValidatorsAt = async () => {
      throw new RpcError(
        'platform.getValidatorsAt',
        -32601,
        'the method platform.getValidatorsAt does not exist',
        null,
      );
    };
    await expect(deliveredSignatures(noSet, message, null)).rejects.toThrow(
      /platform\.getValidatorsAt: the method platform\.getValidatorsAt does not exist/,
    );
  });
});
