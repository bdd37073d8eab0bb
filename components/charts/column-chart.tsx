// A column chart in SVG (fees per block): no chart library, sized to its container, light and dark themes.
import type { ReactNode } from 'react';

/** Vertical bars over a sequence (e.g. base fee per block). */
export function ColumnChart({
  values,
  label,
  formatY,
  testId,
  footer,
}: {
  values: readonly number[];
  label: string;
  formatY: (v: number) => string;
  testId?: string;
  footer?: ReactNode;
}) {
  const W = 600;
  const H = 160;
  const max = Math.max(...values, 0) || 1;
  const bw = W / Math.max(values.length, 1);
  return (
    <figure data-testid={testId} className="w-full">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label} className="h-auto w-full">
        {values.map((v, i) => {
          const h = (v / max) * (H - 14);
          return (
            <rect key={i} x={i * bw + 1} y={H - h} width={Math.max(1, bw - 2)} height={h} className="fill-brand-500">
              <title>{formatY(v)}</title>
            </rect>
          );
        })}
        <text x={2} y={10} fontSize={10} className="fill-slate-500">
          max {formatY(max)}
        </text>
      </svg>
      {footer && <figcaption className="mt-1 text-xs text-slate-500 dark:text-slate-400">{footer}</figcaption>}
    </figure>
  );
}
