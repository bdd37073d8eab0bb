'use client';
// Paste a signed tx and decode it. The form comes drawn by the server and is live with the page; what
// decodes, checks and broadcasts (decoded-tx.tsx: the codec and the noble curves) is asked for once the
// page has hydrated, while the person pastes.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { deferredSection } from '@/components/ui/lazy-section';

const primary =
  'rounded-md bg-sky-700 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-800 disabled:opacity-50 dark:bg-sky-600 dark:hover:bg-sky-500';

const DecodedTx = deferredSection(
  () => import('./decoded-tx').then((m) => m.DecodedTx),
  <div className="h-48 animate-pulse rounded-xl bg-slate-100 dark:bg-slate-800" aria-busy="true" />,
);

const noSubscription = () => () => {};

export function TxDecoder() {
  const field = useRef<HTMLTextAreaElement>(null);
  // Before the page is live the button waits (a plain submit would reload the page); the text pasted
  // meanwhile stays in the field.
  const live = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Unknown until the page is live: the field may hold text pasted before then.
  const [empty, setEmpty] = useState<boolean | null>(null);
  // Each decode mounts a new result, keyed by its count: the same text decoded again starts over.
  const [asked, setAsked] = useState<{ text: string; n: number } | null>(null);

  useEffect(() => DecodedTx.preload(), []);

  return (
    <div className="space-y-4">
      <form
        className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
        onSubmit={(e) => {
          e.preventDefault();
          const text = field.current?.value.trim() ?? '';
          if (text) setAsked((a) => ({ text, n: (a?.n ?? 0) + 1 }));
        }}
      >
        <label htmlFor="tx-hex" className="block text-sm font-medium">
          Signed tx (hex, with its checksum, as the node writes it)
        </label>
        <textarea
          ref={field}
          id="tx-hex"
          data-testid="tx-hex"
          spellCheck={false}
          className="min-h-32 w-full rounded-md border border-slate-300 bg-white p-2 font-mono text-xs dark:border-slate-700 dark:bg-slate-950"
          placeholder="0x0000…"
          onChange={(e) => setEmpty(!e.target.value.trim())}
        />
        <button type="submit" className={primary} data-testid="tx-decode" disabled={!live || empty === true}>
          Decode
        </button>
      </form>
      {asked && <DecodedTx key={asked.n} text={asked.text} />}
    </div>
  );
}
