'use client';
// "Export CSV": the filtered, sorted view with every field, fetched when clicked.
import { useState } from 'react';
import { formatCount } from '@/lib/format/amount';
import type { SortDir, SortKey } from './rows';

export function ExportCsvButton(view: {
  subnetID: string;
  staked: boolean;
  q: string;
  sort: SortKey;
  dir: SortDir;
  /** Rows the export will hold: the filter's matches. */
  count: number;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const run = async () => {
    setState({ busy: true, error: null });
    try {
      const { exportCurrentCsv } = await import('./export-current-csv');
      await exportCurrentCsv(view);
      setState({ busy: false, error: null });
    } catch (e) {
      setState({ busy: false, error: (e as Error).message });
    }
  };
  return (
    <>
      <button
        type="button"
        onClick={() => void run()}
        disabled={state.busy}
        aria-busy={state.busy}
        data-testid="export-csv"
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-50 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {state.busy ? 'Preparing CSV…' : `Export CSV (${formatCount(view.count)})`}
      </button>
      {state.error && (
        <p role="alert" className="basis-full text-sm text-red-700 dark:text-red-400">
          The export could not fetch the validators: {state.error}
        </p>
      )}
    </>
  );
}
