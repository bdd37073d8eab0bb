// Who signs a chain's warp messages on the devnet, as AvalancheGo picks them: the source subnet's
// validators, except that a Primary Network message bound for an L1 whose warp config does not require
// Primary Network signers (the devnet's L1s) is signed by that L1's own validators (subnet-evm's
// warp/validators State). L1 validators weigh in the total; the inactive ones cannot sign.
import { blsPublicKey, blsSecretKeyFromSeed } from '@/lib/codec/bls';
import { bytesEqual, nodeIdToString } from '@/lib/codec/ids';
import type { WarpValidatorInput } from '@/lib/codec/warp';
import { C_CHAIN_ID } from '@/devnet/genesis/constants';
import { simulatedStaker } from '@/devnet/pchain/genesis';
import type { PChainHandle } from '@/devnet/pchain/index';

/** Simulated L1 stakers whose BLS keys the devnet holds (the first L1's and the stuck L1's). */
const KNOWN_L1_STAKERS = 6;

export interface WarpSigners {
  subnetID: Uint8Array;
  validators: WarpValidatorInput[];
  /** Hex of a public key → its secret key, for the validators the devnet signs for. */
  secretKeys: Map<string, Uint8Array>;
}

export function createWarpSigners(pchain: PChainHandle, seed: string) {
  const secretKeys = new Map<string, Uint8Array>();
  for (let i = 0; i < KNOWN_L1_STAKERS; i++) {
    const sk = blsSecretKeyFromSeed(simulatedStaker(seed, 'l1', i).blsSeed);
    secretKeys.set(Buffer.from(blsPublicKey(sk)).toString('hex'), sk);
  }
  const subnetOf = (blockchainID: Uint8Array): Uint8Array | undefined =>
    pchain.subnetEvmChains().find((c) => bytesEqual(c.blockchainID, blockchainID))?.subnetID;

  /** The set that must sign a message from `source` to `destination`, or undefined when neither is an L1. */
  return (source: Uint8Array, destination: Uint8Array): WarpSigners | undefined => {
    const subnetID = bytesEqual(source, C_CHAIN_ID) ? subnetOf(destination) : subnetOf(source);
    if (!subnetID) return undefined;
    const rows = pchain.state.l1Validators(subnetID);
    if (rows.length === 0) return undefined;
    const accrued = pchain.state.accruedFees;
    const validators = rows.map((v) => ({
      nodeID: nodeIdToString(v.nodeID),
      weight: v.weight,
      publicKey: v.endAccumulatedFee > accrued ? v.blsPublicKey : null,
    }));
    return { subnetID, validators, secretKeys };
  };
}

export type WarpSignersOf = ReturnType<typeof createWarpSigners>;
