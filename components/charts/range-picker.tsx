'use client';
// The range buttons of a whole-history chart: 7 days, 30 days or all of it. The chart's query takes
// the range, so a change fetches only that stretch.

export type ChartRange = '7d' | '30d' | 'all';

const RANGES: [ChartRange, string][] = [
  ['7d', '7 days'],
  ['30d', '30 days'],
  ['all', 'All'],
];

export function RangePicker({
  value,
  onChange,
  testId,
}: {
  value: ChartRange;
  onChange: (r: ChartRange) => void;
  testId: string;
}) {
  return (
    <div role="group" aria-label="Range" className="mb-2 flex gap-1 text-xs" data-testid={testId}>
      {RANGES.map(([r, label]) => (
        <button
          key={r}
          type="button"
          aria-pressed={value === r}
          onClick={() => onChange(r)}
          data-range={r}
          className={`rounded border px-2 py-0.5 ${
            value === r
              ? 'border-slate-700 bg-slate-700 text-white dark:border-slate-300 dark:bg-slate-300 dark:text-slate-900'
              : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
          }`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
