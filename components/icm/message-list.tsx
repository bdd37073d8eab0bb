'use client';
// ICM messages seen on a chain, or naming an address, newest first: state, route and fee at a glance;
// the page cursor in the URL; a CSV of the listing.
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { apiUrl } from '@/lib/api/fetch';
import { useApiQuery } from '@/lib/hooks/use-api-query';
import { urls } from '@/lib/explorer/urls';
import { EmptyState, QueryError } from '@/components/ui/states';
import { Skeleton } from '@/components/ui/skeleton';
import { IdText } from '@/components/ui/id-text';
import { TimeAgo } from '@/components/ui/time-ago';
import { useCursor } from '@/components/history/cursor';
import { StatusBadge } from './status-badge';
import { WatchAddress } from './watch-address';

export function MessageList() {
  const sp = useSearchParams();
  const address = sp.get('address') ?? undefined;
  const chain = address ? undefined : (sp.get('chain') ?? 'C');
  const { before, links } = useCursor('before');
  const query = { chain, address, before };
  const q = useApiQuery('icm.messages', { query }, { pollMs: 10_000, keepPrevious: true });
  const csv = apiUrl('icm.messages', { query: { chain, address, format: 'csv' } });
  return (
    <div className="space-y-3">
      <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <span>
          {address ? (
            <>
              Messages naming <IdText id={address} />
            </>
          ) : (
            <>Messages sent or received on {chain === 'C' ? 'the C-Chain' : `L1 ${chain}`}</>
          )}
        </span>
        <a href={csv} className="text-brand-600 hover:underline dark:text-brand-500" download>
          Download CSV
        </a>
        {address && /^0x[0-9a-fA-F]{40}$/.test(address) && <WatchAddress address={address} />}
      </p>
      {q.isLoading && <Skeleton className="h-32 w-full" />}
      <QueryError q={q} title="Could not read the messages" />
      {q.data && !q.data.following && <EmptyState title="This server does not follow the chains" />}
      {q.data?.following && q.data.rows.length === 0 && <EmptyState title="No ICM messages here yet" />}
      {q.data?.following && q.data.rows.length > 0 && (
        <>
          <ul
            className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
            data-testid="icm-list"
          >
            {q.data.rows.map((r) => (
              <li
                key={`${r.chain}-${r.height}-${r.logIndex}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm"
              >
                <StatusBadge status={r.status} />
                <Link
                  href={urls.icmMessage(r.messageID)}
                  className="font-mono text-brand-600 hover:underline dark:text-brand-500"
                >
                  {r.messageID.slice(0, 18)}…
                </Link>
                <span className="text-slate-500">
                  {r.kind === 'received' ? 'received here' : r.kind === 'sent' ? 'sent here' : 'Warp send'}
                </span>
                {r.sender && (
                  <span>
                    from <IdText id={r.sender} />
                  </span>
                )}
                {r.destAddress && (
                  <span>
                    to <IdText id={r.destAddress} />
                  </span>
                )}
                {r.missingFee && <span className="text-amber-700 dark:text-amber-400">no fee</span>}
                <span className="ml-auto text-slate-500">
                  <TimeAgo ms={r.timeMs} />
                </span>
              </li>
            ))}
          </ul>
          {links(q.data.next)}
        </>
      )}
    </div>
  );
}
