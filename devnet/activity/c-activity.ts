// C-chain activity: AVAX transfers between the activity's accounts, the devnet contracts' script and
// their everyday use (devnet/activity/evm-activity.ts), on the C-Chain.
import type { ActivitySource } from '../core/contracts';
import type { EvmChain } from '../evm/chain';
import { createEvmActivity } from './evm-activity';

export interface CActivityOptions {
  seed?: string;
  /** Number of activity accounts. */
  accounts?: number;
}

export function createCActivity(evm: EvmChain, opts: CActivityOptions = {}): ActivitySource[] {
  return createEvmActivity(() => evm, { ...opts, prefix: 'c' });
}
