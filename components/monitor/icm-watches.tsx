'use client';
// Watched ICM messengers and contracts (operator mode only): alerts when one of their messages waits
// past its minutes for delivery, or is delivered and fails. The environment's (SNOWLINE_ICM_WATCH)
// show read-only; the operator adds and removes the others here.
import Link from 'next/link';
import { useState } from 'react';
import { useAction } from '@/components/ui/use-action';
import { ItemList } from '@/components/ui/item-list';
import { EmptyState, QueryError } from '@/components/ui/states';
import { Skeleton } from '@/components/ui/skeleton';
import { TimeAgo } from '@/components/ui/time-ago';
import {
  FormError,
  RemoveButton,
  SubmitButton,
  TextField,
  WideTextField,
  inputClass,
} from '@/components/ui/form-parts';
import { apiFetch } from '@/lib/api/fetch';
import { urls } from '@/lib/explorer/urls';
import { useIcmWatches, useRefreshGraded } from './use-graded';

const DEFAULT_MINUTES = '10';

export function IcmWatches({ writable }: { writable: boolean }) {
  const q = useIcmWatches(10_000);
  const refresh = useRefreshGraded();
  const [address, setAddress] = useState('');
  const [minutes, setMinutes] = useState(DEFAULT_MINUTES);
  const { act, error, setError, busy } = useAction(() => {
    refresh();
    setAddress('');
    setMinutes(DEFAULT_MINUTES);
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const stuckMinutes = Number(minutes);
    if (!(stuckMinutes > 0)) return setError('Minutes: a number above 0.');
    void act(() => apiFetch('monitor.watchIcm', { body: { address: address.trim(), stuckMinutes } }));
  };
  return (
    <div className="space-y-3" data-testid="icm-watches">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        A messenger, or a contract that sends or receives through one: an alert when one of its messages is sent and not
        delivered within the minutes, or is delivered and its execution fails.
      </p>
      {q.isLoading && <Skeleton className="h-10 w-full" />}
      <QueryError q={q} title="The ICM watches did not load" />
      {q.data && (
        <ItemList
          items={q.data.watches}
          item={(w) => ({ key: w.address, 'data-testid': 'icm-watch', 'data-address': w.address })}
          empty={<EmptyState title="No ICM messenger or contract is watched" />}
        >
          {(w) => (
            <>
              <Link
                href={urls.icmMessages({ address: w.address })}
                className="font-mono text-xs text-brand-600 hover:underline dark:text-brand-500"
              >
                {w.address}
              </Link>
              <span data-testid="icm-watch-minutes">stuck after {w.stuckMinutes} min</span>
              {w.fromEnv ? (
                <span className="text-slate-500" data-testid="icm-watch-env">
                  set in the environment (SNOWLINE_ICM_WATCH)
                </span>
              ) : (
                w.addedMs !== null && (
                  <span className="text-slate-500">
                    added <TimeAgo ms={w.addedMs} />
                  </span>
                )
              )}
              {writable && !w.fromEnv && (
                <RemoveButton
                  className="underline"
                  onClick={() => void act(() => apiFetch('monitor.unwatchIcm', { query: { address: w.address } }))}
                />
              )}
            </>
          )}
        </ItemList>
      )}
      {writable && (
        <form onSubmit={submit} className="flex flex-wrap items-end gap-2" data-testid="icm-watch-form">
          <WideTextField
            label="Messenger or contract (0x address)"
            value={address}
            onValue={setAddress}
            mono
            required
            testId="icm-watch-address"
          />
          <TextField
            label="Stuck after (minutes)"
            type="number"
            min="0.1"
            step="any"
            value={minutes}
            onValue={setMinutes}
            className={`${inputClass} w-24`}
            testId="icm-watch-stuck-minutes"
          />
          <SubmitButton busy={busy} testId="icm-watch-submit">
            Watch
          </SubmitButton>
        </form>
      )}
      <FormError error={error} />
    </div>
  );
}
