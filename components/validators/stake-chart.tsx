// Stake distribution: the largest validators' share of the total weight, the rest grouped, and how
// few validators together hold a third (enough to halt) and a half of it.
import { shortenId } from '@/lib/format/id';
import { BarList } from '@/components/charts/bar-list';
import { formatWeight, sharePercent } from './format';
import { WhenVisible } from './when-visible';

// Rendered on the server from the whole set; the browser gets the bars.
export function StakeChart({ rows, staked }: { rows: readonly { nodeID: string; weight: bigint }[]; staked: boolean }) {
  const sorted = [...rows].sort((a, b) => (a.weight < b.weight ? 1 : a.weight > b.weight ? -1 : 0));
  const total = sorted.reduce((a, r) => a + r.weight, 0n);
  const top = sorted.slice(0, 10);
  const rest = sorted.slice(10).reduce((a, r) => a + r.weight, 0n);
  let acc = 0n;
  let third = 0;
  let half = 0;
  for (let i = 0; i < sorted.length; i++) {
    acc += sorted[i]!.weight;
    if (!third && acc * 3n > total) third = i + 1;
    if (acc * 2n > total) {
      half = i + 1;
      break;
    }
  }
  const bars = top.map((r) => {
    const pct = sharePercent(r.weight, total);
    return {
      label: shortenId(r.nodeID, 10, 4),
      value: pct,
      display: `${pct.toFixed(2)}%`,
      title: `${r.nodeID}: ${formatWeight(r.weight, staked)}`,
    };
  });
  if (rest > 0n) {
    const pct = sharePercent(rest, total);
    bars.push({
      label: `${sorted.length - top.length} others`,
      value: pct,
      display: `${pct.toFixed(2)}%`,
      title: formatWeight(rest, staked),
    });
  }
  return (
    <section
      aria-labelledby="stake-dist"
      className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="stake-dist" className="font-semibold">
        Stake distribution
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        {rows.length > 0 ? (
          <>
            Total {formatWeight(total, staked)}. The largest <strong data-testid="third-holders">{third}</strong>{' '}
            validator
            {third === 1 ? '' : 's'} hold more than a third; <strong>{half}</strong> hold more than half.
          </>
        ) : (
          'No validators.'
        )}
      </p>
      {/* The chart's own height (24 px a bar, bar-list.tsx): a client module's helper cannot run here. */}
      <WhenVisible height={Math.max(1, bars.length) * 24 + 8}>
        <BarList bars={bars} label="Share of total weight by validator" testId="stake-chart" />
      </WhenVisible>
    </section>
  );
}
