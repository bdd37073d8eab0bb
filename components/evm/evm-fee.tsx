import { DetailRow } from '@/components/ui/card';
import type { EvmChain } from '@/lib/explorer/evm-chains';
import { formatCount } from '@/lib/format/amount';
import type { FeeBreakdown } from '@/lib/evm/types';
import { CoinRow } from './coin-row';
import { coinAmount, gasPrice } from './evm-amount';

/** A mined tx's fee: burned base fee and priority tip, the price paid, gas used against the limit. */
export function EvmFeeRows({ chain, fee }: { chain: EvmChain; fee: FeeBreakdown }) {
  return (
    <>
      <CoinRow label="Fee" testId="tx-fee" chain={chain} wei={fee.total} />
      {fee.baseFeePerGas !== null && (
        <DetailRow label="Base fee burned" testId="tx-fee-burned">
          <span className="font-mono">{coinAmount(chain, fee.burned)}</span>{' '}
          <span className="text-slate-500 dark:text-slate-400">({gasPrice(chain, fee.baseFeePerGas)} per gas)</span>
        </DetailRow>
      )}
      <CoinRow label="Priority tip" testId="tx-fee-tip" chain={chain} wei={fee.tip} />
      <DetailRow label="Effective gas price" testId="tx-gas-price">
        <span className="font-mono">{gasPrice(chain, fee.effectiveGasPrice)}</span>
        {fee.maxFeePerGas !== null && (
          <span className="text-slate-500 dark:text-slate-400">
            {' '}
            (max {gasPrice(chain, fee.maxFeePerGas)}
            {fee.maxPriorityFeePerGas !== null && `, max tip ${gasPrice(chain, fee.maxPriorityFeePerGas)}`})
          </span>
        )}
      </DetailRow>
      <DetailRow label="Gas used" testId="tx-gas-used">
        {formatCount(fee.gasUsed)} of {formatCount(fee.gasLimit)} ({(fee.gasUsedRatio * 100).toFixed(1)}%)
      </DetailRow>
      <DetailRow label="Type" testId="tx-type">
        {fee.typeName} (type {fee.typeNumber})
      </DetailRow>
    </>
  );
}
