// The L1 validator messages inside RegisterL1ValidatorTx and SetL1ValidatorWeightTx (a signed warp
// message whose payload is an AddressedCall carrying the platformvm message), read only as far as the
// history needs: which validation, and for a registration which node and weight. Anything else, or
// bytes that do not read as such, gives null: the tx is still indexed, without its node.
import { CodecReader } from '@/lib/codec';
import { sha256 } from './chain-context';

// vms/platformvm/warp/message codec type ids.
const REGISTER_L1_VALIDATOR = 1;
const L1_VALIDATOR_WEIGHT = 3;

export type L1Message =
  | { kind: 'register'; validationID: Uint8Array; nodeID: Uint8Array; weight: bigint }
  | { kind: 'weight'; validationID: Uint8Array; weight: bigint };

/** The platformvm message an L1 tx carries, or null. */
export function readL1Message(signedMessage: Uint8Array): L1Message | null {
  try {
    const r = new CodecReader(signedMessage);
    r.u16(); // codec version
    r.u32(); // network id
    r.fixed(32); // source chain id
    const call = new CodecReader(r.bytes());
    call.u16();
    call.u32(); // AddressedCall
    call.bytes(); // source address
    const inner = call.bytes();
    const m = new CodecReader(inner);
    m.u16();
    const typeID = m.u32();
    if (typeID === REGISTER_L1_VALIDATOR) {
      m.fixed(32); // subnet id
      const nodeID = m.bytes();
      m.fixed(48); // BLS public key
      m.u64(); // expiry
      for (let owner = 0; owner < 2; owner++) {
        m.u32();
        m.array((x) => x.fixed(20));
      }
      // A registration's validation id is the hash of the message it registers.
      return { kind: 'register', validationID: sha256(inner), nodeID, weight: m.u64() };
    }
    if (typeID === L1_VALIDATOR_WEIGHT) {
      const validationID = m.fixed(32);
      m.u64(); // nonce
      return { kind: 'weight', validationID, weight: m.u64() };
    }
    return null;
  } catch {
    return null;
  }
}
