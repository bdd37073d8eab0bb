// An L1's ACP-77 validators, each as platform.getL1Validator describes it: weight, the balance that
// pays its continuous fee, its nonce and start. The current validator list names their validation ids;
// they are shown 20 at a time (one node call each), in validation id order, the page in the URL.
import Link from 'next/link';
import { IdText } from '@/components/ui/id-text';
import { PlainHead } from '@/components/ui/data-table';
import { CsvLink } from '@/components/ui/csv-link';
import { apiUrl } from '@/lib/api/fetch';
import { SectionCard } from '@/components/ui/section-card';
import { formatAvax } from '@/lib/format/amount';
import { absoluteTime } from '@/lib/format/time';
import { urls } from '@/lib/explorer/urls';
import { serverNodeClient } from '@/lib/node/server-client';

const SHOWN = 20;

/** The page's first row from `?validators_from=`: a whole number within the list, else 0. */
export function validatorsFrom(raw: string | string[] | undefined, count: number): number {
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  return n < count ? n - (n % SHOWN) : 0;
}

export async function L1Validators({
  subnetID,
  validationIDs: unordered,
  from = 0,
}: {
  subnetID: string;
  validationIDs: string[];
  /** The first row shown (a multiple of 20). */
  from?: number;
}) {
  if (unordered.length === 0) return null;
  const validationIDs = [...unordered].sort();
  const c = serverNodeClient();
  const rows = await Promise.all(
    validationIDs.slice(from, from + SHOWN).map(async (validationID) => ({
      validationID,
      v: await c.platform.getL1Validator({ validationID }).catch((e: Error) => e),
    })),
  );
  return (
    <SectionCard title="L1 validators (ACP-77)" testId="l1-validators">
      <p className="mb-2 text-right">
        <CsvLink
          href={apiUrl('explorer.l1ValidatorsCsv', { params: { id: subnetID }, query: { format: 'csv' } })}
          testId="l1-validators-csv"
          className="py-0.5 text-xs"
        />
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <PlainHead columns={['Node', 'Weight', 'Fee balance', 'Min nonce', 'Since']} />
          <tbody>
            {rows.map(({ validationID, v }) =>
              v instanceof Error ? (
                <tr key={validationID}>
                  <td colSpan={5} className="py-1 text-xs text-amber-700 dark:text-amber-400">
                    {validationID}: {v.message}
                  </td>
                </tr>
              ) : (
                <tr key={validationID} className="border-t border-slate-100 dark:border-slate-800">
                  <td className="py-1 pr-3">
                    <IdText id={v.nodeID} href={urls.validator(v.nodeID, subnetID)} />
                  </td>
                  <td className="py-1 pr-3 tabular-nums">{v.weight.toString()}</td>
                  <td className="py-1 pr-3 tabular-nums">{formatAvax(v.balance)}</td>
                  <td className="py-1 pr-3 tabular-nums">{v.minNonce.toString()}</td>
                  <td className="py-1 text-xs">{absoluteTime(Number(v.startTime) * 1000)}</td>
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
      {validationIDs.length > SHOWN && (
        <nav aria-label="L1 validator pages" className="mt-2 flex flex-wrap items-center gap-3 text-sm">
          <span className="text-xs text-slate-500" data-testid="l1-validators-range">
            {from + 1}–{Math.min(from + SHOWN, validationIDs.length)} of {validationIDs.length}
          </span>
          {from > 0 && (
            <Link href={pageHref(subnetID, from - SHOWN)} className="hover:underline" data-testid="l1-validators-prev">
              ← Previous
            </Link>
          )}
          {from + SHOWN < validationIDs.length && (
            <Link
              href={pageHref(subnetID, from + SHOWN)}
              scroll={false}
              rel="next"
              className="hover:underline"
              data-testid="l1-validators-next"
            >
              Next →
            </Link>
          )}
        </nav>
      )}
    </SectionCard>
  );
}

const pageHref = (subnetID: string, from: number) =>
  from > 0 ? `${urls.subnet(subnetID)}?validators_from=${from}` : urls.subnet(subnetID);
