// A tx's token transfers, summed up at the top of its page: each in the token's decimals and symbol
// (lib/evm's amountText), with the token and the parties linked.
import Link from 'next/link';
import { Card } from '@/components/ui/card';
import { IdText } from '@/components/ui/id-text';
import { urls } from '@/lib/explorer/urls';
import type { TokenTransfer } from '@/lib/evm/types';
import { STANDARD_NAMES } from './evm-standard';

function tokenLabel(t: TokenTransfer): string | null {
  const { name, symbol } = t.meta ?? {};
  return name || symbol ? [name, symbol && `(${symbol})`].filter(Boolean).join(' ') : null;
}

export function EvmTokenTransfers({ chainKey, transfers }: { chainKey: string; transfers: readonly TokenTransfer[] }) {
  if (transfers.length === 0) return null;
  return (
    <Card title={`Tokens transferred (${transfers.length})`}>
      <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="tx-token-transfers">
        {transfers.map((t, i) => {
          const label = tokenLabel(t);
          return (
            <li
              key={`${t.logIndex}:${t.batchIndex ?? 0}:${i}`}
              className="flex flex-wrap items-center gap-x-2 gap-y-1 py-2"
              data-testid="tx-token-transfer"
              data-standard={t.standard}
            >
              <span className="text-slate-500 dark:text-slate-400">From</span>
              <IdText id={t.from} href={urls.evm.address(chainKey, t.from)} />
              <span className="text-slate-500 dark:text-slate-400">to</span>
              <IdText id={t.to} href={urls.evm.address(chainKey, t.to)} />
              <span className="font-mono font-medium tabular-nums" data-testid="tx-token-amount">
                {t.amountText}
              </span>
              <Link
                href={urls.evm.token(chainKey, t.token)}
                className="text-brand-600 hover:underline dark:text-brand-500"
                data-testid="tx-token-link"
              >
                {label ?? t.token}
              </Link>
              <span className="text-xs text-slate-500 dark:text-slate-400">{STANDARD_NAMES[t.standard]}</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
