'use client';
// The line chart drawn with recharts (loaded lazily by ./line-chart.tsx).
import {
  CartesianGrid,
  ComposedChart,
  Line,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { AXIS, BRAND, CHART_CLASS, GRID, TOOLTIP_ITEM, TOOLTIP_STYLE } from './chart-style';
import type { LineChartProps } from './line-chart';

export default function RechartsLineChart({
  points,
  yMin,
  yMax,
  threshold,
  label,
  formatX,
  formatY,
  testId,
  marks,
}: LineChartProps) {
  return (
    <figure data-testid={testId} className={CHART_CLASS} role="img" aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart
          data={points as { x: number; y: number | null }[]}
          margin={{ top: 5, right: 10, bottom: 0, left: -10 }}
        >
          <CartesianGrid {...GRID} />
          <XAxis dataKey="x" type="number" domain={['dataMin', 'dataMax']} tickFormatter={formatX} {...AXIS} />
          <YAxis domain={[yMin, yMax]} tickFormatter={formatY} width={48} {...AXIS} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            itemStyle={TOOLTIP_ITEM}
            labelFormatter={(v) => formatX(Number(v))}
            formatter={(v) => [formatY(Number(v)), label]}
          />
          {threshold !== undefined && (
            <ReferenceLine y={threshold} stroke="#f59e0b" strokeDasharray="4 3" ifOverflow="extendDomain" />
          )}
          <Line dataKey="y" stroke={BRAND} strokeWidth={2} dot={points.length === 1} isAnimationActive={false} />
          {marks && marks.length > 0 && (
            <Scatter
              data={marks.filter((m) => m.y !== null) as { x: number; y: number }[]}
              dataKey="y"
              fill="#ef4444"
            />
          )}
        </ComposedChart>
      </ResponsiveContainer>
      {threshold !== undefined && testId && <span hidden data-testid={`${testId}-threshold`} />}
    </figure>
  );
}
