// What an EVM chain of the devnet does for ICM: carries the contracts from its first block, checks a
// delivery tx's warp predicate against the source's validators before the tx runs (and stores the
// verified message where getVerifiedWarpMessage reads it), and serves warp_getMessage/Signature.
import {
  bytesToHex,
  decodeEventLog,
  encodeAbiParameters,
  hexToBytes,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  type Hex,
  type TransactionSerialized,
} from 'viem';
import { blsSign } from '@/lib/codec/bls';
import { idFromString, idToString } from '@/lib/codec/ids';
import {
  canonicalWarpSet,
  decodeAddressedCall,
  decodeSignedWarpMessage,
  verifyBitSetSignature,
  WARP_DEFAULT_QUORUM_NUMERATOR,
  type SignedWarpMessage,
} from '@/lib/codec/warp';
import { warpMessengerAbi } from '@/lib/codec/abis/warp';
import { RpcError } from '@/devnet/evm/geth-rpc';
import { ICM_CODE, WARP_PRECOMPILE_ADDRESS } from './contracts';
import { unpackPredicate } from './predicate';
import type { WarpSignersOf } from './validators';

type Edr = (method: string, params: unknown[]) => Promise<unknown>;

export interface IcmChainHooks {
  /** Puts the contracts and the precompile's chain constants in place (before blocks are replayed). */
  install(edr: Edr): Promise<void>;
  /** Before a tx enters the pool; `replay` skips verification (the stored chain already passed it). Throws RpcError. */
  beforeTx(edr: Edr, raw: Hex, replay: boolean): Promise<void>;
  /** warp_getMessage and warp_getMessageSignature. */
  warpRpc(edr: Edr, method: string, id: string): Promise<Hex>;
}

/** Accounts the devnet funds on every ICM chain (the relayer and the activity's sender). */
const ICM_FUNDED_BALANCE = 10n ** 21n;
const SEND_TOPIC = keccak256(new TextEncoder().encode('SendWarpMessage(address,bytes32,bytes)'));

const word = (v: bigint | Uint8Array): Hex =>
  typeof v === 'bigint' ? `0x${v.toString(16).padStart(64, '0')}` : bytesToHex(v, { size: 32 });

/** Storage writes that make WarpPrecompile.getVerifiedWarpMessage(index) answer `m` for `origin`. */
function verifiedMessageStorage(origin: Hex, index: number, m: SignedWarpMessage): [Hex, Hex][] {
  const call = decodeAddressedCall(m.unsigned.payload);
  const key = keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint32' }], [origin, index]));
  const base = BigInt(keccak256(encodeAbiParameters([{ type: 'bytes32' }, { type: 'uint256' }], [key, 2n])));
  const out: [Hex, Hex][] = [
    [word(base), word(m.unsigned.sourceChainID)],
    [word(base + 1n), word(BigInt(bytesToHex(call.sourceAddress.slice(-20))))],
  ];
  const p = call.payload;
  if (p.length < 32) {
    const slot = new Uint8Array(32);
    slot.set(p);
    slot[31] = p.length * 2;
    out.push([word(base + 2n), bytesToHex(slot)]);
  } else {
    out.push([word(base + 2n), word(BigInt(p.length * 2 + 1))]);
    const data = BigInt(keccak256(hexToBytes(word(base + 2n))));
    for (let i = 0; i * 32 < p.length; i++) {
      const chunk = new Uint8Array(32);
      chunk.set(p.subarray(i * 32, i * 32 + 32));
      out.push([word(data + BigInt(i)), bytesToHex(chunk)]);
    }
  }
  return out;
}

export function createIcmChainHooks(opts: {
  blockchainID: Uint8Array;
  networkID: number;
  /** This node's BLS key: warp_getMessageSignature signs with it. */
  nodeSecretKey: () => Uint8Array;
  signersOf: WarpSignersOf;
  funded: readonly Hex[];
}): IcmChainHooks {
  const findMessage = async (edr: Edr, id: string): Promise<Uint8Array | undefined> => {
    let idBytes: Uint8Array;
    try {
      idBytes = idFromString(id);
    } catch {
      return undefined;
    }
    const logs = (await edr('eth_getLogs', [
      {
        fromBlock: '0x0',
        toBlock: 'latest',
        address: WARP_PRECOMPILE_ADDRESS,
        topics: [SEND_TOPIC, null, bytesToHex(idBytes)],
      },
    ])) as { data: Hex; topics: [Hex, ...Hex[]] }[];
    const log = logs[0];
    if (!log) return undefined;
    const ev = decodeEventLog({ abi: warpMessengerAbi, data: log.data, topics: log.topics });
    return hexToBytes(ev.args.message);
  };

  return {
    async install(edr) {
      for (const c of ICM_CODE) await edr('hardhat_setCode', [c.address, c.code]);
      await edr('hardhat_setStorageAt', [WARP_PRECOMPILE_ADDRESS, '0x0', word(opts.blockchainID)]);
      await edr('hardhat_setStorageAt', [WARP_PRECOMPILE_ADDRESS, '0x1', word(BigInt(opts.networkID))]);
      for (const a of opts.funded) await edr('hardhat_setBalance', [a, `0x${ICM_FUNDED_BALANCE.toString(16)}`]);
    },

    async beforeTx(edr, raw, replay) {
      let tx: ReturnType<typeof parseTransaction>;
      try {
        tx = parseTransaction(raw);
      } catch {
        return; // EDR gives the node's error for undecodable bytes
      }
      const entries = (tx.accessList ?? []).filter((e) => e.address.toLowerCase() === WARP_PRECOMPILE_ADDRESS);
      if (entries.length === 0) return;
      const origin = await recoverTransactionAddress({ serializedTransaction: raw as TransactionSerialized });
      for (const [index, entry] of entries.entries()) {
        const bytes = unpackPredicate(entry.storageKeys);
        let m: SignedWarpMessage;
        try {
          if (!bytes) throw new Error('not a packed predicate');
          m = decodeSignedWarpMessage(bytes);
        } catch (e) {
          throw new RpcError(-32000, `invalid warp predicate ${index}: ${(e as Error).message}`);
        }
        if (!replay) {
          if (m.unsigned.networkID !== opts.networkID) throw new RpcError(-32000, 'warp message: wrong network id');
          const signers = opts.signersOf(m.unsigned.sourceChainID, opts.blockchainID);
          if (!signers) {
            throw new RpcError(
              -32000,
              `warp message: no validator set signs for ${idToString(m.unsigned.sourceChainID)}`,
            );
          }
          const check = verifyBitSetSignature(
            encodeUnsigned(bytes, m),
            m.signature,
            canonicalWarpSet(signers.validators),
            WARP_DEFAULT_QUORUM_NUMERATOR,
          );
          if (!check.ok) throw new RpcError(-32000, `warp predicate ${index} failed verification: ${check.reason}`);
        }
        for (const [slot, value] of verifiedMessageStorage(origin, index, m)) {
          await edr('hardhat_setStorageAt', [WARP_PRECOMPILE_ADDRESS, slot, value]);
        }
      }
    },

    async warpRpc(edr, method, id) {
      const unsigned = await findMessage(edr, id);
      if (!unsigned) throw new RpcError(-32000, `failed to get message ${id} with error not found`);
      return bytesToHex(method === 'warp_getMessage' ? unsigned : blsSign(opts.nodeSecretKey(), unsigned));
    },
  };
}

/** The unsigned bytes inside a signed message: everything before the signature. */
function encodeUnsigned(signed: Uint8Array, m: SignedWarpMessage): Uint8Array {
  return signed.subarray(0, signed.length - (4 + 4 + m.signature.signers.length + 96));
}
