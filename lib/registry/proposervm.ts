// ProposerVM API, /ext/bc/<chain>/proposervm (every Snowman chain: X, P, C, L1s), from Granite
// (AvalancheGo vms/proposervm/service.go): the P-chain height a new block would use, and the
// current epoch (ACP-181).
import { z } from 'zod';
import { defineService } from './define';
import { noParams, u64 } from '@/lib/schemas/common';

export const proposervm = defineService('proposervm', 'proposervm.', {
  getProposedHeight: {
    cache: 'live',
    params: noParams,
    result: z.object({ height: u64 }),
    summary: "P-chain height this chain's next block would reference (Granite).",
  },
  getCurrentEpoch: {
    cache: 'live',
    params: noParams,
    // startTime in Unix seconds; pChainHeight is the epoch's P-chain view.
    result: z.object({ number: u64, startTime: u64, pChainHeight: u64 }),
    summary: "This chain's current epoch (ACP-181): number, start time and P-chain height.",
  },
});
