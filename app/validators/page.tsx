import type { Metadata } from 'next';
import { Suspense, use } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { looksLikeCb58Id } from '@/components/validators/id-shapes';
import type { CurrentTable } from '@/components/validators/current-rows-data';
import { loadCurrentTable, recentTable } from '@/components/validators/load-current-table';
import { UptimeNote } from '@/components/validators/uptime-note';
import { StakingRulesNote } from '@/components/validators/staking-rules-note';
import { tableQueryOf } from '@/components/validators/table-page';
import { ValidatorSample } from '@/components/validators/validator-sample';
import { ValidatorsView } from '@/components/validators/validators-view';
import { VIEWS, type ViewKey } from '@/components/validators/validators-href';
import { currentCaller } from '@/lib/auth/current-caller';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';

export const metadata: Metadata = { title: 'Validators' };

type SearchParams = Record<string, string | string[] | undefined>;

function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

// The current view is filtered, sorted and paged on the server from its one cached node call: the HTML
// carries the screen of rows the URL asks for. A recent table is at hand and its rows go out with the
// first bytes (so they show even without JavaScript); otherwise a skeleton first and the rows streamed
// in. The other views load in the browser.
function ValidatorsWithRows({
  sp,
  subnetID,
  view,
  table,
}: {
  sp: SearchParams;
  subnetID: string;
  view: ViewKey;
  table: CurrentTable | null | Promise<CurrentTable | null>;
}) {
  const rows = table instanceof Promise ? use(table) : table;
  return (
    <>
      <ValidatorsView subnetID={subnetID} view={view} query={tableQueryOf(sp)} table={rows} />
      <Suspense fallback={null}>
        <ValidatorSample subnetID={subnetID} />
      </Suspense>
    </>
  );
}

function ValidatorsSkeleton() {
  return (
    <div className="space-y-4" aria-busy>
      <Skeleton className="h-9 w-full max-w-xl" />
      <div className="grid gap-3 sm:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-16 w-full" />
        ))}
      </div>
      {Array.from({ length: 8 }, (_, i) => (
        <Skeleton key={i} className="h-9 w-full" />
      ))}
    </div>
  );
}

export default async function ValidatorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const subnet = one(sp.subnet);
  const subnetID = subnet && looksLikeCb58Id(subnet) ? subnet : PRIMARY_NETWORK_ID;
  const viewParam = one(sp.view);
  const view: ViewKey = VIEWS.some((v) => v.key === viewParam) ? (viewParam as ViewKey) : 'current';
  let table: CurrentTable | null | Promise<CurrentTable | null> = null;
  if (view === 'current') {
    const viewer = await currentCaller();
    table = recentTable(subnetID, viewer) ?? loadCurrentTable(subnetID, viewer);
  }
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Validators</h1>
        <UptimeNote />
        <Suspense fallback={null}>
          <StakingRulesNote />
        </Suspense>
      </div>
      <Suspense fallback={<ValidatorsSkeleton />}>
        <ValidatorsWithRows sp={sp} subnetID={subnetID} view={view} table={table} />
      </Suspense>
    </div>
  );
}
