'use client';
// ERC-20 / ERC-721 transfers and balances from the history: an address's tokens tab, or one token's
// holders and transfers (its page). Values are scaled by the token's decimals, read once from it.
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { formatAmount } from '@/lib/format/amount';
import { splitTokenKey } from '@/lib/store/history/records';
import { chainLabel } from './chain-label';
import { FollowOff } from './follow-off';
import { useTokens, type TokenInfo } from './history-api';
import { IndexedNote } from './indexed-note';

function tokenValue(value: string, info: TokenInfo | undefined): string {
  if (info?.kind === 'erc721') return `#${value}`;
  const text = formatAmount(BigInt(value), info?.decimals ?? 0);
  return info?.symbol ? `${text} ${info.symbol}` : text;
}

/** The chain a token key names: C, or an L1 chain id. */
const chainOf = (token: string) => splitTokenKey(token)?.chain ?? 'C';

const tokenName = (token: string, info: TokenInfo | undefined) =>
  info?.symbol || info?.name ? `${info.name ?? ''}${info.symbol ? ` (${info.symbol})` : ''}`.trim() : token;

/** Transfers and balances of one address (a C account), or of one token (`token`). */
export function TokenActivity({ address, token }: { address?: string; token?: string }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const before = params.get('transfers_before') ?? undefined;
  const q = useTokens({ address, token, before });
  const data = q.data;
  if (q.isLoading) return <Skeleton className="h-24 w-full" />;
  if (!data && q.error)
    return <ErrorState title="Token history did not load." detail={q.error.message} onRetry={() => void q.refetch()} />;
  if (!data) return null;
  if (!data.following) return <FollowOff />;
  const info = (t: string) => data.tokens[t];
  const older = data.next
    ? `${pathname}?${new URLSearchParams({ ...Object.fromEntries(params), transfers_before: data.next })}`
    : null;
  const held = token ? data.holders : data.balances;
  return (
    <div className="space-y-4" data-testid={token ? 'token-activity' : 'address-tokens'}>
      <IndexedNote chains={data.chains} only={['C']} />
      {token && info(token) && (
        <p className="text-sm" data-testid="token-summary">
          {tokenName(token, info(token))} · {chainLabel(chainOf(token))} · {info(token)!.kind.toUpperCase()} ·{' '}
          {info(token)!.holders} holders · {info(token)!.transfers} transfers
        </p>
      )}
      <div>
        <h3 className="mb-1 text-sm font-medium">{token ? 'Holders' : 'Token balances'}</h3>
        {held.length === 0 ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">None.</p>
        ) : (
          <table className="w-full text-left text-sm" data-testid={token ? 'token-holders' : 'token-balances'}>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {held.map((b) => (
                <tr key={`${b.token}:${b.holder}`} data-testid="token-balance-row" data-amount={b.amount}>
                  <td className="px-2 py-1">
                    {token ? (
                      <IdText id={b.holder} href={urls.address(b.holder)} />
                    ) : (
                      <Link href={urls.token(b.token)} className="hover:underline">
                        {tokenName(b.token, info(b.token))}
                      </Link>
                    )}
                  </td>
                  <td className="px-2 py-1" data-testid="token-balance-chain">
                    {chainLabel(chainOf(b.token))}
                  </td>
                  <td className="px-2 py-1 text-right font-mono tabular-nums">{tokenValue(b.amount, info(b.token))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div>
        <h3 className="mb-1 text-sm font-medium">Transfers</h3>
        {data.transfers.length === 0 ? (
          <EmptyState title="No token transfers indexed." />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full min-w-[40rem] text-left text-sm" data-testid="token-transfers">
              <thead className="border-b border-slate-200 text-xs uppercase text-slate-500 dark:border-slate-800">
                <tr>
                  <th className="px-2 py-2">Tx</th>
                  <th className="px-2 py-2">Time</th>
                  <th className="px-2 py-2">Chain</th>
                  {!token && <th className="px-2 py-2">Token</th>}
                  <th className="px-2 py-2">From</th>
                  <th className="px-2 py-2">To</th>
                  <th className="px-2 py-2 text-right">Value</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                {data.transfers.map((t) => (
                  <tr key={`${t.txHash}:${t.logIndex}`} data-testid="token-transfer-row" data-tx={t.txHash}>
                    <td className="px-2 py-1">
                      <IdText id={t.txHash} href={chainOf(t.token) === 'C' ? urls.tx('C', t.txHash) : undefined} />
                    </td>
                    <td className="px-2 py-1">
                      <TimeAgo ms={t.timeMs} />
                    </td>
                    <td className="px-2 py-1" data-testid="token-transfer-chain">
                      {chainLabel(chainOf(t.token))}
                    </td>
                    {!token && (
                      <td className="px-2 py-1">
                        <Link href={urls.token(t.token)} className="hover:underline">
                          {tokenName(t.token, info(t.token))}
                        </Link>
                      </td>
                    )}
                    <td className="px-2 py-1">
                      <IdText id={t.from} href={urls.address(t.from)} />
                    </td>
                    <td className="px-2 py-1">
                      <IdText id={t.to} href={urls.address(t.to)} />
                    </td>
                    <td className="px-2 py-1 text-right font-mono tabular-nums">
                      {tokenValue(t.value, info(t.token))}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className="mt-2 flex gap-2 text-sm">
          {before && (
            <Link href={pathname} className="hover:underline">
              ← Newest
            </Link>
          )}
          {older && (
            <Link href={older} className="ml-auto hover:underline" data-testid="transfers-older">
              Older →
            </Link>
          )}
        </div>
      </div>
    </div>
  );
}
