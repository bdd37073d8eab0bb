// /validators: subnet picker and the three views (current, pending, at a past height), all in the URL.
// Rendered on the server; the current view's rows come with the HTML (current-validators.tsx), the
// other two views load in the browser when chosen.
import Link from 'next/link';
import { urls } from '@/lib/explorer/urls';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import type { CurrentTable } from './current-rows-data';
import { CurrentValidators } from './current-validators';
import { OtherViews } from './other-views';
import type { SubnetOption } from './subnet-options';
import { SubnetPicker } from './subnet-picker';
import type { TableQuery } from './table-page';
import type { ViewKey } from './validator-views';
import { ViewSwitch } from './view-switch';

/**
 * `table`: the server's current set for the subnet (current view only; null when the node did not answer).
 * `subnetOptions`: the picker's (subnet-options.ts), read beside the table.
 */
export function ValidatorsView({
  subnetID,
  view,
  query,
  table,
  subnetOptions,
}: {
  subnetID: string;
  view: ViewKey;
  query: TableQuery;
  table: CurrentTable | null;
  subnetOptions: SubnetOption[];
}) {
  const subnet = subnetID === PRIMARY_NETWORK_ID ? null : subnetID;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <SubnetPicker
          key={subnetID}
          subnetID={subnetID}
          options={subnetOptions}
          view={view === 'current' ? null : view}
        />
        <ViewSwitch view={view} keep={subnet ? { subnet } : {}} />
        {/* Not prefetched: its render would meet the filter's, which a visitor here reaches for first. */}
        <Link
          href={urls.watchlist()}
          prefetch={false}
          className="ml-auto text-sm font-medium text-brand-600 hover:underline dark:text-brand-500"
        >
          Watchlist &amp; alerts →
        </Link>
      </div>
      {subnet && (
        <p className="text-sm">
          <Link href={urls.subnet(subnet)} className="text-brand-600 hover:underline dark:text-brand-500">
            About this L1 →
          </Link>
        </p>
      )}
      {view === 'current' ? (
        <CurrentValidators key={subnetID} table={table} where={{ subnetID, subnet, query }} />
      ) : (
        <OtherViews view={view} subnetID={subnetID} />
      )}
    </div>
  );
}
