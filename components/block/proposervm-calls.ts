// The node calls ProposerVmStatus makes, for the server to seed into the page (components/shell/node-seed.tsx).
import type { SeedCall } from '@/components/shell/node-seed';

export const proposerVmCalls = (chain: 'X' | 'P' | 'C'): SeedCall[] => [
  { method: 'proposervm.getProposedHeight', params: {}, target: { chain } },
  { method: 'proposervm.getCurrentEpoch', params: {}, target: { chain } },
];
