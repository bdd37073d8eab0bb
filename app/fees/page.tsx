import type { Metadata } from 'next';
import { FeesView } from '@/components/fees/fees-view';
import { NodeSeed, type SeedCall } from '@/components/shell/node-seed';
import { PageTitle } from '@/components/ui/page-title';

export const metadata: Metadata = { title: 'Fees' };

// What the page's first screen reads (components/fees/use-fee-queries.ts, the C-Chain picked), asked
// with the page so it arrives shown.
const FIRST_SCREEN: SeedCall[] = [
  { method: 'info.getTxFee', params: {} },
  { method: 'platform.getFeeConfig', params: {} },
  { method: 'platform.getFeeState', params: {} },
  { method: 'platform.getValidatorFeeConfig', params: {} },
  { method: 'platform.getValidatorFeeState', params: {} },
  { method: 'platform.getBlockchains', params: {} },
  { method: 'eth_feeHistory', params: [20, 'latest', []], target: { chain: 'C' } },
  { method: 'eth_feeConfig', params: [], target: { chain: 'C' } },
  { method: 'eth_getChainConfig', params: [], target: { chain: 'C' } },
  { method: 'eth_getActiveRulesAt', params: [], target: { chain: 'C' } },
];

export default function FeesPage() {
  return (
    <div className="space-y-4">
      <PageTitle title="Fees">Fee schedules and current fee levels, straight from the node.</PageTitle>
      <NodeSeed calls={FIRST_SCREEN}>
        <FeesView />
      </NodeSeed>
    </div>
  );
}
