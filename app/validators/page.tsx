import type { Metadata } from 'next';
import { Suspense } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { looksLikeCb58Id } from '@/components/validators/id-shapes';
import { loadCurrentTable } from '@/components/validators/load-current-table';
import { UptimeNote } from '@/components/validators/uptime-note';
import { StakingRulesNote } from '@/components/validators/staking-rules-note';
import { ValidatorSample } from '@/components/validators/validator-sample';
import { ValidatorsView } from '@/components/validators/validators-view';
import { currentCaller } from '@/lib/auth/current-caller';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';

export const metadata: Metadata = { title: 'Validators' };

type SearchParams = Record<string, string | string[] | undefined>;

function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

// The current view's rows are read on the server (one node call) and streamed in with the first
// screen already rendered; the other views load in the browser as before.
async function ValidatorsWithRows({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const subnet = one(sp.subnet);
  const subnetID = subnet && looksLikeCb58Id(subnet) ? subnet : PRIMARY_NETWORK_ID;
  // Same rule as the client's view switch: anything but pending or at-height is the current view.
  const current = !['pending', 'at'].includes(one(sp.view) ?? '');
  const initial = current ? await loadCurrentTable(subnetID, await currentCaller()) : null;
  return (
    <>
      <ValidatorsView initial={initial} />
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

export default function ValidatorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Validators</h1>
        <UptimeNote />
        <StakingRulesNote />
      </div>
      <Suspense fallback={<ValidatorsSkeleton />}>
        <ValidatorsWithRows searchParams={searchParams} />
      </Suspense>
    </div>
  );
}
