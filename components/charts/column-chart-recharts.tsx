'use client';
// The column chart drawn with recharts (loaded lazily by ./column-chart.tsx).
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS, BRAND, CHART_CLASS, GRID, TOOLTIP_ITEM, TOOLTIP_STYLE } from './chart-style';
import type { ColumnChartProps } from './column-chart';

export default function RechartsColumnChart({ columns, label, formatX, formatY, testId, footer }: ColumnChartProps) {
  return (
    <figure data-testid={testId} className="w-full">
      <div className={CHART_CLASS} role="img" aria-label={label}>
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={columns as { x: number; y: number }[]} margin={{ top: 5, right: 10, bottom: 0, left: -10 }}>
            <CartesianGrid {...GRID} vertical={false} />
            <XAxis
              dataKey="x"
              tickFormatter={(v) => formatX(Number(v))}
              interval="preserveStartEnd"
              minTickGap={16}
              {...AXIS}
            />
            <YAxis tickFormatter={(v) => formatY(Number(v))} width={56} {...AXIS} />
            <Tooltip
              cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
              contentStyle={TOOLTIP_STYLE}
              itemStyle={TOOLTIP_ITEM}
              labelFormatter={(v) => formatX(Number(v))}
              formatter={(v) => [formatY(Number(v)), label]}
            />
            <Bar dataKey="y" fill={BRAND} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {footer && <figcaption className="mt-1 text-xs text-slate-500 dark:text-slate-400">{footer}</figcaption>}
    </figure>
  );
}
