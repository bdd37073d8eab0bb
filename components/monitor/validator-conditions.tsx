'use client';
// A watched validator's ongoing graded conditions, on its own page.
import { EpisodeItem } from './episode-item';
import { useValidatorAlerts } from './use-graded';

export function ValidatorConditions({ nodeID }: { nodeID: string }) {
  const q = useValidatorAlerts(nodeID, 10_000);
  if (q.error && !q.data) {
    return <p className="text-sm text-amber-700 dark:text-amber-400">Graded alerts unavailable: {q.error.message}</p>;
  }
  if (!q.data) return null;
  return (
    <div className="text-sm" data-testid="validator-conditions">
      {q.data.open.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">No graded condition holds for it now.</p>
      ) : (
        <ul className="space-y-1">
          {q.data.open.map((e) => (
            <EpisodeItem key={e.id} episode={e} className="flex flex-wrap items-center gap-2" />
          ))}
        </ul>
      )}
    </div>
  );
}
