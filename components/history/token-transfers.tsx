'use client';
// ERC-20 / ERC-721 transfers and balances from the history: an address's tokens tab, or one token's
// holders and transfers (its page). Values are scaled by the token's decimals, read once from it.
import Link from 'next/link';
import { DataTable, type Column } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { EmptyState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { formatAmount } from '@/lib/format/amount';
import { splitTokenKey } from '@/lib/store/history/chain-keys';
import { chainLabel } from './chain-label';
import { tokensCsvUrl, useTokens, type TokenInfo, type TokensReply } from './use-history';
import { HistoryGate } from './history-gate';
import { HistorySection } from './history-section';
import { IndexedNote } from './indexed-note';
import { useCursor } from './cursor';

function tokenValue(value: string, info: TokenInfo | undefined): string {
  if (info?.kind === 'erc721') return `#${value}`;
  const text = formatAmount(BigInt(value), info?.decimals ?? 0);
  return info?.symbol ? `${text} ${info.symbol}` : text;
}

/** The chain a token key names: C, or an L1 chain id. */
const chainOf = (token: string) => splitTokenKey(token)?.chain ?? 'C';

const tokenName = (token: string, info: TokenInfo | undefined) =>
  info?.symbol || info?.name ? `${info.name ?? ''}${info.symbol ? ` (${info.symbol})` : ''}`.trim() : token;

type Transfer = TokensReply['transfers'][number];
type Held = TokensReply['holders'][number];

/** Transfers and balances of one address (a C account), or of one token (`token`). */
export function TokenActivity({ address, token }: { address?: string; token?: string }) {
  const cursor = useCursor('transfers_before');
  const holders = useCursor('holders_after');
  // An address's token balances page by ?balances_after (the last token shown), a token's holders by ?holders_after.
  const balances = useCursor('balances_after');
  return (
    <HistoryGate
      query={useTokens({
        address,
        token,
        before: cursor.before,
        holders_after: token ? holders.before : undefined,
        balances_after: token ? undefined : balances.before,
      })}
      errorTitle="Token history did not load."
    >
      {(data) => (
        <TokenActivityOf
          address={address}
          token={token}
          data={data}
          cursor={cursor}
          heldCursor={token ? holders : balances}
        />
      )}
    </HistoryGate>
  );
}

function TokenActivityOf({
  address,
  token,
  data,
  cursor,
  heldCursor,
}: {
  address?: string;
  token?: string;
  data: TokensReply;
  cursor: ReturnType<typeof useCursor>;
  /** The cursor of the held list: the token's holders, or the address's token balances. */
  heldCursor: ReturnType<typeof useCursor>;
}) {
  const info = (t: string) => data.tokens[t];
  // A token that names itself shows its name; one that does not (the devnet's) its address, shortened.
  const tokenLink = (t: string) =>
    info(t)?.name || info(t)?.symbol ? (
      <Link href={urls.token(t)} className="hover:underline">
        {tokenName(t, info(t))}
      </Link>
    ) : (
      <IdText id={splitTokenKey(t)?.address ?? t} href={urls.token(t)} />
    );
  const held = token ? data.holders : data.balances;
  const heldColumns: Column<Held>[] = [
    { cell: (b) => (token ? <IdText id={b.holder} href={urls.address(b.holder)} /> : tokenLink(b.token)) },
    { testId: 'token-balance-chain', className: 'whitespace-nowrap', cell: (b) => chainLabel(chainOf(b.token)) },
    { right: true, className: 'font-mono tabular-nums', cell: (b) => tokenValue(b.amount, info(b.token)) },
  ];
  const transferColumns: (Column<Transfer> | false)[] = [
    {
      head: 'Tx',
      cell: (t) => <IdText id={t.txHash} href={urls.evm.tx(chainOf(t.token), t.txHash)} />,
    },
    { head: 'Time', cell: (t) => <TimeAgo ms={t.timeMs} /> },
    {
      head: 'Chain',
      testId: 'token-transfer-chain',
      className: 'whitespace-nowrap',
      cell: (t) => chainLabel(chainOf(t.token)),
    },
    !token && { head: 'Token', cell: (t) => tokenLink(t.token) },
    { head: 'From', cell: (t) => <IdText id={t.from} href={urls.address(t.from)} /> },
    { head: 'To', cell: (t) => <IdText id={t.to} href={urls.address(t.to)} /> },
    {
      head: 'Value',
      right: true,
      className: 'font-mono tabular-nums',
      cell: (t) => tokenValue(t.value, info(t.token)),
    },
  ];
  return (
    <div className="space-y-4" data-testid={token ? 'token-activity' : 'address-tokens'}>
      <IndexedNote chains={data.chains} only={['C']} />
      {token && info(token) && (
        <p className="text-sm" data-testid="token-summary">
          {tokenName(token, info(token))} · {chainLabel(chainOf(token))} · {info(token)!.kind.toUpperCase()} ·{' '}
          {info(token)!.holders} holders · {info(token)!.transfers} transfers
        </p>
      )}
      <HistorySection
        title={token ? 'Holders' : 'Token balances'}
        csv={
          token
            ? { href: tokensCsvUrl({ token }, 'holders'), testId: 'token-holders-csv' }
            : address && held.length > 0
              ? { href: tokensCsvUrl({ address }, 'balances'), testId: 'token-balances-csv' }
              : undefined
        }
      >
        <DataTable
          rows={held}
          columns={heldColumns}
          row={(b) => ({
            key: `${b.token}:${b.holder}`,
            'data-testid': 'token-balance-row',
            'data-amount': b.amount,
          })}
          testId={token ? 'token-holders' : 'token-balances'}
          empty={<p className="text-sm text-slate-500 dark:text-slate-400">None.</p>}
        />
        {heldCursor.links(token ? data.holdersNext : data.balancesNext, {
          testIdPrefix: token ? 'holders' : 'balances',
          className: 'mt-2',
          labels: [token ? '← Top' : '← First', 'Next →'],
        })}
      </HistorySection>
      <HistorySection
        title="Transfers"
        csv={{ href: tokensCsvUrl({ token, address }, 'transfers'), testId: 'token-transfers-csv' }}
      >
        <DataTable
          rows={data.transfers}
          columns={transferColumns}
          row={(t) => ({
            key: `${t.txHash}:${t.logIndex}`,
            'data-testid': 'token-transfer-row',
            'data-tx': t.txHash,
          })}
          testId="token-transfers"
          minWidth="min-w-[40rem]"
          empty={<EmptyState title="No token transfers indexed." />}
        />
        {cursor.links(data.next, { testIdPrefix: 'transfers', className: 'mt-2' })}
      </HistorySection>
    </div>
  );
}
