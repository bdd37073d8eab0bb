// Horizontal bars in CSS (stake distribution, peer versions): no chart library, light and dark themes.

export interface Bar {
  label: string;
  value: number;
  /** Text shown beside the bar (defaults to the value). */
  display?: string;
  title?: string;
}

/** Horizontal bars, each labelled, scaled to the largest value. */
export function BarList({ bars, label, testId }: { bars: readonly Bar[]; label: string; testId?: string }) {
  const max = Math.max(...bars.map((b) => b.value), 0) || 1;
  return (
    <ul aria-label={label} data-testid={testId} className="space-y-1.5">
      {bars.map((b) => (
        <li
          key={b.label}
          className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-xs"
          title={b.title ?? b.label}
        >
          <span className="truncate font-mono text-slate-700 dark:text-slate-300">{b.label}</span>
          <span className="h-3 rounded bg-slate-100 dark:bg-slate-800">
            <span
              className="block h-3 rounded bg-brand-500"
              style={{ width: `${Math.max(0.5, (b.value / max) * 100)}%` }}
            />
          </span>
          <span className="tabular-nums text-slate-600 dark:text-slate-400">{b.display ?? b.value}</span>
        </li>
      ))}
    </ul>
  );
}
