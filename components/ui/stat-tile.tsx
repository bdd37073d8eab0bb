// A figure in a row of tiles (a chain's height, how many validators are connected): its label above,
// the value below, and what it counts over (`hint`) under it. Labels stay short (one line in a phone's
// two-column grid) so the values of a row line up.
import type { ReactNode } from 'react';

const valueClass = {
  sm: 'text-sm font-semibold',
  lg: 'break-words text-lg tabular-nums',
  xl: 'text-xl tabular-nums',
};

export function StatTile({
  label,
  hint,
  children,
  testId,
  size = 'sm',
}: {
  label: string;
  hint?: string;
  children: ReactNode;
  testId?: string;
  size?: keyof typeof valueClass;
}) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <p className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{label}</p>
      <p className={`mt-1 font-mono ${valueClass[size]}`} data-testid={testId}>
        {children}
      </p>
      {hint && <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
    </div>
  );
}
