'use client';
// The validator set as it was at a past P-chain height (platform.getAllValidatorsAt, or
// getValidatorsAt where that cannot give it): weights and, on newer nodes, BLS keys. The height lives in the URL so a past set is shareable.
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { buttonClass, inputClass, TextField } from '@/components/ui/form-parts';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { shortenId } from '@/lib/format/id';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { downloadText, toCsv } from './csv';
import { formatWeight, sharePercent } from './format';
import { filterRows } from './rows';
import { useSetAtHeight } from './set-at-height';
import { usePChainHeight } from './use-stakers';
import { useUrlParams } from './use-url-params';
import { VirtualRows, type RowsLayout } from './virtual-rows';
import { urls } from '@/lib/explorer/urls';

const VALIDATOR_ROWS: RowsLayout = {
  columns: [
    ['Node ID', 'minmax(12rem,1.5fr)'],
    ['Weight', '11rem'],
    ['Share', '6rem'],
    ['BLS key', 'minmax(8rem,1fr)'],
  ],
  rowHeight: 40,
  rowsShown: 12,
  minWidth: 640,
};

/**
 * A height typed or in the URL, once it is a whole number; else null. The URL's is checked too:
 * the query turns it into a BigInt while rendering, which throws on `?height=abc`.
 */
export function heightOf(raw: string | null): string | null {
  const h = raw?.trim() ?? '';
  return /^\d{1,20}$/.test(h) ? h : null;
}

/** The height to show the set at: typed in, taken once it is a whole number. */
function HeightForm({
  initial,
  tip,
  onHeight,
}: {
  initial: string;
  /** The chain's current height, once known. */
  tip: bigint | undefined;
  onHeight: (height: string) => void;
}) {
  const [draft, setDraft] = useState(initial);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const h = heightOf(draft);
    if (h !== null) onHeight(h);
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        label="P-chain height"
        inputMode="numeric"
        value={draft}
        placeholder={tip !== undefined ? tip.toString() : 'height'}
        onValue={setDraft}
        testId="height-input"
        className={`${inputClass} w-40 font-mono`}
      />
      <button type="submit" className={buttonClass}>
        Show set
      </button>
      {tip !== undefined && (
        <span className="text-xs text-slate-500 dark:text-slate-400">Current height {tip.toString()}</span>
      )}
    </form>
  );
}

export function ValidatorsAtHeight({ subnetID }: { subnetID: string }) {
  const [params, setParams] = useUrlParams();
  const primary = subnetID === PRIMARY_NETWORK_ID;
  const tip = usePChainHeight();
  const fromUrl = heightOf(params.get('height'));
  const [height, setHeight] = useState<string | null>(fromUrl);
  const effective = height ?? tip.data?.height.toString() ?? null;
  const [filter, setFilter] = useState('');

  const q = useSetAtHeight(subnetID, effective);
  const rows = useMemo(
    () =>
      [...(q.rows ?? [])].sort((a, b) =>
        a.weight < b.weight ? 1 : a.weight > b.weight ? -1 : a.nodeID < b.nodeID ? -1 : 1,
      ),
    [q.rows],
  );
  const total = rows.reduce((a, r) => a + r.weight, 0n);
  const view = filterRows(rows, filter);

  return (
    <div className="space-y-4">
      <HeightForm
        initial={fromUrl ?? ''}
        tip={tip.data?.height}
        onHeight={(h) => {
          setHeight(h);
          setParams({ height: h });
        }}
      />
      {q.error ? (
        <ErrorState title={`No validator set at height ${effective}`} detail={q.error.message} onRetry={q.retry} />
      ) : !q.rows ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            <strong data-testid="at-height-count">{rows.length}</strong> validators at height{' '}
            <span className="font-mono">{effective}</span>, total weight {formatWeight(total, primary)}.{' '}
            <span className="text-xs text-slate-500" data-testid="at-height-source">
              From <code>{q.source}</code>.
            </span>
          </p>
          <div className="flex flex-wrap gap-2">
            <input
              type="search"
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              placeholder="Filter by node id…"
              className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
            />
            <button
              type="button"
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm dark:border-slate-700"
              onClick={() =>
                downloadText(
                  `validators-at-${effective}.csv`,
                  toCsv(
                    ['nodeID', 'weight', 'blsPublicKey'],
                    view.map((r) => [r.nodeID, r.weight, r.publicKey]),
                  ),
                )
              }
            >
              Export CSV
            </button>
          </div>
          <VirtualRows
            items={view}
            layout={VALIDATOR_ROWS}
            label={`Validators at height ${effective}`}
            rowKey={(r) => r.nodeID}
            renderRow={(r) => (
              <>
                <span role="cell" className="truncate font-mono" title={r.nodeID}>
                  <Link
                    href={urls.validator(r.nodeID, subnetID)}
                    className="text-brand-600 hover:underline dark:text-brand-500"
                  >
                    {shortenId(r.nodeID, 14, 6)}
                  </Link>
                </span>
                <span role="cell" className="tabular-nums">
                  {formatWeight(r.weight, primary)}
                </span>
                <span role="cell" className="tabular-nums">
                  {sharePercent(r.weight, total).toFixed(2)}%
                </span>
                <span role="cell" className="truncate font-mono text-xs" title={r.publicKey ?? undefined}>
                  {r.publicKey ? shortenId(r.publicKey, 10, 6) : '—'}
                </span>
              </>
            )}
          />
        </>
      )}
    </div>
  );
}
