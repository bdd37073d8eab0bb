import { createHash } from 'node:crypto';
import { hex } from '@scure/base';
import { encodeAbiParameters, keccak256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { blsPublicKey, blsSecretKeyFromSeed, blsSign, blsVerify } from '../bls';
import { CodecError } from '../errors';
import {
  blsAggregatePublicKeys,
  blsAggregateSignatures,
  canonicalWarpSet,
  decodeAddressedCall,
  decodeIcmMessage,
  decodeIcmWarpMessage,
  decodeSignedWarpMessage,
  decodeSigners,
  decodeUnsignedWarpMessage,
  decodeWarpPayload,
  encodeIcmMessage,
  encodeSignedWarpMessage,
  encodeSigners,
  encodeUnsignedWarpMessage,
  encodeWarpPayload,
  hasWarpQuorum,
  icmMessageId,
  type IcmMessage,
  verifyBitSetSignature,
  warpMessageId,
  WARP_MAX_MESSAGE_SIZE,
} from './index';

// A signed L1ValidatorWeight message from a Fuji P-chain tx
// (zphUhqvXtj8dkYxg2BqCdTPDUPWBJUQkb1XTp38u8zDZ9VjMW): real bytes in AvalancheGo's layout.
const FUJI_SIGNED =
  '0000000000056b804f574b890cf9e0cb0f0f68591a394bba1696cf62b4e576e793d8509cc886000000580000000000010000' +
  '00140feedc0de0000000000000000000000000000000000000360000000000038ccf9ef520784d2fa5d97fbf098b8b4e82ff' +
  '19408ec423c2970a522ab04b3a0400000000000000040000000000000029000000000000000106a8206d76cf3fa7d65fec84' +
  '64b0311dce9283d05bcf0ca7987cdf03a3a2f764691e01df4f6aaa3ff6b52e5b92fd3291e519f3fb50bad5d9697a39e34e2c' +
  '3e99ea585f0332e9d13b4b6db7ecc58eee44c7f96e64371b1eebaa6f7c45bbf0937e68';

const seedKey = (n: number) => blsSecretKeyFromSeed(new Uint8Array(32).fill(n));

describe('warp messages (vms/platformvm/warp)', () => {
  it('reads a real signed message field by field and writes the same bytes back', () => {
    const bytes = hex.decode(FUJI_SIGNED);
    const m = decodeSignedWarpMessage(bytes);
    expect(m.unsigned.networkID).toBe(5);
    expect(hex.encode(m.unsigned.sourceChainID)).toBe(
      '6b804f574b890cf9e0cb0f0f68591a394bba1696cf62b4e576e793d8509cc886',
    );
    expect(m.unsigned.payload.length).toBe(0x58);
    // Signers 0x06: validators 1 and 2 of the canonical set signed.
    expect(hex.encode(m.signature.signers)).toBe('06');
    expect(decodeSigners(m.signature.signers)).toEqual([1, 2]);
    expect(hex.encode(encodeSignedWarpMessage(m))).toBe(FUJI_SIGNED);

    const call = decodeAddressedCall(m.unsigned.payload);
    expect(hex.encode(call.sourceAddress)).toBe('0feedc0de0000000000000000000000000000000');
    // The P-chain message inside: codec 0, type 3 (L1ValidatorWeight), nonce 4, weight 41.
    expect(hex.encode(call.payload.subarray(0, 6))).toBe('000000000003');
    expect(hex.encode(call.payload.subarray(-16))).toBe('00000000000000040000000000000029');
  });

  it('sizes an unsigned message as AvalancheGo does (42 bytes + payload) and ids it by sha256', () => {
    const unsigned = {
      networkID: 10,
      sourceChainID: new Uint8Array(32).fill(7),
      payload: new TextEncoder().encode('payload'),
    };
    const bytes = encodeUnsignedWarpMessage(unsigned);
    expect(bytes.length).toBe(42 + 7);
    expect(hex.encode(bytes.subarray(0, 6))).toBe('00000000000a');
    expect(decodeUnsignedWarpMessage(bytes)).toEqual(unsigned);
    // sha256 of these 49 bytes, computed independently of the codec.
    expect(hex.encode(warpMessageId(unsigned))).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(warpMessageId(bytes)).toEqual(warpMessageId(unsigned));
  });

  it('round-trips a signed message with signers {1,2,3} and a signature starting 4,5,6 (TestMessage)', () => {
    const signature = new Uint8Array(96);
    signature.set([4, 5, 6]);
    const m = {
      unsigned: { networkID: 10, sourceChainID: new Uint8Array(32).fill(1), payload: Uint8Array.of(9) },
      signature: { signers: Uint8Array.of(1, 2, 3), signature },
    };
    const bytes = encodeSignedWarpMessage(m);
    // unsigned (43) + type id (4) + signers (4+3) + signature (96)
    expect(bytes.length).toBe(43 + 4 + 7 + 96);
    expect(decodeSignedWarpMessage(bytes)).toEqual(m);
  });

  it('refuses junk, an unknown codec version, trailing bytes and oversized input with CodecError', () => {
    const junk = Uint8Array.of(0x11, 0x22, 0x33, 0x44, 0x55, 0x66, 0x77, 0x88);
    expect(() => decodeSignedWarpMessage(junk)).toThrow(/unknown codec version/);
    expect(() => decodeWarpPayload(junk)).toThrow(/unknown codec version/);
    const good = hex.decode(FUJI_SIGNED);
    expect(() => decodeSignedWarpMessage(Uint8Array.of(...good, 0))).toThrow(/trailing/);
    expect(() => decodeSignedWarpMessage(good.subarray(0, 100))).toThrow(CodecError);
    const unknownSig = Uint8Array.from(good);
    unknownSig[2 + 4 + 32 + 4 + 0x58 + 3] = 1; // signature type id 1
    expect(() => decodeSignedWarpMessage(unknownSig)).toThrow(/signature type 1/);
    expect(() => decodeUnsignedWarpMessage(new Uint8Array(WARP_MAX_MESSAGE_SIZE + 1))).toThrow(/maximum/);
  });
});

describe('warp payloads (vms/platformvm/warp/payload)', () => {
  it('lays out a Hash as codec 0, type 0, 32 bytes', () => {
    const hash = new Uint8Array(32);
    hash.set([4, 5, 6]);
    const bytes = encodeWarpPayload({ type: 'hash', hash });
    expect(hex.encode(bytes)).toBe('0000' + '00000000' + '040506' + '00'.repeat(29));
    expect(decodeWarpPayload(bytes)).toEqual({ type: 'hash', hash });
  });

  it('lays out an AddressedCall as codec 0, type 1, address and payload with u32 lengths', () => {
    const sourceAddress = Uint8Array.of(1, 2, 3, ...new Array<number>(13).fill(0));
    const payload = Uint8Array.of(10, 11, 12);
    const bytes = encodeWarpPayload({ type: 'addressedCall', sourceAddress, payload });
    expect(hex.encode(bytes)).toBe(
      '0000' + '00000001' + '00000010' + '010203' + '00'.repeat(13) + '00000003' + '0a0b0c',
    );
    expect(decodeWarpPayload(bytes)).toEqual({ type: 'addressedCall', sourceAddress, payload });
  });

  it('says a Hash is not an AddressedCall, and rejects unknown types', () => {
    const bytes = encodeWarpPayload({ type: 'hash', hash: new Uint8Array(32) });
    expect(() => decodeAddressedCall(bytes)).toThrow(/expected an AddressedCall/);
    expect(() => decodeWarpPayload(Uint8Array.of(0, 0, 0, 0, 0, 2))).toThrow(/unknown type 2/);
  });
});

describe('BitSetSignature: signers, aggregation and quorum', () => {
  it('encodes signer indices as the minimal big-endian bit set and back', () => {
    expect(hex.encode(encodeSigners([1, 2]))).toBe('06');
    expect(hex.encode(encodeSigners([0, 8]))).toBe('0101');
    expect(encodeSigners([]).length).toBe(0);
    expect(decodeSigners(encodeSigners([0, 3, 9, 17]))).toEqual([0, 3, 9, 17]);
    expect(() => decodeSigners(Uint8Array.of(0, 1))).toThrow(/bitset is invalid/);
  });

  it('holds weight against 67% as VerifyWeight does', () => {
    expect(hasWarpQuorum(67n, 100n)).toBe(true);
    expect(hasWarpQuorum(66n, 100n)).toBe(false);
    expect(hasWarpQuorum(2n, 3n)).toBe(false); // 66.7% < 67%
    expect(hasWarpQuorum(1n, 2n, 1n, 2n)).toBe(true);
  });

  it('signs, aggregates and verifies against the canonical set; refuses below quorum and forged signers', () => {
    const keys = [1, 2, 3, 4].map(seedKey);
    const vdrs = keys.map((sk, i) => ({ nodeID: `NodeID-${i}`, weight: 100n, publicKey: blsPublicKey(sk) }));
    // A validator without a BLS key weighs in the total but cannot sign.
    vdrs.push({ nodeID: 'NodeID-nokey', weight: 100n, publicKey: null as unknown as Uint8Array });
    const set = canonicalWarpSet(vdrs);
    expect(set.totalWeight).toBe(500n);
    expect(set.validators.length).toBe(4);

    const msg = encodeUnsignedWarpMessage({
      networkID: 1337,
      sourceChainID: new Uint8Array(32).fill(3),
      payload: Uint8Array.of(1),
    });
    const indexOf = (sk: Uint8Array) =>
      set.validators.findIndex((v) => hex.encode(v.publicKey) === hex.encode(blsPublicKey(sk)));
    const sign = (signing: Uint8Array[]) => ({
      signers: encodeSigners(signing.map(indexOf)),
      signature: blsAggregateSignatures(signing.map((sk) => blsSign(sk, msg))),
    });

    const all = verifyBitSetSignature(msg, sign(keys), set);
    expect(all).toMatchObject({ ok: true, signedWeight: 400n, totalWeight: 500n });

    // 300 of 500 is 60%: below quorum even though every signature is valid.
    const three = verifyBitSetSignature(msg, sign(keys.slice(0, 3)), set);
    expect(three).toMatchObject({ ok: false, signedWeight: 300n });
    expect(three.ok || three.reason).toMatch(/insufficient/);

    // Claiming a fourth signer whose signature is not in the aggregate.
    const forged = { ...sign(keys.slice(0, 3)), signers: encodeSigners([0, 1, 2, 3]) };
    const bad = verifyBitSetSignature(msg, forged, set);
    expect(bad.ok || bad.reason).toBe('signature is invalid');

    const unknown = verifyBitSetSignature(msg, { ...sign(keys), signers: encodeSigners([7]) }, set);
    expect(unknown.ok || unknown.reason).toMatch(/unknown validator 7/);
  });

  it('aggregates public keys so one verify covers every signer', () => {
    const keys = [5, 6].map(seedKey);
    const msg = Uint8Array.of(1, 2, 3);
    const agg = blsAggregateSignatures(keys.map((k) => blsSign(k, msg)));
    expect(blsVerify(blsAggregatePublicKeys(keys.map(blsPublicKey)), agg, msg)).toBe(true);
    expect(blsVerify(blsPublicKey(keys[0] as Uint8Array), agg, msg)).toBe(false);
  });

  it('orders the set by uncompressed key bytes and merges validators sharing a key', () => {
    const sk = seedKey(9);
    const set = canonicalWarpSet([
      { nodeID: 'a', weight: 5n, publicKey: blsPublicKey(sk) },
      { nodeID: 'b', weight: 7n, publicKey: blsPublicKey(sk) },
      { nodeID: 'c', weight: 1n, publicKey: blsPublicKey(seedKey(10)) },
    ]);
    expect(set.validators.length).toBe(2);
    expect(set.validators.find((v) => v.nodeIDs.length === 2)?.weight).toBe(12n);
  });
});

describe('ICM messages (Teleporter)', () => {
  const messenger = '0x253b2784c75e510dD0fF1da844684a1aC0aa5fcf' as const;
  const src = `0x${'11'.repeat(32)}` as const;
  const dst = `0x${'22'.repeat(32)}` as const;
  const icm: IcmMessage = {
    messageNonce: 3n,
    originSenderAddress: '0x8db97C7cEcE249c2b98bDC0226Cc4C2A57BF52FC',
    destinationBlockchainID: dst,
    destinationAddress: '0x0000000000000000000000000000000000000abc',
    requiredGasLimit: 100_000n,
    allowedRelayerAddresses: ['0x1111111111111111111111111111111111111111'],
    receipts: [{ receivedMessageNonce: 1n, relayerRewardAddress: '0x2222222222222222222222222222222222222222' }],
    message: '0xdeadbeef',
  };

  it('computes the message id as calculateMessageID: keccak of abi.encode(messenger, source, destination, nonce)', () => {
    const expected = keccak256(
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'bytes32' }, { type: 'bytes32' }, { type: 'uint256' }],
        [messenger, src, dst, 3n],
      ),
    );
    expect(icmMessageId(messenger, src, dst, 3n)).toBe(expected);
    expect(icmMessageId(messenger, hex.decode('11'.repeat(32)), dst, 3n)).toBe(expected);
    expect(icmMessageId(messenger, src, dst, 4n)).not.toBe(expected);
    expect(() => icmMessageId('0x12', src, dst, 1n)).toThrow(CodecError);
  });

  it('reads the ICM message out of a warp message carrying it in an AddressedCall', () => {
    const body = hex.decode(encodeIcmMessage(icm).slice(2));
    // abi.encode of a dynamic struct: an offset word (0x20) then the nonce.
    expect(hex.encode(body.subarray(0, 64))).toBe('00'.repeat(31) + '20' + '00'.repeat(31) + '03');
    const payload = encodeWarpPayload({
      type: 'addressedCall',
      sourceAddress: hex.decode(messenger.slice(2).toLowerCase()),
      payload: body,
    });
    const unsigned = encodeUnsignedWarpMessage({
      networkID: 1337,
      sourceChainID: hex.decode('11'.repeat(32)),
      payload,
    });
    const read = decodeIcmWarpMessage(unsigned);
    expect(read.messenger).toBe(messenger.toLowerCase());
    expect(read.icm.messageNonce).toBe(3n);
    expect(read.icm.requiredGasLimit).toBe(100_000n);
    expect(read.icm.receipts[0]?.receivedMessageNonce).toBe(1n);
    expect(read.icm.message).toBe('0xdeadbeef');
    expect(read.icm.allowedRelayerAddresses).toEqual(['0x1111111111111111111111111111111111111111']);
  });

  it('refuses bytes that are not an ICM message with CodecError', () => {
    expect(() => decodeIcmMessage(Uint8Array.of(1, 2, 3))).toThrow(CodecError);
    const hashPayload = encodeWarpPayload({ type: 'hash', hash: new Uint8Array(32) });
    const unsigned = encodeUnsignedWarpMessage({
      networkID: 1,
      sourceChainID: new Uint8Array(32),
      payload: hashPayload,
    });
    expect(() => decodeIcmWarpMessage(unsigned)).toThrow(/AddressedCall/);
  });
});
