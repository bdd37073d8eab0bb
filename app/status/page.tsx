import type { Metadata } from 'next';
import { HistoryStatus } from '@/components/history/history-status';
import { MissingApiNote } from '@/components/node/missing-api-note';
import { Card } from '@/components/ui/card';
import { apiAnswer } from '@/components/shell/api-answer';
import { QuerySeed } from '@/components/shell/query-seed';
import { publicUrlWarning } from '@/lib/security/public-url-warning';

export const metadata: Metadata = { title: 'Indexing status' };

/** How far Snowline's history follower has indexed each chain. */
export default async function StatusPage() {
  const statusAnswer = apiAnswer('history.status', {});
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Indexing status</h1>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Snowline reads every accepted block of the X-, P- and C-Chain from the node into its own store, so address,
          asset, token and staking history need no indexing node.
        </p>
      </div>
      {publicUrlWarning() && (
        <p
          role="note"
          data-testid="public-url-warning"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200"
        >
          {publicUrlWarning()}.
        </p>
      )}
      {/* Without it the follower reads block by block: slower, never failing. */}
      <MissingApiNote api="index" what="Reading blocks in batches through the index API is" />
      <Card title="History follower">
        {/* The progress comes with the page (the same answer as /api/history/status), then polls. */}
        <QuerySeed answers={[await statusAnswer]}>
          <HistoryStatus />
        </QuerySeed>
      </Card>
    </div>
  );
}
