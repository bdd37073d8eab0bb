// The payloads an EVM chain puts in a warp message (vms/platformvm/warp/payload): a Hash (a block
// hash the chain attests to) or an AddressedCall (a contract's message, tagged with its address).
import { CodecError } from '../errors';
import { ID_LEN } from '../ids';
import { CodecReader } from '../reader';
import { CodecWriter } from '../writer';

const PAYLOAD_CODEC_VERSION = 0;
/** payload.MaxMessageSize (24 KiB). */
export const WARP_PAYLOAD_MAX_SIZE = 24 * 1024;
// Type ids in the order payload.codec registers them.
const HASH_TYPE = 0;
const ADDRESSED_CALL_TYPE = 1;

export type WarpPayload =
  { type: 'hash'; hash: Uint8Array } | { type: 'addressedCall'; sourceAddress: Uint8Array; payload: Uint8Array };

export function encodeWarpPayload(p: WarpPayload): Uint8Array {
  const w = new CodecWriter();
  w.u16(PAYLOAD_CODEC_VERSION);
  if (p.type === 'hash') w.u32(HASH_TYPE).fixed(p.hash, ID_LEN);
  else w.u32(ADDRESSED_CALL_TYPE).bytes(p.sourceAddress).bytes(p.payload);
  return w.finish();
}

export function decodeWarpPayload(bytes: Uint8Array): WarpPayload {
  if (!(bytes instanceof Uint8Array)) throw new CodecError('warp payload: expected bytes');
  if (bytes.length > WARP_PAYLOAD_MAX_SIZE) {
    throw new CodecError(`warp payload of ${bytes.length} bytes exceeds the ${WARP_PAYLOAD_MAX_SIZE}-byte maximum`);
  }
  const r = new CodecReader(bytes);
  const v = r.u16();
  if (v !== PAYLOAD_CODEC_VERSION) throw new CodecError(`warp payload: unknown codec version ${v}`);
  const type = r.u32();
  let out: WarpPayload;
  if (type === HASH_TYPE) out = { type: 'hash', hash: r.fixed(ID_LEN) };
  else if (type === ADDRESSED_CALL_TYPE) out = { type: 'addressedCall', sourceAddress: r.bytes(), payload: r.bytes() };
  else throw new CodecError(`warp payload: unknown type ${type}`);
  r.done();
  return out;
}

/** The AddressedCall in `bytes`, or a CodecError naming what it is instead. */
export function decodeAddressedCall(bytes: Uint8Array): { sourceAddress: Uint8Array; payload: Uint8Array } {
  const p = decodeWarpPayload(bytes);
  if (p.type !== 'addressedCall') throw new CodecError('warp payload: expected an AddressedCall, got a Hash');
  return { sourceAddress: p.sourceAddress, payload: p.payload };
}
