'use client';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { tpsSeries } from '@/lib/explorer/block-summary';

type Blocks = Parameters<typeof tpsSeries>[0];

function clock(ms: number) {
  return new Date(ms).toISOString().slice(11, 19);
}

/** TPS per block (txs ÷ seconds since the previous block) for the X-, P- and C-Chain's recent blocks. */
export function TpsChart({ x, p, c }: { x: Blocks; p: Blocks; c: Blocks }) {
  const xs = tpsSeries(x);
  const ps = tpsSeries(p);
  const cs = tpsSeries(c);
  const avg = (s: { tps: number }[]) => (s.length ? s.reduce((a, b) => a + b.tps, 0) / s.length : 0);
  if (xs.length + ps.length + cs.length === 0)
    return <p className="text-sm text-slate-500 dark:text-slate-400">Waiting for a few blocks…</p>;
  return (
    <div>
      <p className="mb-2 text-xs text-slate-500 dark:text-slate-400" data-testid="tps-average">
        Average over the last blocks: X {avg(xs).toFixed(2)} tx/s · P {avg(ps).toFixed(2)} tx/s · C {avg(cs).toFixed(2)}{' '}
        tx/s
      </p>
      <div className="h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart margin={{ top: 5, right: 10, bottom: 0, left: -20 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
            <XAxis
              dataKey="timeMs"
              type="number"
              domain={['dataMin', 'dataMax']}
              tickFormatter={clock}
              fontSize={11}
              stroke="currentColor"
            />
            <YAxis fontSize={11} stroke="currentColor" allowDecimals />
            <Tooltip
              labelFormatter={(v) => `${clock(Number(v))} UTC`}
              formatter={(v) => `${Number(v).toFixed(2)} tx/s`}
            />
            <Legend />
            <Line data={xs} dataKey="tps" name="X-Chain" stroke="#3b82f6" dot={false} isAnimationActive={false} />
            <Line data={ps} dataKey="tps" name="P-Chain" stroke="#f59e0b" dot={false} isAnimationActive={false} />
            <Line data={cs} dataKey="tps" name="C-Chain" stroke="#e84142" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
