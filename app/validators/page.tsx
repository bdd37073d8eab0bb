import type { Metadata } from 'next';
import { Suspense } from 'react';
import { looksLikeCb58Id } from '@/components/validators/id-shapes';
import { loadCurrentTable } from '@/components/validators/load-current-table';
import { UptimeNote } from '@/components/validators/uptime-note';
import { StakingRulesNote } from '@/components/validators/staking-rules-note';
import { tableQueryOf } from '@/components/validators/table-page';
import { loadValidatorSample, ValidatorSample } from '@/components/validators/validator-sample';
import { loadSubnetOptions, shownSubnetOption } from '@/components/validators/subnet-options';
import { SEED_WAIT_MS, within } from '@/components/shell/query-seed';
import { ValidatorsView } from '@/components/validators/validators-view';
import { VIEWS, type ViewKey } from '@/components/validators/validator-views';
import { currentCaller } from '@/lib/auth/current-caller';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';

export const metadata: Metadata = { title: 'Validators' };

type SearchParams = Record<string, string | string[] | undefined>;

function one(v: string | string[] | undefined): string | undefined {
  return Array.isArray(v) ? v[0] : v;
}

// The current view is filtered, sorted and paged on the server from its one cached node call, and its
// rows go out with the page's first bytes: no Suspense boundary around them, since React would send a
// large boundary's content after the shell, for a script to reveal (nothing to see without JavaScript).
// A recent table is at hand at once; the first view after 15 s without one waits for the node. The
// other views load in the browser.
export default async function ValidatorsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const sp = await searchParams;
  const subnet = one(sp.subnet);
  const subnetID = subnet && looksLikeCb58Id(subnet) ? subnet : PRIMARY_NETWORK_ID;
  const viewParam = one(sp.view);
  const view: ViewKey = VIEWS.some((v) => v.key === viewParam) ? (viewParam as ViewKey) : 'current';
  // Read together. The picker and the sample wait for the node as long as a seed does at most: a slow
  // node never holds a table the server already has (the picker then offers the subnet shown).
  const [table, subnetOptions, sample] = await Promise.all([
    view === 'current' ? currentCaller().then((caller) => loadCurrentTable(subnetID, caller)) : null,
    within(loadSubnetOptions(subnetID), SEED_WAIT_MS),
    within(loadValidatorSample(subnetID), SEED_WAIT_MS),
  ]);
  return (
    <div className="space-y-4">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight">Validators</h1>
        <UptimeNote />
        <Suspense fallback={null}>
          <StakingRulesNote />
        </Suspense>
      </div>
      <ValidatorsView
        subnetID={subnetID}
        view={view}
        query={tableQueryOf(sp)}
        table={table}
        subnetOptions={subnetOptions ?? [shownSubnetOption(subnetID)]}
      />
      <ValidatorSample subnetID={subnetID} sample={sample ?? null} />
    </div>
  );
}
