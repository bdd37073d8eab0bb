// A detail row of an amount in the chain's own coin: a balance, a value sent, a fee.
import { DetailRow } from '@/components/ui/card';
import type { EvmChain } from '@/lib/explorer/evm-chains';
import { coinAmount } from './evm-amount';

export function CoinRow({
  label,
  testId,
  chain,
  wei,
}: {
  label: string;
  testId: string;
  chain: Pick<EvmChain, 'coin'>;
  wei: bigint;
}) {
  return (
    <DetailRow label={label} testId={testId}>
      <span className="font-mono">{coinAmount(chain, wei)}</span>
    </DetailRow>
  );
}
