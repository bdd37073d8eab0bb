'use client';
// The horizontal bars drawn with recharts (loaded lazily by ./bar-list.tsx).
import { Bar, BarChart, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS, BRAND, TOOLTIP_ITEM, TOOLTIP_STYLE } from './chart-style';
import { barListHeight, type BarListProps } from './bar-list';

export default function RechartsBarList({ bars, label, testId }: BarListProps) {
  const data = bars.map((b) => ({ ...b, display: b.display ?? String(b.value) }));
  return (
    <figure
      data-testid={testId}
      role="img"
      aria-label={label}
      className="w-full text-slate-600 dark:text-slate-400"
      style={{ height: barListHeight(bars.length) }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} layout="vertical" margin={{ top: 0, right: 72, bottom: 0, left: 0 }}>
          <XAxis type="number" hide domain={[0, 'dataMax']} />
          <YAxis type="category" dataKey="label" width={150} interval={0} {...AXIS} />
          <Tooltip
            cursor={{ fill: 'currentColor', fillOpacity: 0.08 }}
            contentStyle={TOOLTIP_STYLE}
            itemStyle={TOOLTIP_ITEM}
            labelFormatter={(_v, payload) => String(payload[0]?.payload.title ?? payload[0]?.payload.label ?? '')}
            formatter={(_v, _n, item) => [String((item.payload as { display: string }).display), label]}
          />
          <Bar dataKey="value" fill={BRAND} barSize={12} radius={3} isAnimationActive={false}>
            <LabelList dataKey="display" position="right" fontSize={11} fill="currentColor" />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
