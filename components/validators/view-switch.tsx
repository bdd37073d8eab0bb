'use client';
// Current / Pending / At a past height: submit buttons of a GET form, so the switch works before the
// page is live (and without JavaScript); once live, a click navigates without a reload, and "Current"
// on the current view asks the server for the latest set.
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { urls } from '@/lib/explorer/urls';
import { VIEWS, type ViewKey } from './validator-views';

export function ViewSwitch({ view, keep }: { view: ViewKey; keep: Record<string, string> }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = (key: ViewKey) =>
    startTransition(() => {
      if (key === view && key === 'current') router.refresh();
      else router.push(urls.validatorsPage({ ...keep, view: key === 'current' ? null : key }), { scroll: false });
    });
  return (
    <form method="get" action="/validators" aria-busy={pending}>
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <nav
        aria-label="Validator views"
        className="flex rounded-lg border border-slate-300 p-0.5 text-sm dark:border-slate-700"
      >
        {VIEWS.map((v) => (
          <button
            key={v.key}
            type="submit"
            name="view"
            value={v.key}
            aria-pressed={view === v.key}
            onClick={(e) => {
              e.preventDefault();
              go(v.key);
            }}
            className={`rounded-md px-3 py-1 ${view === v.key ? 'bg-brand-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          >
            {v.label}
          </button>
        ))}
      </nav>
    </form>
  );
}
