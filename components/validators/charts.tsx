// Small dependency-free SVG/CSS charts used by the network pages (stake distribution, uptime
// history, versions, fees). They size to their container and read in light and dark themes.
import type { ReactNode } from 'react';

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

export interface Point {
  x: number;
  y: number | null;
}

/**
 * A line over time with an optional horizontal threshold line; gaps (null y) break the line.
 * `yMin`/`yMax` fix the scale (e.g. 0–100 for uptime percent).
 */
export function LineChart({
  points,
  yMin,
  yMax,
  threshold,
  label,
  formatX,
  formatY,
  testId,
  marks,
}: {
  points: readonly Point[];
  yMin: number;
  yMax: number;
  threshold?: number;
  label: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  testId?: string;
  /** Points drawn as red dots (e.g. disconnected samples). */
  marks?: readonly Point[];
}) {
  const W = 600;
  const H = 180;
  const pad = { l: 40, r: 8, t: 8, b: 22 };
  const xs = points.map((p) => p.x);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const sx = (x: number) =>
    pad.l + (x1 === x0 ? (W - pad.l - pad.r) / 2 : ((x - x0) / (x1 - x0)) * (W - pad.l - pad.r));
  const sy = (y: number) => pad.t + (1 - (y - yMin) / (yMax - yMin || 1)) * (H - pad.t - pad.b);
  const segments: string[] = [];
  let current = '';
  for (const p of points) {
    if (p.y === null) {
      if (current) segments.push(current);
      current = '';
      continue;
    }
    current += `${current ? 'L' : 'M'}${sx(p.x).toFixed(1)},${sy(p.y).toFixed(1)}`;
  }
  if (current) segments.push(current);
  const ticks = [yMin, (yMin + yMax) / 2, yMax];
  return (
    <figure data-testid={testId} className="w-full">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={label}
        className="h-auto w-full text-slate-400 dark:text-slate-500"
      >
        {ticks.map((t) => (
          <g key={t}>
            <line x1={pad.l} x2={W - pad.r} y1={sy(t)} y2={sy(t)} stroke="currentColor" strokeOpacity={0.25} />
            <text x={pad.l - 4} y={sy(t) + 4} textAnchor="end" fontSize={10} fill="currentColor">
              {formatY(t)}
            </text>
          </g>
        ))}
        {threshold !== undefined && (
          <line
            data-testid={testId ? `${testId}-threshold` : undefined}
            x1={pad.l}
            x2={W - pad.r}
            y1={sy(threshold)}
            y2={sy(threshold)}
            className="stroke-amber-500"
            strokeDasharray="4 3"
          />
        )}
        {segments.map((d, i) => (
          <path key={i} d={d} fill="none" className="stroke-brand-500" strokeWidth={2} />
        ))}
        {points.length === 1 && points[0]!.y !== null && (
          <circle cx={sx(points[0]!.x)} cy={sy(points[0]!.y)} r={3} className="fill-brand-500" />
        )}
        {marks?.map(
          (m) => m.y !== null && <circle key={m.x} cx={sx(m.x)} cy={sy(m.y)} r={3} className="fill-red-500" />,
        )}
        {points.length > 0 && (
          <>
            <text x={pad.l} y={H - 6} fontSize={10} fill="currentColor">
              {formatX(x0)}
            </text>
            <text x={W - pad.r} y={H - 6} fontSize={10} textAnchor="end" fill="currentColor">
              {formatX(x1)}
            </text>
          </>
        )}
      </svg>
    </figure>
  );
}

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
