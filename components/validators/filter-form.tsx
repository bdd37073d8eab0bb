'use client';
// The validators table's filter: a plain GET form, so it filters from the first paint (and with no
// JavaScript at all: Enter or the button reloads the page filtered by the server). Once hydrated, each
// change asks the server for the matching screen of rows without a reload; text typed before then is
// applied as soon as the page is live. Marks the table hydrated for whoever waits on it.
import { useRouter } from 'next/navigation';
import { useEffect, useLayoutEffect, useRef, useTransition } from 'react';
import { urls } from '@/lib/explorer/urls';

export function FilterForm({ q, keep }: { q: string; keep: Record<string, string> }) {
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [pending, startTransition] = useTransition();
  // The text last asked of the server, and what was typed while it answered (asked for next).
  const asked = useRef(q);
  const queued = useRef<string | null>(null);

  const ask = (text: string) => {
    queued.current = null;
    if (text.trim() === asked.current.trim()) return;
    asked.current = text;
    // A new filter starts on the first page.
    startTransition(() => router.replace(urls.validatorsPage({ ...keep, q: text.trim() }), { scroll: false }));
  };
  const onChange = (text: string) => {
    if (pending) queued.current = text;
    else ask(text);
  };

  useEffect(() => {
    if (!pending && queued.current !== null) ask(queued.current);
  });
  // Marked as the hydrated form is committed (its handlers answer from then), not a frame later.
  useLayoutEffect(() => {
    input.current?.closest('[data-testid=current-validators]')?.setAttribute('data-hydrated', 'true');
  }, []);
  useEffect(() => {
    const el = input.current;
    if (!el) return;
    // Typed before the page was live: filter now.
    if (el.value !== q) ask(el.value);
    // Once, on mount: later changes come through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <form
      method="get"
      action="/validators"
      role="search"
      aria-label="Filter validators"
      className="flex min-w-0 flex-1 items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        asked.current = '\0';
        ask(input.current?.value ?? '');
      }}
    >
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <label className="flex min-w-0 flex-1 items-center text-sm">
        <span className="sr-only">Filter by node id</span>
        <input
          ref={input}
          type="search"
          name="q"
          defaultValue={q}
          onChange={(e) => onChange(e.target.value)}
          placeholder="Filter by node id…"
          data-testid="validator-filter"
          autoComplete="off"
          spellCheck={false}
          className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 py-1.5 font-mono text-sm dark:border-slate-700 dark:bg-slate-900"
        />
      </label>
      <button
        type="submit"
        data-testid="validator-filter-submit"
        aria-busy={pending}
        className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800"
      >
        {pending ? 'Filtering…' : 'Filter'}
      </button>
    </form>
  );
}
