'use client';
// An address's transactions from Snowline's history, newest first. The page cursor and the filters
// live in the URL (?txs_before, ?chain, ?asset, ?type; an X or P address's balances ?balances_after), so
// a page survives a reload and can be shared; the same filters export as CSV.
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import type { ReactNode } from 'react';
import { Amount } from '@/components/ui/amount';
import { ChoiceOptions } from '@/components/ui/choice-options';
import { DataTable, type Column } from '@/components/ui/data-table';
import { IdText } from '@/components/ui/id-text';
import { EmptyState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { plural } from '@/lib/format/plural';
import { CsvLink } from '@/components/ui/csv-link';
import { urls } from '@/lib/explorer/urls';
import { EVM_INTERNAL_ASSET } from '@/lib/store/history/evm-internal';
import { chainLabel, isPrimaryChain, L1_NATIVE } from './chain-label';
import { addressCsvUrl, useAddressHistory, type AddressFilter, type AddressReply } from './use-history';
import { HistoryGate } from './history-gate';
import { IndexedNote } from './indexed-note';
import { useCursor, useHrefWith } from './cursor';
import { AtomicSide, WaitingExports } from './atomic-sides';
import { AddressBalances } from './address-balances';
import { assetChoices, balancesCursorFor, showsBalances } from './address-query';

const TYPES = [
  'BaseTx',
  'CreateAssetTx',
  'OperationTx',
  'ImportTx',
  'ExportTx',
  'AddPermissionlessValidatorTx',
  'AddPermissionlessDelegatorTx',
  'AddValidatorTx',
  'AddDelegatorTx',
  'RewardValidatorTx',
  'AddAutoRenewedValidatorTx',
  'SetAutoRenewedValidatorConfigTx',
  'RewardAutoRenewedValidatorTx',
  'Transfer',
  'ContractCall',
  'ContractCreation',
];

/** A filter's <select>: "All" and the given options, the current value kept even when not among them. */
function FilterSelect({
  label,
  name,
  value,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string | undefined;
  options: readonly (readonly [value: string, text: ReactNode])[];
  onChange: (v: string) => void;
}) {
  const all = value && !options.some(([v]) => v === value) ? [...options, [value, value] as const] : options;
  return (
    <label className="text-sm">
      {label}{' '}
      <select
        className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
        data-testid={`filter-${name}`}
      >
        <ChoiceOptions options={[['', 'All'], ...all]} />
      </select>
    </label>
  );
}

type HistoryRow = AddressReply['rows'][number];

export function AddressHistory({
  address,
  chains,
  defaultChain,
}: {
  address: string;
  chains: readonly ('X' | 'P' | 'C')[];
  /** The chain filter while the URL names none. */
  defaultChain?: string;
}) {
  const params = useSearchParams();
  const router = useRouter();
  const hrefWith = useHrefWith();
  const filter: AddressFilter = {
    chain: params.get('chain') ?? defaultChain,
    asset: params.get('asset') ?? undefined,
    type: params.get('type') ?? undefined,
    before: params.get('txs_before') ?? undefined,
  };
  const cursor = useCursor('txs_before');
  const balances = useCursor('balances_after');
  // A new filter starts again at the newest tx.
  const setFilter = (k: 'chain' | 'asset' | 'type') => (v: string) =>
    router.replace(hrefWith({ [k]: v || undefined, txs_before: undefined }), { scroll: false });
  return (
    <HistoryGate
      query={useAddressHistory(address, filter, balancesCursorFor(chains, balances.before))}
      errorTitle="The history did not load."
    >
      {(data) => (
        <AddressHistoryOf
          address={address}
          chains={chains}
          filter={filter}
          setFilter={setFilter}
          data={data}
          pages={cursor.links(data.next, { testIdPrefix: 'history' })}
          balances={
            // An X or P address lists what it holds; a C account's balances are the node's (its own tab).
            !showsBalances(chains) ? null : (
              <AddressBalances
                data={data}
                paged={balances.before !== undefined}
                pages={balances.links(data.balancesNext, {
                  testIdPrefix: 'balances',
                  className: 'mt-2',
                  labels: ['← First', 'Next →'],
                })}
              />
            )
          }
        />
      )}
    </HistoryGate>
  );
}

function AddressHistoryOf({
  address,
  chains,
  filter,
  setFilter,
  data,
  pages,
  balances,
}: {
  address: string;
  chains: readonly ('X' | 'P' | 'C')[];
  filter: AddressFilter;
  setFilter: (k: 'chain' | 'asset' | 'type') => (v: string) => void;
  data: AddressReply;
  pages: ReactNode;
  /** The address's indexed balances, paged apart from its txs. */
  balances: ReactNode;
}) {
  const assetName = (a: string) =>
    (data.assets[a]?.known ? data.assets[a]!.symbol || data.assets[a]!.name : a.slice(0, 10)) +
    (a === 'evm' ? ' (C-Chain)' : a === EVM_INTERNAL_ASSET ? ' moved by internal calls' : '');
  // An L1's coin is its own, moved by the tx or by calls inside it.
  const metaOf = (asset: string, chain: string) =>
    (asset === 'evm' || asset === EVM_INTERNAL_ASSET) && !isPrimaryChain(chain) ? L1_NATIVE : data.assets[asset];
  const columns: Column<HistoryRow>[] = [
    {
      head: 'Transaction',
      cell: (r) => (
        <IdText id={r.txID} href={isPrimaryChain(r.chain) ? urls.tx(r.chain, r.txID) : urls.evm.tx(r.chain, r.txID)} />
      ),
    },
    {
      head: 'Chain',
      testId: 'history-row-chain',
      cell: (r) =>
        isPrimaryChain(r.chain) ? (
          r.chain
        ) : (
          <Link href={urls.blockchain(r.chain)} className="hover:underline" title={r.chain}>
            {chainLabel(r.chain)}
          </Link>
        ),
    },
    {
      head: 'Type',
      cell: (r) => (
        <>
          {r.type}
          <AtomicSide txID={r.txID} type={r.type} atomic={data.atomic} />
        </>
      ),
    },
    {
      head: 'Block',
      className: 'font-mono tabular-nums',
      cell: (r) =>
        isPrimaryChain(r.chain) ? (
          <Link href={urls.block(r.chain, BigInt(r.height))} className="hover:underline">
            {r.height}
          </Link>
        ) : (
          r.height
        ),
    },
    { head: 'Time', cell: (r) => <TimeAgo ms={r.timeMs} /> },
    {
      head: 'Change',
      cell: (r) =>
        (r.deltas ?? []).map((d) => (
          <div key={d.asset} className={d.amount.startsWith('-') ? 'text-red-700 dark:text-red-400' : ''}>
            <Amount value={BigInt(d.amount)} meta={metaOf(d.asset, r.chain)} assetID={d.asset} />
            {d.asset === EVM_INTERNAL_ASSET && (
              <span
                className="ml-1.5 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300"
                title="Moved by a call inside this transaction (from its trace)"
                data-testid="history-internal"
              >
                internal
              </span>
            )}
          </div>
        )),
    },
  ];
  // The filter selects: label, filter key, and the choices besides "All".
  const filters = [
    [
      'Chain',
      'chain',
      // An EVM account's page also lists the L1 EVM chains the follower indexes.
      [
        'X',
        'P',
        'C',
        ...(chains.includes('C') ? data.chains.map((c) => c.chain).filter((c) => !isPrimaryChain(c)) : []),
      ].map((c) => [c, chainLabel(c)] as const),
    ],
    ['Asset', 'asset', assetChoices(data, chains, filter.asset).map((a) => [a, assetName(a)] as const)],
    ['Type', 'type', TYPES.map((t) => [t, t] as const)],
  ] as const;
  return (
    <div className="space-y-3" data-testid="address-history">
      <IndexedNote chains={data.chains} only={chains} />
      {data.summary && (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="history-summary">
          {/* No closing period: a relative time may end in one already ("8 sec."). */}
          {plural(data.summary.txs, 'transaction')} · first <TimeAgo ms={data.summary.firstMs} /> · last{' '}
          <TimeAgo ms={data.summary.lastMs} />
        </p>
      )}
      <WaitingExports rows={data.waiting} assets={data.assets} />
      {balances}
      <div className="flex flex-wrap items-center gap-2">
        {filters.map(([label, k, options]) => (
          <FilterSelect key={k} label={label} name={k} value={filter[k]} options={options} onChange={setFilter(k)} />
        ))}
        <CsvLink href={addressCsvUrl(address, filter)} testId="history-csv" className="ml-auto" />
      </div>
      <DataTable
        rows={data.rows}
        columns={columns}
        row={(r) => ({
          key: `${r.chain}:${r.txID}`,
          'data-testid': 'history-row',
          'data-tx': r.txID,
          ...(r.deltas?.some((d) => d.asset === EVM_INTERNAL_ASSET) ? { 'data-internal': 'true' } : {}),
        })}
        testId="history-table"
        minWidth="min-w-[40rem]"
        empty={
          filter.asset === EVM_INTERNAL_ASSET && !filter.before ? (
            // The Internal tab of an EVM address: say where internal transfers come from.
            <EmptyState title="No internal transfers indexed for this address.">
              Value moved to or from it by calls inside transactions shows here, read from the node&apos;s call traces
              (debug_traceTransaction) where it serves them.
            </EmptyState>
          ) : (
            <EmptyState title={filter.before ? 'No older transactions.' : 'No transactions indexed for this address.'}>
              {filter.chain || filter.asset || filter.type ? 'Try clearing the filters.' : null}
            </EmptyState>
          )
        }
      />
      {pages}
    </div>
  );
}
