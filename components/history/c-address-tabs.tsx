'use client';
// An EVM account's history in tabs: Transactions, Internal (the value moved to or from it by calls
// inside txs, where the node serves traces: the history filtered by that asset) and Tokens; the tab is
// in the URL (?asset=evm-internal, ?tab=tokens).
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import dynamic from 'next/dynamic';
import { orUnavailable } from '@/components/ui/lazy-section';
import { Skeleton } from '@/components/ui/skeleton';
import { EVM_INTERNAL_ASSET } from '@/lib/store/history/evm-internal';

// Neither tab's listing weighs on the route's first load (P4 budget). The default tab's code is preloaded
// by the HTML and the server draws it from the answer the page seeds (evm-address-page.tsx), so its rows
// come in the HTML and hydrate with the page; the Tokens tab's code only when picked, drawn in the browser.
const loading = () => <Skeleton className="h-24 w-full" />;
const AddressHistory = dynamic(() => orUnavailable(import('./address-history').then((m) => m.AddressHistory)));
const TokenActivity = dynamic(() => import('./token-transfers').then((m) => m.TokenActivity), { ssr: false, loading });

/** `chain`: an L1 chain's id, whose page shows the history on that chain until another filter is picked. */
export function CAddressTabs({ address, chain }: { address: string; chain?: string }) {
  const params = useSearchParams();
  const pathname = usePathname();
  const tab =
    params.get('tab') === 'tokens' ? 'tokens' : params.get('asset') === EVM_INTERNAL_ASSET ? 'internal' : 'txs';
  const tabCls = (on: boolean) =>
    `rounded-md px-3 py-1 text-sm ${on ? 'bg-slate-200 font-medium dark:bg-slate-800' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`;
  return (
    <div className="space-y-3">
      <nav className="flex gap-2" aria-label="Address history">
        <Link href={pathname} className={tabCls(tab === 'txs')} aria-current={tab === 'txs' ? 'page' : undefined}>
          Transactions
        </Link>
        <Link
          href={`${pathname}?asset=${EVM_INTERNAL_ASSET}`}
          className={tabCls(tab === 'internal')}
          aria-current={tab === 'internal' ? 'page' : undefined}
          title="Value moved to or from this address by calls inside transactions (where the node serves traces)"
          data-testid="tab-internal"
        >
          Internal
        </Link>
        <Link
          href={`${pathname}?tab=tokens`}
          className={tabCls(tab === 'tokens')}
          aria-current={tab === 'tokens' ? 'page' : undefined}
          data-testid="tab-tokens"
        >
          Tokens
        </Link>
      </nav>
      {tab === 'tokens' ? (
        <TokenActivity address={address} />
      ) : (
        <AddressHistory address={address} chains={['C']} defaultChain={chain} />
      )}
    </div>
  );
}
