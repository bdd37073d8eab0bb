'use client';
// Why a sent message is not delivered: the weight of the source's validators that can sign against the
// weight the quorum needs, the reasons, and who signed where the node says.
import { useApiQuery } from '@/lib/hooks/use-api-query';
import { SectionCard } from '@/components/ui/section-card';
import { QueryError } from '@/components/ui/states';
import { Skeleton } from '@/components/ui/skeleton';
import { IdText } from '@/components/ui/id-text';
import { PlainHead } from '@/components/ui/data-table';
import { urls } from '@/lib/explorer/urls';
import { formatPercent, sharePercent } from '@/components/validators/format';

export function PendingPanel({ id, waitingMs }: { id: string; waitingMs: number | null }) {
  const q = useApiQuery('icm.pending', { params: { id } }, { pollMs: 15_000 });
  const minutes = waitingMs === null ? null : Math.floor(waitingMs / 60_000);
  return (
    <SectionCard title="Why it is pending" testId="icm-pending">
      {waitingMs !== null && (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
          Sent {minutes! >= 1 ? `${minutes} min` : `${Math.floor(waitingMs / 1000)} s`} ago and not delivered.
        </p>
      )}
      {q.isLoading && <Skeleton className="h-16" />}
      <QueryError q={q} title="Could not read the validator set" />
      {q.data && <Report report={q.data.report} />}
    </SectionCard>
  );
}

type ReportWire = NonNullable<ReturnType<typeof useApiQuery<'icm.pending'>>['data']>['report'];

function Report({ report: r }: { report: ReportWire }) {
  const total = BigInt(r.total);
  const pct = (w: string) => formatPercent(sharePercent(BigInt(w), total));
  return (
    <div className="space-y-3 text-sm">
      <p data-testid="icm-weights" className="text-base">
        <strong>{r.canSign}</strong> of {r.total} weight can sign ({pct(r.canSign)}); a quorum needs{' '}
        <strong>{r.needed}</strong> ({String(r.quorum.numerator)}%).{' '}
        {r.reachable ? (
          <span className="text-emerald-700 dark:text-emerald-400">Enough can sign.</span>
        ) : (
          <span className="font-medium text-red-700 dark:text-red-400">
            Not enough can sign: it cannot be delivered.
          </span>
        )}
        {r.signed !== null && <> Signed so far: {r.signed}.</>}
      </p>
      <p className="text-slate-600 dark:text-slate-400">
        {r.setNote[0]!.toUpperCase() + r.setNote.slice(1)}. Validator set of subnet{' '}
        <IdText id={r.subnetID} href={urls.validators({ subnetID: r.subnetID })} /> at P-chain height {r.pChainHeight} (
        {r.heightSource === 'proposervm'
          ? 'the height the chain’s next block uses, the nearest the node serves'
          : 'the P-chain tip'}
        ).
      </p>
      {r.reasons.length > 0 && (
        <ul className="list-disc space-y-1 pl-5" data-testid="icm-reasons">
          {r.reasons.map((x) => (
            <li key={x.kind} data-reason={x.kind}>
              {x.text}
              {x.nodeIDs.length > 0 && (
                <span className="text-slate-500">
                  {' '}
                  ({x.nodeIDs.slice(0, 5).join(', ')}
                  {x.nodeIDs.length > 5 ? ', …' : ''})
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {r.signatureNotes.map((n) => (
        <p key={n} className="text-slate-600 dark:text-slate-400">
          {n}
        </p>
      ))}
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <PlainHead columns={['Validator', 'Weight', 'Can sign', 'Signed']} />
          <tbody>
            {r.members.map((m) => (
              <tr key={m.nodeID} className="border-t border-slate-100 dark:border-slate-800">
                <td className="py-1 pr-3">
                  <IdText id={m.nodeID} />
                </td>
                <td className="py-1 pr-3 font-mono">{m.weight}</td>
                <td className="py-1 pr-3">{m.inactive ? 'no: inactive' : m.hasKey ? 'yes' : 'no: no BLS key'}</td>
                <td className="py-1">{m.signed === null ? '—' : m.signed ? 'yes' : 'no'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
