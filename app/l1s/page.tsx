import type { Metadata } from 'next';
import Link from 'next/link';
import { ControlKeys } from '@/components/l1s/owners';
import { l1Rows } from '@/lib/explorer/l1-rows';
import { ErrorState } from '@/components/ui/states';
import { urls } from '@/lib/explorer/urls';
import { PageTitle } from '@/components/ui/page-title';
import { CsvLink } from '@/components/ui/csv-link';
import { apiUrl } from '@/lib/api/fetch';

export const metadata: Metadata = { title: 'L1s' };
export const dynamic = 'force-dynamic';

export default async function L1sPage() {
  let rows;
  try {
    rows = await l1Rows();
  } catch (e) {
    return (
      <div className="space-y-4">
        <h1 className="text-2xl font-semibold tracking-tight">L1s</h1>
        <ErrorState title="The node did not return its subnets" detail={(e as Error).message} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <PageTitle title="L1s">
        <span data-testid="subnet-count">{rows.length}</span> subnets and L1s, including the Primary Network.
      </PageTitle>
      <CsvLink
        href={apiUrl('explorer.l1sCsv', { query: { format: 'csv' } })}
        testId="l1s-csv"
        className="inline-block"
      />
      <ul className="grid gap-3 md:grid-cols-2" data-testid="subnet-list">
        {rows.map((s) => (
          <li
            key={s.id}
            data-testid="subnet"
            className="min-w-0 rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            <Link href={urls.subnet(s.id)} className="font-semibold text-brand-600 hover:underline dark:text-brand-500">
              {s.name}
            </Link>
            <p className="truncate font-mono text-xs text-slate-500" title={s.id}>
              {s.id}
            </p>
            <p className="mt-1 text-sm">{s.kind}</p>
            {!s.primary && (
              <div className="mt-2 text-sm">
                <ControlKeys keys={s.controlKeys} threshold={s.threshold} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
