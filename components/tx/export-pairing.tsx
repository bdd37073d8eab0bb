// Under an export's outputs: for each, the import that spent it (chain, tx, time), or that it still
// waits in the destination's shared memory, and since when. From the follower's store.
import { IdText } from '@/components/ui/id-text';
import { ItemList } from '@/components/ui/item-list';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { absoluteTime } from '@/lib/format/time';
import type { ExportPairing } from '@/lib/history/export-pairing';
import { Amount } from '../ui/amount';
import { Card } from '../ui/card';
import type { Ctx } from './tx-details';

const muted = 'text-slate-500 dark:text-slate-400';

export function ExportPairingCard({ pairing, ctx }: { pairing: ExportPairing; ctx: Ctx }) {
  if (!pairing.following) return null;
  const rows = pairing.value;
  return (
    <Card title="Imports of the exported outputs">
      <div data-testid="export-pairing">
        <ItemList
          items={rows ?? []}
          item={(r) => ({
            key: String(r.outIndex),
            'data-testid': 'export-pair',
            'data-state': r.importTx ? 'imported' : 'waiting',
          })}
          className="divide-y divide-slate-100 dark:divide-slate-800"
          itemClassName="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2 text-sm"
          empty={
            <p className={`px-4 py-3 text-sm ${muted}`}>
              {rows === null
                ? 'The history store does not answer: which import spent these is not known right now.'
                : 'Not indexed yet: the follower has not reached this export.'}
            </p>
          }
        >
          {(r) => (
            <>
              <span className={muted}>Output {r.outIndex}</span>
              {r.amount !== null && r.asset !== null && (
                <Amount value={BigInt(r.amount)} meta={ctx.assets[r.asset]} assetID={r.asset} />
              )}
              {r.importTx && r.importChain ? (
                <span>
                  imported on the {r.importChain}-Chain by{' '}
                  <IdText id={r.importTx} href={urls.tx(r.importChain, r.importTx)} />
                  {r.importTimeMs !== null && (
                    <>
                      {' '}
                      <TimeAgo ms={r.importTimeMs} />{' '}
                      <span className={`text-xs ${muted}`}>({absoluteTime(r.importTimeMs)})</span>
                    </>
                  )}
                </span>
              ) : (
                <span className="text-amber-700 dark:text-amber-400">
                  waiting for import on the {r.destChain ?? 'destination'}-Chain
                  {r.exportTimeMs !== null && (
                    <>
                      , exported <TimeAgo ms={r.exportTimeMs} />
                    </>
                  )}
                </span>
              )}
            </>
          )}
        </ItemList>
      </div>
    </Card>
  );
}
