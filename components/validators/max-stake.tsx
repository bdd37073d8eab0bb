// platform.getMaxStakeAmount on the validator page: the most stake (own and delegated) on this node at
// any moment of the next day, as the node computes it. Deprecated by AvalancheGo, and some nodes no
// longer answer it: then the card says so.
import { formatAvax } from '@/lib/format/amount';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { serverNodeClient } from '@/lib/node/server-client';

const DAY_S = 86_400;

/** The node's answer for the day ahead of now (read once per request, outside rendering). */
async function maxStakeNextDay(nodeID: string, subnetID: string) {
  const now = Math.floor(Date.now() / 1000);
  return serverNodeClient()
    .platform.getMaxStakeAmount({
      nodeID,
      startTime: BigInt(now + 1),
      endTime: BigInt(now + DAY_S),
      ...(subnetID === PRIMARY_NETWORK_ID ? {} : { subnetID }),
    })
    .then((r) => ({ ok: true as const, amount: r.amount }))
    .catch((e: Error) => ({ ok: false as const, error: e.message }));
}

export async function MaxStake({ nodeID, subnetID }: { nodeID: string; subnetID: string }) {
  const answer = await maxStakeNextDay(nodeID, subnetID);
  return (
    <section
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="max-stake"
    >
      <h2 className="font-semibold">Most stake over the next 24 hours</h2>
      {answer.ok ? (
        <p className="mt-1">
          <span className="font-mono" data-testid="max-stake-value">
            {formatAvax(answer.amount)}
          </span>{' '}
          <span className="text-xs text-slate-500">(platform.getMaxStakeAmount)</span>
        </p>
      ) : (
        <p className="mt-1 text-xs text-slate-500">platform.getMaxStakeAmount is not answered: {answer.error}</p>
      )}
    </section>
  );
}
