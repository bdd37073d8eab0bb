'use client';
// A chain's proposervm figures (Granite): the P-chain height its next block would reference and its
// current epoch (ACP-181), from /ext/bc/<chain>/proposervm. Nodes before Granite do not serve them.
import Link from 'next/link';
import { TimeAgo } from '@/components/ui/time-ago';
import { urls } from '@/lib/explorer/urls';
import { useNodeQuery } from '@/lib/hooks/use-node-query';

const POLL_MS = 5_000;

export function ProposerVmStatus({ chain }: { chain: string }) {
  const proposed = useNodeQuery('proposervm.getProposedHeight', {}, { chain }, { pollMs: POLL_MS });
  const epoch = useNodeQuery('proposervm.getCurrentEpoch', {}, { chain }, { pollMs: POLL_MS });
  const pLink = (h: bigint) => (
    <Link href={urls.block('P', h)} className="font-mono text-brand-600 hover:underline dark:text-brand-500">
      {h.toString()}
    </Link>
  );
  if (proposed.error && epoch.error && !proposed.data && !epoch.data) {
    return (
      <p data-testid="proposervm-missing" className="text-sm text-slate-500">
        This node does not serve the proposervm API (AvalancheGo v1.14, Granite, added it): {epoch.error.message}
      </p>
    );
  }
  return (
    <dl
      data-testid="proposervm-status"
      className="flex flex-wrap gap-x-6 gap-y-1 rounded-xl border border-slate-200 bg-white px-4 py-2 text-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex gap-2">
        <dt className="text-slate-500 dark:text-slate-400">Proposed P-chain height</dt>
        <dd data-testid="proposed-height">{proposed.data ? pLink(proposed.data.height) : '…'}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="text-slate-500 dark:text-slate-400">Epoch (ACP-181)</dt>
        <dd data-testid="epoch">
          {epoch.data ? (
            <>
              <span data-testid="epoch-number" className="font-mono">
                {epoch.data.number.toString()}
              </span>
              , started <TimeAgo ms={Number(epoch.data.startTime) * 1000} />, P-chain view at{' '}
              {pLink(epoch.data.pChainHeight)}
            </>
          ) : epoch.error ? (
            <span className="text-slate-500">unavailable</span>
          ) : (
            '…'
          )}
        </dd>
      </div>
    </dl>
  );
}
