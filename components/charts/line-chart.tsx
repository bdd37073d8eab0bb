// A line chart in SVG (uptime history): no chart library, sized to its container, light and dark themes.

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
