'use client';
// Watched L1 (ACP-77) validators: by validation id, or by node id and L1. Each shows its balance and
// the days of fees it pays at the current fee.
import { useState } from 'react';
import { useAction } from '@/components/ui/use-action';
import { ItemList } from '@/components/ui/item-list';
import { EmptyState, QueryError } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { formatAvax } from '@/lib/format/amount';
import { runwayText } from '@/lib/monitor/graded/conditions';
import { FormError, RemoveButton, SubmitButton, WideTextField } from '@/components/ui/form-parts';
import { apiFetch } from '@/lib/api/fetch';
import { useL1Watches, useRefreshGraded } from './use-graded';

export function L1Watches({ writable }: { writable: boolean }) {
  const q = useL1Watches(5_000);
  const refresh = useRefreshGraded();
  const [id, setId] = useState('');
  const [subnetID, setSubnetID] = useState('');
  const { act, error, setError, busy } = useAction(() => {
    refresh();
    setId('');
    setSubnetID('');
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const v = id.trim();
    if (v.startsWith('NodeID-')) {
      if (!subnetID.trim()) return setError('With a node id, give the L1 (subnet id) too.');
      return void act(() => apiFetch('monitor.watchL1', { body: { nodeID: v, subnetID: subnetID.trim() } }));
    }
    void act(() => apiFetch('monitor.watchL1', { body: { validationID: v } }));
  };
  return (
    <div className="space-y-3" data-testid="l1-watches">
      <QueryError q={q} title="The L1 watches did not load" />
      <p className="text-xs text-slate-500" data-testid="l1-connection-note">
        The P-chain reports no uptime for L1 validators. One counts as disconnected when, having been among the
        connected node&apos;s peers, it is missing from them for several samples in a row: as the connected node sees
        it.
      </p>
      {q.data && (
        <ItemList
          items={q.data.watches}
          item={(w) => ({ key: w.validationID, 'data-testid': 'l1-watch', 'data-validation': w.validationID })}
          itemClassName="flex flex-wrap gap-3 py-1.5"
          empty={<EmptyState title="No L1 validator is watched" />}
        >
          {(w) => (
            <>
              <span className="font-mono text-xs">{w.validationID}</span>
              <span className="font-mono text-xs text-slate-600 dark:text-slate-400">{w.nodeID}</span>
              <span data-testid="l1-balance">{w.lastBalance !== null ? formatAvax(BigInt(w.lastBalance)) : '—'}</span>
              <span data-testid="l1-runway">
                {w.lastBalance === '0'
                  ? 'inactive'
                  : w.lastRunwaySec !== null
                    ? `${runwayText(w.lastRunwaySec, w.runwayDays)} of fees left`
                    : 'runway unknown'}
              </span>
              {w.lastSeenMs && (
                <span className="text-slate-500">
                  read <TimeAgo ms={w.lastSeenMs} />
                </span>
              )}
              {writable && (
                <RemoveButton
                  className="underline"
                  onClick={() =>
                    void act(() => apiFetch('monitor.unwatchL1', { query: { validationID: w.validationID } }))
                  }
                />
              )}
            </>
          )}
        </ItemList>
      )}
      {writable && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" data-testid="l1-watch-form">
          <WideTextField label="Validation ID, or node ID" value={id} onValue={setId} mono testId="l1-watch-id" />
          <WideTextField
            label="L1 (subnet) ID, with a node ID"
            value={subnetID}
            onValue={setSubnetID}
            mono
            testId="l1-watch-subnet"
          />
          <SubmitButton busy={busy} testId="l1-watch-submit">
            Watch L1 validator
          </SubmitButton>
        </form>
      )}
      <FormError error={error} />
    </div>
  );
}
