'use client';
// The signatures step of a delivered message: who signed the aggregate its delivery tx carried, their
// weight against the quorum, and whether the BLS aggregate verifies against the set read.
import { useApiQuery } from '@/lib/hooks/use-api-query';
import { IdText } from '@/components/ui/id-text';
import { Skeleton } from '@/components/ui/skeleton';
import { formatPercent, sharePercent } from '@/components/validators/format';

const SHOWN = 20;

const pct = (part: string, whole: string) => formatPercent(sharePercent(BigInt(part), BigInt(whole)));

export function Signers({ id }: { id: string }) {
  // A delivered message's signatures never change: read once.
  const q = useApiQuery('icm.signatures', { params: { id } });
  if (q.isLoading) return <Skeleton className="h-5 w-64" />;
  if (!q.data)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="icm-signers-error">
        Who signed cannot be read{q.error ? `: ${q.error.message}` : ''}.
      </p>
    );
  const r = q.data.report;
  const names = r.signers.flatMap((s) => s.nodeIDs);
  return (
    <div className="space-y-1 text-sm text-slate-600 dark:text-slate-400" data-testid="icm-signers">
      <p data-testid="icm-signed-weight">
        Signed by <strong>{r.signerCount}</strong> validator{r.signerCount === 1 ? '' : 's'}:{' '}
        {r.verified ? (
          <>
            weight {r.signedWeight} of {r.totalWeight} ({pct(r.signedWeight, r.totalWeight)}), a quorum needs{' '}
            {r.neededWeight}.
          </>
        ) : (
          <>the names cannot be told ({r.reason}; the validator set may have changed since delivery).</>
        )}
      </p>
      {r.verified && (
        <>
          <p className="text-xs">
            The aggregate BLS signature in the delivery tx verifies against subnet <IdText id={r.subnetID} /> at P-chain
            height {r.pChainHeight}.
          </p>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label="Validators that signed">
            {names.slice(0, SHOWN).map((n) => (
              <li key={n} data-testid="icm-signer" className="font-mono">
                {n}
              </li>
            ))}
            {names.length > SHOWN && <li>and {names.length - SHOWN} more</li>}
          </ul>
          {r.missing.length > 0 && (
            <p className="text-xs" data-testid="icm-not-signed">
              Not signed:{' '}
              {r.missing
                .flatMap((m) => m.nodeIDs)
                .slice(0, SHOWN)
                .join(', ')}
              {r.missing.flatMap((m) => m.nodeIDs).length > SHOWN ? ', …' : ''}
            </p>
          )}
        </>
      )}
    </div>
  );
}
