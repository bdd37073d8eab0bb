// The devnet's second L1 (--icm-stuck): three validators of equal weight, two of them converted with
// a zero balance, so inactive from the start. Only a third of its weight can sign a warp message, so
// a message its validators must sign stays below the 67% quorum: the devnet's stuck ICM message.
import { sha256 } from '@noble/hashes/sha2.js';
import { AVAX, EWOQ_PRIVATE_KEY } from '@/devnet/genesis/constants';
import { idFromString } from '@/lib/codec/ids';
import type { PChainEngine } from '@/devnet/pchain/chain';
import { blsSigner, ewoqTx, simulatedStaker, SUBNET_EVM_VM_ID_STR } from '@/devnet/pchain/genesis';
import { keyOf, ownerOf } from '@/devnet/pchain/wallet';

export const STUCK_L1_NAME = 'snowlinel1stuck';
export const STUCK_L1_EVM_CHAIN_ID = 99003;
/** Simulated L1 staker indices of its validators (0–2 are the first L1's). */
export const STUCK_L1_STAKERS = [3, 4, 5] as const;

const enc = new TextEncoder();

/** Creates the subnet, its subnet-evm chain and converts it to an L1 (fresh state only). */
export function buildStuckL1(engine: PChainEngine, seed: string): void {
  const ewoq = keyOf(EWOQ_PRIVATE_KEY);
  const owner = ownerOf(ewoq.addr);
  const time = engine.chainTime;
  const subnet = ewoqTx(engine, ewoq, (base) => ({ kind: 'CreateSubnetTx', base, owner }), [], time);
  const chain = ewoqTx(
    engine,
    ewoq,
    (base) => ({
      kind: 'CreateChainTx',
      base,
      subnetID: subnet.id,
      chainName: STUCK_L1_NAME,
      vmID: idFromString(SUBNET_EVM_VM_ID_STR),
      fxIDs: [],
      genesisData: enc.encode(`{"config":{"chainId":${STUCK_L1_EVM_CHAIN_ID}}}`),
      subnetAuth: { sigIndices: [0] },
    }),
    [[ewoq.priv]],
    time,
  );
  ewoqTx(
    engine,
    ewoq,
    (base) => ({
      kind: 'ConvertSubnetToL1Tx',
      base,
      subnetID: subnet.id,
      chainID: chain.id,
      address: sha256(enc.encode('validator-manager-stuck')).slice(0, 20),
      validators: STUCK_L1_STAKERS.map((n, i) => {
        const sim = simulatedStaker(seed, 'l1', n);
        return {
          nodeID: sim.nodeID,
          weight: 1000n,
          balance: i === 0 ? AVAX : 0n,
          signer: blsSigner(sim.blsSeed),
          remainingBalanceOwner: { threshold: 1, addrs: [ewoq.addr] },
          deactivationOwner: { threshold: 1, addrs: [ewoq.addr] },
        };
      }),
      subnetAuth: { sigIndices: [0] },
    }),
    [[ewoq.priv]],
    time,
  );
}
