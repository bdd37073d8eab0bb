'use client';
// The dashboard's whole-history charts, from Snowline's daily stats: txs per day per chain, active
// addresses per day, AVAX burned in fees per day, over 7 days, 30 days or all of it (the server
// sends only the range asked). Hidden when the follower is off.
import Link from 'next/link';
import { useState } from 'react';
import { ColumnChart } from '@/components/charts/column-chart';
import { RangePicker, type ChartRange } from '@/components/charts/range-picker';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { urls } from '@/lib/explorer/urls';
import { formatAmount } from '@/lib/format/amount';
import { useDailyStats, type DailyReply } from './use-history';
import { IndexedNote } from './indexed-note';

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const RANGE_DAYS: Record<ChartRange, number | null> = { '7d': 7, '30d': 30, all: null };

/**
 * Every day of the range (for "all": from the first day with data) to the last day with data or
 * today, so quiet days show as zero.
 */
function series(data: DailyReply, range: ChartRange) {
  const days = [...data.days.map((d) => d.dayMs), ...data.active.map((a) => a.dayMs)];
  if (days.length === 0) return null;
  const last = Math.max(...days, Math.floor(Date.now() / DAY_MS) * DAY_MS);
  const span = RANGE_DAYS[range];
  const first = span === null ? Math.min(...days) : last - (span - 1) * DAY_MS;
  const all: number[] = [];
  for (let d = first; d <= last; d += DAY_MS) all.push(d);
  const of = (chain: string, pick: (r: DailyReply['days'][number]) => number) =>
    all.map((d) =>
      data.days.filter((r) => r.dayMs === d && (chain === '*' || r.chain === chain)).reduce((s, r) => s + pick(r), 0),
    );
  return {
    all,
    txs: { X: of('X', (r) => r.txs), P: of('P', (r) => r.txs), C: of('C', (r) => r.txs) },
    fees: of('*', (r) => Number(BigInt(r.feesNavax)) / 1e9),
    active: all.map((d) => data.active.find((a) => a.dayMs === d)?.addresses ?? 0),
  };
}

export function DailyCharts() {
  const [range, setRange] = useState<ChartRange>('30d');
  const q = useDailyStats(range);
  if (q.isLoading) return <Skeleton className="h-40 w-full" />;
  if (!q.data && q.error) return <ErrorState title="Daily history did not load." detail={q.error.message} />;
  if (!q.data || !q.data.following) return null;
  const s = series(q.data, range);
  const span = s ? `${day(s.all[0]!)} to ${day(s.all[s.all.length - 1]!)} (UTC)` : '';
  const cols = (ys: number[]) => (s ? s.all.map((x, i) => ({ x, y: ys[i] ?? 0 })) : []);
  return (
    <div data-testid="daily-charts">
      <Card title="History by day">
        <IndexedNote chains={q.data.chains} />
        <RangePicker value={range} onChange={setRange} testId="daily-range" />
        {!s ? (
          <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="daily-empty">
            {range === 'all' ? 'Nothing indexed yet.' : 'Nothing indexed in this range.'}{' '}
            <Link href={urls.historyStatus()} className="underline">
              Indexing progress
            </Link>
          </p>
        ) : (
          <div className="grid gap-4 md:grid-cols-2">
            {(['X', 'P', 'C'] as const).map((c) => (
              <ColumnChart
                key={c}
                columns={cols(s.txs[c])}
                label={`${c}-Chain transactions per day`}
                formatX={day}
                formatY={(v) => `${v} txs`}
                testId={`daily-txs-${c}`}
                footer={`${c}-Chain txs per day, ${span}: ${s.txs[c].reduce((a, b) => a + b, 0)} in all`}
              />
            ))}
            <ColumnChart
              columns={cols(s.active)}
              label="Active addresses per day"
              formatX={day}
              formatY={(v) => `${v} addresses`}
              testId="daily-active"
              footer={`Active addresses per day, ${span}`}
            />
            <ColumnChart
              columns={cols(s.fees)}
              label="AVAX burned in fees per day"
              formatX={day}
              formatY={(v) => formatAmount(BigInt(Math.round(v * 1e9)), 9, { symbol: 'AVAX' })}
              testId="daily-fees"
              footer={`Fees burned per day (X, P, C), ${span}`}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
