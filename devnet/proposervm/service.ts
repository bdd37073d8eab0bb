// proposervm.* handlers (/ext/bc/<chain>/proposervm), vms/proposervm/service.go. The devnet has no
// proposervm wrapper, so every chain reports the same P-chain view: the proposed height is the
// P-chain's last accepted height, and epochs (ACP-181) last graniteEpochDuration from the P-chain's
// first block, each starting with the P-chain height accepted by its start.
import { registry } from '@/lib/registry';
import { NodeError } from '../core/contracts';
import type { PChainHandle } from '../pchain';
import { implement, type ServiceImplementation } from '../server/implement';

/** info.upgrades' graniteEpochDuration on a local network (upgrade.Default): 30 s. */
const EPOCH_SEC = 30n;

/** The height of the last P-chain block accepted at or before `timeSec` (blocks' times never decrease). */
function heightAt(pchain: PChainHandle, timeSec: bigint): bigint {
  let lo = 0n;
  let hi = pchain.height();
  while (lo < hi) {
    const mid = (lo + hi + 1n) / 2n;
    const b = pchain.state.blockByHeight(mid);
    if (b && b.time <= timeSec) lo = mid;
    else hi = mid - 1n;
  }
  return lo;
}

export function createProposerVmService(pchain: PChainHandle): ServiceImplementation {
  return implement(registry.proposervm, {
    getProposedHeight: () => ({ height: pchain.height().toString() }),
    getCurrentEpoch: () => {
      const first = pchain.state.blockByHeight(0n);
      if (!first) throw new NodeError("couldn't get current epoch: no accepted block");
      const now = pchain.chainTime();
      const elapsed = now > first.time ? now - first.time : 0n;
      const index = elapsed / EPOCH_SEC;
      const startTime = first.time + index * EPOCH_SEC;
      return {
        number: (index + 1n).toString(),
        startTime: startTime.toString(),
        pChainHeight: heightAt(pchain, startTime).toString(),
      };
    },
  });
}
