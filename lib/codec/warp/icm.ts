// The ICM (Teleporter) message an EVM chain's messenger sends through warp: an AddressedCall whose
// source address is the messenger and whose payload is abi.encode(TeleporterMessage).
import { keccak_256 } from '@noble/hashes/sha3.js';
import { decodeAbiParameters, encodeAbiParameters, type Hex } from 'viem';
import { teleporterMessageParams } from '@/lib/codec/abis/icm-messenger';
import { CodecError } from '../errors';
import { decodeUnsignedWarpMessage, type UnsignedWarpMessage } from './message';
import { decodeAddressedCall } from './payload';

interface IcmReceipt {
  receivedMessageNonce: bigint;
  relayerRewardAddress: Hex;
}

export interface IcmMessage {
  messageNonce: bigint;
  originSenderAddress: Hex;
  destinationBlockchainID: Hex;
  destinationAddress: Hex;
  requiredGasLimit: bigint;
  allowedRelayerAddresses: readonly Hex[];
  receipts: readonly IcmReceipt[];
  message: Hex;
}

const toHex = (b: Uint8Array): Hex => `0x${Buffer.from(b).toString('hex')}`;

/** abi.decode(bytes, (TeleporterMessage)); CodecError when the bytes are not one. */
export function decodeIcmMessage(bytes: Uint8Array | Hex): IcmMessage {
  try {
    const [m] = decodeAbiParameters(teleporterMessageParams, typeof bytes === 'string' ? bytes : toHex(bytes));
    return m;
  } catch (e) {
    throw new CodecError(`not an ICM message: ${(e as Error).message.split('\n')[0]}`);
  }
}

export function encodeIcmMessage(m: IcmMessage): Hex {
  return encodeAbiParameters(teleporterMessageParams, [m]);
}

export interface IcmWarpMessage {
  warp: UnsignedWarpMessage;
  /** The messenger contract that sent it (the AddressedCall's source address). */
  messenger: Hex;
  icm: IcmMessage;
}

/** An unsigned warp message read down to its ICM message; CodecError when any layer does not read. */
export function decodeIcmWarpMessage(unsignedBytes: Uint8Array): IcmWarpMessage {
  const warp = decodeUnsignedWarpMessage(unsignedBytes);
  const call = decodeAddressedCall(warp.payload);
  if (call.sourceAddress.length !== 20) throw new CodecError('ICM: the source address is not an EVM address');
  return { warp, messenger: toHex(call.sourceAddress), icm: decodeIcmMessage(call.payload) };
}

function word(b: Uint8Array | Hex, what: string): Uint8Array {
  const bytes = typeof b === 'string' ? Uint8Array.from(Buffer.from(b.replace(/^0x/, ''), 'hex')) : b;
  if (bytes.length !== 32) throw new CodecError(`${what}: expected 32 bytes`);
  return bytes;
}

/**
 * TeleporterMessenger.calculateMessageID: keccak256(abi.encode(messenger, source, destination, nonce)).
 * Each of the four is one 32-byte word, so the encoding is their concatenation.
 */
export function icmMessageId(
  messenger: Hex,
  sourceBlockchainID: Uint8Array | Hex,
  destinationBlockchainID: Uint8Array | Hex,
  nonce: bigint,
): Hex {
  if (!/^0x[0-9a-fA-F]{40}$/.test(messenger)) throw new CodecError('ICM: messenger must be a 20-byte address');
  if (nonce < 0n || nonce >= 1n << 256n) throw new CodecError('ICM: nonce out of range');
  const buf = new Uint8Array(128);
  buf.set(Buffer.from(messenger.slice(2), 'hex'), 12);
  buf.set(word(sourceBlockchainID, 'source blockchain id'), 32);
  buf.set(word(destinationBlockchainID, 'destination blockchain id'), 64);
  buf.set(Buffer.from(nonce.toString(16).padStart(64, '0'), 'hex'), 96);
  return toHex(keccak_256(buf));
}
