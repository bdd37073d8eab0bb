'use client';
// Export the watchlist as a JSON file, or import one from another instance (operator).
import { useState } from 'react';
import { apiFetch, apiUrl } from '@/lib/api/fetch';
import { useRefreshMonitor } from '@/components/validators/use-monitor';
import { useRefreshGraded } from './use-graded';

/** `hidden`: a visitor of an operator-mode deployment, who may not read the watchlist (no export link). */
export function WatchlistFile({ writable, hidden = false }: { writable: boolean; hidden?: boolean }) {
  const refreshWatchlist = useRefreshMonitor();
  const refreshGraded = useRefreshGraded();
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const importFile = async (file: File) => {
    setMsg(null);
    let imported;
    try {
      // The file goes as it is: the server says what in it is not a watchlist.
      const body: unknown = JSON.parse(await file.text());
      ({ imported } = await apiFetch('monitor.importWatchlist', { body }));
    } catch (e) {
      return setMsg({
        ok: false,
        text: e instanceof SyntaxError ? 'the file is not valid JSON' : (e as Error).message,
      });
    }
    const text =
      imported.icm > 0
        ? `Imported ${imported.watchlist} validators, ${imported.l1} L1 validators and ${imported.icm} ICM watches.`
        : `Imported ${imported.watchlist} validators and ${imported.l1} L1 validators.`;
    setMsg({ ok: true, text });
    refreshWatchlist();
    refreshGraded();
  };
  if (hidden) return null;
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm" data-testid="watchlist-file">
      <a href={apiUrl('monitor.exportWatchlist')} download className="text-brand-600 underline dark:text-brand-500">
        Export the watchlist (JSON)
      </a>
      {writable && (
        <label className="cursor-pointer underline">
          Import a watchlist file
          <input
            type="file"
            accept="application/json,.json"
            className="sr-only"
            data-testid="watchlist-import"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void importFile(f);
              e.target.value = '';
            }}
          />
        </label>
      )}
      {msg && (
        <span
          role={msg.ok ? 'status' : 'alert'}
          className={msg.ok ? 'text-green-700 dark:text-green-400' : 'text-red-700 dark:text-red-400'}
        >
          {msg.text}
        </span>
      )}
    </div>
  );
}
