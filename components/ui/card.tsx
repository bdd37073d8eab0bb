import type { ReactNode } from 'react';

/** A titled section of an entity page. */
export function Card({
  title,
  children,
  id,
  actions,
}: {
  title: string;
  children: ReactNode;
  id?: string;
  actions?: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-label={title}
      className="rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3 dark:border-slate-800">
        <h2 className="font-semibold">{title}</h2>
        {actions}
      </header>
      <div className="p-4">{children}</div>
    </section>
  );
}

/** Label/value rows that stack on a phone and sit side by side on wider screens. */
export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="divide-y divide-slate-100 dark:divide-slate-800">{children}</dl>;
}

// Two looks of one label/value pair: a row of a DetailList, or (stacked) a label above its value in
// a grid of facts.
const ROW = {
  pair: 'grid gap-1 py-2 sm:grid-cols-[12rem_1fr] sm:gap-4',
  label: 'text-sm text-slate-500 dark:text-slate-400',
  value: 'min-w-0 break-words text-sm',
};
const STACKED = {
  pair: 'min-w-0',
  label: 'text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400',
  value: 'mt-0.5 break-words',
};

export function DetailRow({
  label,
  children,
  testId,
  stacked = false,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  stacked?: boolean;
}) {
  const look = stacked ? STACKED : ROW;
  return (
    <div className={look.pair}>
      <dt className={look.label}>{label}</dt>
      <dd className={look.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

export function Badge({
  children,
  tone = 'slate',
}: {
  children: ReactNode;
  tone?: 'slate' | 'green' | 'amber' | 'red' | 'brand';
}) {
  const tones = {
    slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
    green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/40 dark:text-emerald-300',
    amber: 'bg-amber-100 text-amber-800 dark:bg-amber-900/40 dark:text-amber-300',
    red: 'bg-red-100 text-red-800 dark:bg-red-900/40 dark:text-red-300',
    brand: 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-brand-500',
  } as const;
  return <span className={`inline-block rounded px-1.5 py-0.5 text-xs font-medium ${tones[tone]}`}>{children}</span>;
}
