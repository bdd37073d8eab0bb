'use client';
// The subnet / L1 whose validators are shown. A GET form: without JavaScript its button applies the
// choice; once live, choosing navigates at once (a new subnet starts unfiltered, at the latest height).
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import type { SubnetOption } from './subnet-options';
import { urls } from '@/lib/explorer/urls';

export function SubnetPicker({
  subnetID,
  options,
  view,
}: {
  subnetID: string;
  options: readonly SubnetOption[];
  view: string | null;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <form method="get" action="/validators" className="flex items-center gap-2 text-sm" aria-busy={pending}>
      {view && <input type="hidden" name="view" value={view} />}
      <label className="flex items-center gap-2">
        <span className="text-slate-600 dark:text-slate-400">Subnet / L1</span>
        <select
          name="subnet"
          defaultValue={subnetID}
          data-testid="subnet-picker"
          onChange={(e) => {
            const subnet = e.target.value === PRIMARY_NETWORK_ID ? null : e.target.value;
            startTransition(() => router.push(urls.validatorsPage({ subnet, view })));
          }}
          className="max-w-[16rem] rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          {options.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <noscript>
        <button type="submit" className="rounded-lg border border-slate-300 px-2 py-1.5 dark:border-slate-700">
          Show
        </button>
      </noscript>
    </form>
  );
}
