// The devnet's second L1 (--icm-stuck): three validators of equal weight, two of them converted with
// a zero balance, so inactive from the start. Only a third of its weight can sign a warp message, so
// a message its validators must sign stays below the 67% quorum: the devnet's stuck ICM message.
import { AVAX, EWOQ_PRIVATE_KEY } from '@/devnet/genesis/constants';
import type { PChainEngine } from '@/devnet/pchain/chain';
import { convertToL1, createSubnetWithChain } from '@/devnet/pchain/genesis';
import { keyOf } from '@/devnet/pchain/wallet';

const STUCK_L1_NAME = 'snowlinel1stuck';
export const STUCK_L1_EVM_CHAIN_ID = 99003;
/** Simulated L1 staker indices of its validators (0–2 are the first L1's). */
const STUCK_L1_STAKERS = [3, 4, 5] as const;

/** Creates the subnet, its subnet-evm chain and converts it to an L1 (fresh state only). */
export function buildStuckL1(engine: PChainEngine, seed: string): void {
  const ewoq = keyOf(EWOQ_PRIVATE_KEY);
  const time = engine.chainTime;
  const { subnet, chain } = createSubnetWithChain(engine, ewoq, STUCK_L1_NAME, STUCK_L1_EVM_CHAIN_ID, time);
  convertToL1(
    engine,
    ewoq,
    seed,
    {
      subnetID: subnet.id,
      chainID: chain.id,
      manager: 'validator-manager-stuck',
      validators: STUCK_L1_STAKERS.map((staker, i) => ({ staker, weight: 1000n, balance: i === 0 ? AVAX : 0n })),
    },
    time,
  );
}
