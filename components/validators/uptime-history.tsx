'use client';
// A validator's sampled uptime over time, from Snowline's own history (the node keeps none), with
// its threshold drawn across and disconnected samples marked; over 7 days, 30 days or all of it,
// downsampled on the server (each point the lowest uptime of its stretch).
import { Skeleton } from '@/components/ui/skeleton';
import { absoluteTime, formatDuration } from '@/lib/format/time';
import { LineChart } from '@/components/charts/line-chart';
import { useState } from 'react';
import { RangePicker } from '@/components/charts/range-picker';
import { DEFAULT_UPTIME_RANGE, type UptimeRange } from '@/lib/monitor/uptime-series';
import { useUptimeHistory } from './use-monitor';

export function UptimeHistory({ nodeID, threshold }: { nodeID: string; threshold: number | null }) {
  const [range, setRange] = useState<UptimeRange>(DEFAULT_UPTIME_RANGE);
  return (
    <div>
      <RangePicker value={range} onChange={setRange} testId="uptime-range" />
      <UptimeOver nodeID={nodeID} threshold={threshold} range={range} />
    </div>
  );
}

function UptimeOver({ nodeID, threshold, range }: { nodeID: string; threshold: number | null; range: UptimeRange }) {
  const q = useUptimeHistory(nodeID, range);
  if (q.error && !q.data)
    return <p className="text-sm text-red-700 dark:text-red-400">Uptime history unavailable: {q.error.message}</p>;
  if (!q.data) return <Skeleton className="h-40 w-full" />;
  const h = q.data;
  const points = h.atMs.map((x, i) => ({ x, y: h.uptime[i] ?? null }));
  const marks = points.filter((_, i) => h.connected?.[i] === false);
  if (points.length === 0) {
    return (
      <p data-testid="uptime-history-empty" className="text-sm text-slate-600 dark:text-slate-400">
        No samples yet: Snowline records every validator&apos;s uptime every {formatDuration(h.sampleMs)}.
      </p>
    );
  }
  const ys = points.flatMap((p) => (p.y === null ? [] : [p.y]));
  const lo = Math.min(...ys, threshold ?? 100);
  const yMin = Math.max(0, Math.floor((lo - 5) / 10) * 10);
  return (
    <div>
      <LineChart
        points={points}
        marks={marks}
        yMin={yMin}
        yMax={100}
        threshold={threshold ?? undefined}
        label={`Uptime of ${nodeID} over ${h.samples} samples`}
        formatX={(x) => absoluteTime(x).slice(5, 16)}
        formatY={(y) => `${y}%`}
        testId="uptime-chart"
      />
      <p className="text-xs text-slate-500 dark:text-slate-400">
        <span data-testid="uptime-sample-count">{h.samples}</span> samples, one every {formatDuration(h.sampleMs)}
        {h.samples > points.length && <> · {points.length} points, each the lowest uptime of its stretch</>}
        {threshold !== null && <> · dashed line: threshold {threshold}%</>}
        {marks.length > 0 && <> · red dots: disconnected</>}
      </p>
    </div>
  );
}
