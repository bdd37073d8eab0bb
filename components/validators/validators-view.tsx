'use client';
// /validators: subnet picker and the three views (current, pending, at a past height), all in the URL.
import Link from 'next/link';
import { lazy, Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { CurrentValidators } from './current-validators';
import { looksLikeCb58Id } from './id-shapes';
import type { CurrentTable } from './current-rows-data';
import { useSubnetOptions } from './network-hooks';
import { useUrlParams } from './use-url-params';

// The other two views load when chosen: the page's first load carries the current one only.
const PendingStakers = lazy(() => import('./pending-stakers').then((m) => ({ default: m.PendingStakers })));
const ValidatorsAtHeight = lazy(() =>
  import('./validators-at-height').then((m) => ({ default: m.ValidatorsAtHeight })),
);
import { urls } from '@/lib/explorer/urls';

const VIEWS = [
  { key: 'current', label: 'Current' },
  { key: 'pending', label: 'Pending' },
  { key: 'at', label: 'At a past height' },
] as const;
type ViewKey = (typeof VIEWS)[number]['key'];

/** `initial`: the server's current rows for the subnet in the URL (null when the node did not answer). */
export function ValidatorsView({ initial }: { initial: CurrentTable | null }) {
  const [params, setParams] = useUrlParams();
  const subnetParam = params.get('subnet');
  const subnetID = subnetParam && looksLikeCb58Id(subnetParam) ? subnetParam : PRIMARY_NETWORK_ID;
  const viewParam = params.get('view');
  const view: ViewKey = VIEWS.some((v) => v.key === viewParam) ? (viewParam as ViewKey) : 'current';
  const subnets = useSubnetOptions();
  const options = subnets.some((s) => s.id === subnetID) ? subnets : [...subnets, { id: subnetID, label: subnetID }];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex items-center gap-2 text-sm">
          <span className="text-slate-600 dark:text-slate-400">Subnet / L1</span>
          <select
            value={subnetID}
            data-testid="subnet-picker"
            onChange={(e) =>
              setParams({
                subnet: e.target.value === PRIMARY_NETWORK_ID ? null : e.target.value,
                q: null,
                height: null,
              })
            }
            className="max-w-[16rem] rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
          >
            {options.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <nav
          aria-label="Validator views"
          className="flex rounded-lg border border-slate-300 p-0.5 text-sm dark:border-slate-700"
        >
          {VIEWS.map((v) => (
            <button
              key={v.key}
              type="button"
              aria-pressed={view === v.key}
              onClick={() => setParams({ view: v.key === 'current' ? null : v.key })}
              className={`rounded-md px-3 py-1 ${view === v.key ? 'bg-brand-600 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
            >
              {v.label}
            </button>
          ))}
        </nav>
        <Link
          href={urls.watchlist()}
          className="ml-auto text-sm font-medium text-brand-600 hover:underline dark:text-brand-500"
        >
          Watchlist &amp; alerts →
        </Link>
      </div>
      {subnetID !== PRIMARY_NETWORK_ID && (
        <p className="text-sm">
          <Link href={urls.subnet(subnetID)} className="text-brand-600 hover:underline dark:text-brand-500">
            About this L1 →
          </Link>
        </p>
      )}
      {view === 'current' && <CurrentValidators key={subnetID} subnetID={subnetID} initial={initial} />}
      <Suspense fallback={<Skeleton className="h-40 w-full" />}>
        {view === 'pending' && <PendingStakers subnetID={subnetID} />}
        {view === 'at' && <ValidatorsAtHeight key={subnetID} subnetID={subnetID} />}
      </Suspense>
    </div>
  );
}
