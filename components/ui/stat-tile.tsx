// A figure in a row of tiles (a chain's height, how many validators are connected): its label above,
// the value below.
import type { ReactNode } from 'react';

export function StatTile({
  label,
  children,
  testId,
  size = 'sm',
}: {
  label: string;
  children: ReactNode;
  testId?: string;
  size?: 'sm' | 'xl';
}) {
  const value = size === 'xl' ? 'text-xl tabular-nums' : 'text-sm font-semibold';
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
      <p className={`mt-1 font-mono ${value}`} data-testid={testId}>
        {children}
      </p>
    </div>
  );
}
