import Link from 'next/link';
import { FollowOff } from '@/components/history/follow-off';
import { CsvLink } from '@/components/ui/csv-link';
import { DataTable } from '@/components/ui/data-table';
import { apiUrl } from '@/lib/api/fetch';
import { IdText } from '@/components/ui/id-text';
import { PageTitle } from '@/components/ui/page-title';
import { EmptyState } from '@/components/ui/states';
import { evmChainLabel, type EvmChain } from '@/lib/explorer/evm-chains';
import { loadTokenList } from '@/lib/history/evm-token-list';
import { urls } from '@/lib/explorer/urls';
import { labelText } from '@/lib/evm/text';
import { formatCount } from '@/lib/format/amount';
import { splitTokenKey } from '@/lib/store/history/chain-keys';
import { standardName } from './evm-standard';

const linkCls = 'text-brand-600 hover:underline dark:text-brand-500';

/** A chain's tokens with name, symbol, standard, holders and transfers, busiest first. */
export async function EvmTokensPage({ chain, after }: { chain: EvmChain; after: string | undefined }) {
  const list = await loadTokenList(chain.key, after);
  const base = urls.evm.tokens(chain.key);
  return (
    <div className="space-y-4">
      <PageTitle title={`Tokens on ${evmChainLabel(chain)}`}>
        Every token contract Snowline&apos;s history has seen move, most transfers first.
      </PageTitle>
      {!list ? (
        <FollowOff />
      ) : list.badCursor ? (
        <EmptyState title="That page of tokens does not exist.">
          <Link href={base} className={linkCls}>
            Back to the first page
          </Link>
        </EmptyState>
      ) : (
        <>
          <DataTable
            rows={list.rows}
            testId="token-list"
            minWidth="min-w-[40rem]"
            density="roomy"
            row={(t) => ({ key: t.address, 'data-testid': 'token-list-row', 'data-token': t.address })}
            empty={<EmptyState title={after ? 'No more tokens.' : 'No tokens indexed on this chain yet.'} />}
            columns={[
              {
                head: 'Token',
                cell: (t) => {
                  const address = splitTokenKey(t.address)?.address ?? t.address;
                  const name = labelText(t.name);
                  return name ? (
                    <Link href={urls.evm.token(chain.key, address)} className={linkCls}>
                      {name}
                    </Link>
                  ) : (
                    <IdText id={address} href={urls.evm.token(chain.key, address)} />
                  );
                },
              },
              { head: 'Symbol', testId: 'token-list-symbol', cell: (t) => labelText(t.symbol) ?? '—' },
              { head: 'Standard', cell: (t) => standardName(t.kind) },
              { head: 'Holders', right: true, className: 'tabular-nums', cell: (t) => formatCount(t.holders) },
              { head: 'Transfers', right: true, className: 'tabular-nums', cell: (t) => formatCount(t.transfers) },
            ]}
          />
          <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
            {after && (
              <Link href={base} className={linkCls}>
                ← First page
              </Link>
            )}
            {list.next && (
              <Link
                href={`${base}?after=${encodeURIComponent(list.next)}`}
                className={linkCls}
                data-testid="tokens-next"
              >
                Next →
              </Link>
            )}
            {list.rows.length > 0 && (
              <CsvLink
                href={apiUrl('history.tokenList', { query: { chain: chain.key, after, format: 'csv' } })}
                testId="token-list-csv"
                className="ml-auto"
              />
            )}
          </nav>
        </>
      )}
    </div>
  );
}
