// Avalanche Warp messages (vms/platformvm/warp): the unsigned message every validator signs, and the
// signed message a relayer hands to the destination. Linear codec, version 0, big-endian.
import { sha256 } from '@noble/hashes/sha2.js';
import { BLS_SIGNATURE_LEN } from '../bls';
import { CodecError } from '../errors';
import { ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';

const WARP_CODEC_VERSION = 0;
/** warp.codec's MaxMessageSize (256 KiB): larger input is refused before it is read. */
export const WARP_MAX_MESSAGE_SIZE = 256 * 1024;
/** The only Signature type the warp codec registers. */
const BIT_SET_SIGNATURE_TYPE = 0;

export interface UnsignedWarpMessage {
  networkID: number;
  /** 32 bytes: the blockchain that sent it. */
  sourceChainID: Uint8Array;
  /** The VM's own payload; the EVM's is a payload.AddressedCall. */
  payload: Uint8Array;
}

export interface BitSetSignature {
  /** Big-endian bit set over the canonical validator set: bit i set means validator i signed. */
  signers: Uint8Array;
  /** 96-byte aggregate BLS signature (G2, compressed) over the unsigned message bytes. */
  signature: Uint8Array;
}

export interface SignedWarpMessage {
  unsigned: UnsignedWarpMessage;
  signature: BitSetSignature;
}

/** A reader past the codec version of a message no larger than the maximum. */
function versionedReader(b: Uint8Array): CodecReader {
  if (!(b instanceof Uint8Array)) throw new CodecError('warp: expected bytes');
  if (b.length > WARP_MAX_MESSAGE_SIZE) {
    throw new CodecError(`warp: message of ${b.length} bytes exceeds the ${WARP_MAX_MESSAGE_SIZE}-byte maximum`);
  }
  const r = new CodecReader(b);
  const v = r.u16();
  if (v !== WARP_CODEC_VERSION) throw new CodecError(`warp: unknown codec version ${v}`);
  return r;
}

function versionedWriter(size: number): CodecWriter {
  return new CodecWriter(size).u16(WARP_CODEC_VERSION);
}

function readUnsignedBody(r: CodecReader): UnsignedWarpMessage {
  return { networkID: r.u32(), sourceChainID: r.fixed(ID_LEN), payload: r.bytes(WARP_MAX_MESSAGE_SIZE) };
}

function writeUnsignedBody(w: CodecWriter, m: UnsignedWarpMessage): void {
  w.u32(m.networkID).fixed(m.sourceChainID, ID_LEN).bytes(m.payload);
}

export function encodeUnsignedWarpMessage(m: UnsignedWarpMessage): Uint8Array {
  const w = versionedWriter(42 + m.payload.length);
  writeUnsignedBody(w, m);
  return w.finish();
}

export function decodeUnsignedWarpMessage(bytes: Uint8Array): UnsignedWarpMessage {
  const r = versionedReader(bytes);
  const m = readUnsignedBody(r);
  r.done();
  return m;
}

/** A warp message's id: sha256 of its unsigned bytes (UnsignedMessage.ID()). */
export function warpMessageId(unsigned: UnsignedWarpMessage | Uint8Array): Uint8Array {
  return sha256(unsigned instanceof Uint8Array ? unsigned : encodeUnsignedWarpMessage(unsigned));
}

export function encodeSignedWarpMessage(m: SignedWarpMessage): Uint8Array {
  const w = versionedWriter(146 + m.unsigned.payload.length + m.signature.signers.length);
  writeUnsignedBody(w, m.unsigned);
  w.u32(BIT_SET_SIGNATURE_TYPE).bytes(m.signature.signers).fixed(m.signature.signature, BLS_SIGNATURE_LEN);
  return w.finish();
}

export function decodeSignedWarpMessage(bytes: Uint8Array): SignedWarpMessage {
  const r = versionedReader(bytes);
  const unsigned = readUnsignedBody(r);
  const type = r.u32();
  if (type !== BIT_SET_SIGNATURE_TYPE) throw new CodecError(`warp: unknown signature type ${type}`);
  const signers = r.bytes(WARP_MAX_MESSAGE_SIZE);
  const signature = r.fixed(BLS_SIGNATURE_LEN);
  r.done();
  return { unsigned, signature: { signers, signature } };
}
