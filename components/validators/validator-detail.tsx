'use client';
// A validator's page: every field the node reports, its delegators, reward owners and transactions,
// and Snowline's uptime history and alert state for it. Live: refreshed while the tab is visible.
import dynamic from 'next/dynamic';
import Link from 'next/link';
import type { ComponentProps } from 'react';
import { DetailRow } from '@/components/ui/card';
import { IdText } from '@/components/ui/id-text';
import { orUnavailable } from '@/components/ui/lazy-section';
import { Skeleton } from '@/components/ui/skeleton';
import { ErrorState } from '@/components/ui/states';
import { TimeAgo } from '@/components/ui/time-ago';
import { formatAvax } from '@/lib/format/amount';
import { absoluteTime, formatDuration } from '@/lib/format/time';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import type { CurrentValidator } from '@/lib/schemas/platform';
import { formatPercent, formatWeight } from './format';
import { useHeliconMs } from './network-hooks';
import { progressOf, toRow } from './rows';
import { useValidator } from './use-stakers';
import { urls } from '@/lib/explorer/urls';

type Owner = { locktime: bigint; threshold: number; addresses: string[] };

/** One fact of the validator's grid: its label above its value. */
function Field(p: Omit<ComponentProps<typeof DetailRow>, 'stacked'>) {
  return <DetailRow stacked {...p} />;
}

function OwnerView({ title, owner }: { title: string; owner: Owner | undefined }) {
  if (!owner) return null;
  return (
    <div className="rounded-lg border border-slate-200 p-3 dark:border-slate-800">
      <p className="text-sm font-medium">{title}</p>
      <p className="text-xs text-slate-500 dark:text-slate-400">
        {owner.threshold} of {owner.addresses.length} signature{owner.addresses.length === 1 ? '' : 's'}
        {owner.locktime > 0n ? `, locked until ${absoluteTime(Number(owner.locktime) * 1000)}` : ''}
      </p>
      <ul className="mt-1 space-y-0.5">
        {owner.addresses.map((a) => (
          <li key={a}>
            <IdText id={a} href={urls.address(a)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

const card = 'rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900';

// Uptime history, watch state and alerts sit below the node's own data; the delegators' table and the
// txs list sit below the fold too: their code is split from the page's, preloaded by the HTML and
// hydrated with the page.
const MonitoringPanel = dynamic(() => orUnavailable(import('./monitoring-panel').then((m) => m.MonitoringPanel)));
const DelegatorsSection = dynamic(() => orUnavailable(import('./delegators-section').then((m) => m.DelegatorsSection)));

export function ValidatorDetail({ nodeID, subnetID }: { nodeID: string; subnetID: string }) {
  const primary = subnetID === PRIMARY_NETWORK_ID;
  const heliconMs = useHeliconMs();
  const q = useValidator(nodeID, subnetID);
  const v: CurrentValidator | undefined = q.data?.validators.find((x) => x.nodeID === nodeID);

  if (q.error && !q.data)
    return <ErrorState title="The node did not return this validator" detail={q.error.message} onRetry={q.retry} />;
  if (!q.data) return <Skeleton className="h-64 w-full" />;
  if (!v) {
    return (
      <div className="space-y-4">
        <p className={card}>
          {nodeID} is not a current validator of {primary ? 'the Primary Network' : 'this L1'}. Its staking period may
          have ended or not started yet (see{' '}
          <Link className="underline" href={urls.validators({ subnetID, view: 'pending' })}>
            pending validators
          </Link>
          ).
        </p>
        {primary && <MonitoringPanel nodeID={nodeID} threshold={null} />}
      </div>
    );
  }
  const row = toRow(v, { subnetID: primary ? undefined : subnetID, heliconMs: heliconMs ?? null });
  const staked = primary || v.stakeAmount !== undefined;
  const nowMs = q.updatedAt;
  const progress = progressOf(row.startMs, row.endMs, nowMs);
  const delegators = v.delegators ?? [];
  const low = row.uptime !== null && row.uptime < row.requirement;

  return (
    <div className="space-y-6">
      {q.isStale && (
        <p role="status" className="text-sm text-amber-700 dark:text-amber-400">
          The node stopped answering; showing the last data seen.
        </p>
      )}
      <section className={card} aria-label="Validator">
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Field label={staked ? 'Stake' : 'Weight'} testId="validator-weight">
            {formatWeight(v.stakeAmount ?? v.weight, staked)}
          </Field>
          {v.stakeAmount !== undefined && v.weight !== v.stakeAmount && (
            <Field label="Weight (with delegations)">{formatWeight(v.weight, staked)}</Field>
          )}
          <Field label="Uptime (observed by the connected node)">
            {row.uptime === null ? (
              '—'
            ) : (
              <span
                className={low ? 'font-semibold text-red-700 dark:text-red-400' : ''}
                data-testid="validator-uptime"
              >
                {formatPercent(row.uptime)}{' '}
                <span className="font-normal text-slate-500">(requirement {row.requirement}%)</span>
              </span>
            )}
          </Field>
          <Field label="Connected (as the connected node sees it)">
            {v.connected === undefined ? (
              '—'
            ) : v.connected ? (
              <span className="text-emerald-700 dark:text-emerald-400">yes</span>
            ) : (
              <span className="text-red-700 dark:text-red-400">no</span>
            )}
          </Field>
          {v.delegationFee !== undefined && <Field label="Delegation fee">{formatPercent(v.delegationFee)}</Field>}
          {v.potentialReward !== undefined && <Field label="Potential reward">{formatAvax(v.potentialReward)}</Field>}
          {v.accruedDelegateeReward !== undefined && (
            <Field label="Accrued delegatee reward">{formatAvax(v.accruedDelegateeReward)}</Field>
          )}
          {v.delegatorCount !== undefined && <Field label="Delegators">{v.delegatorCount.toString()}</Field>}
          {v.delegatorWeight !== undefined && <Field label="Delegated">{formatAvax(v.delegatorWeight)}</Field>}
          <Field label="Start">
            <TimeAgo ms={row.startMs} /> <span className="text-xs text-slate-500">{absoluteTime(row.startMs)}</span>
          </Field>
          {v.nextPeriod !== undefined && (
            <Field label="Renewal" testId="validator-auto-renewed">
              <span className="mr-1 rounded bg-sky-100 px-1.5 py-0.5 text-xs font-medium text-sky-800 dark:bg-sky-900/40 dark:text-sky-300">
                Auto-renewed
              </span>
              {v.nextPeriod === 0n
                ? 'stops at the end of this cycle: its stake and rewards are then paid out'
                : `a new ${formatDuration(Number(v.nextPeriod) * 1000)} cycle starts when this one ends`}
            </Field>
          )}
          {v.autoCompoundRewardShares !== undefined && (
            <Field label="Rewards restaked each cycle">{formatPercent(v.autoCompoundRewardShares / 10_000)}</Field>
          )}
          <Field label={v.nextPeriod !== undefined ? 'Cycle ends' : 'End'}>
            {row.endMs === null ? (
              '—'
            ) : (
              <>
                <TimeAgo ms={row.endMs} /> <span className="text-xs text-slate-500">{absoluteTime(row.endMs)}</span>
              </>
            )}
          </Field>
          {progress !== null && row.endMs !== null && (
            <Field label="Progress">
              <span className="block h-2 rounded bg-slate-200 dark:bg-slate-700">
                <span className="block h-2 rounded bg-brand-500" style={{ width: `${progress * 100}%` }} />
              </span>
              <span className="text-xs text-slate-500">
                {(progress * 100).toFixed(1)}% · {formatDuration(Math.max(0, row.endMs - nowMs))} left of{' '}
                {formatDuration(row.endMs - row.startMs)}
              </span>
            </Field>
          )}
          {v.txID && (
            <Field label="Staking transaction">
              <IdText id={v.txID} href={urls.tx('P', v.txID)} />
            </Field>
          )}
          {v.validationID && (
            <Field label="Validation ID">
              <IdText id={v.validationID} />
            </Field>
          )}
          {v.balance !== undefined && <Field label="Balance (continuous fee)">{formatAvax(v.balance)}</Field>}
          {v.minNonce !== undefined && <Field label="Min nonce">{v.minNonce.toString()}</Field>}
          {!primary && (
            <Field label="L1">
              <IdText id={subnetID} href={urls.subnet(subnetID)} />
            </Field>
          )}
        </dl>
        <div className="mt-4 border-t border-slate-100 pt-3 dark:border-slate-800">
          <p className="text-xs uppercase tracking-wide text-slate-500">BLS signer</p>
          {row.blsKey ? (
            <dl className="mt-1 space-y-1 text-sm">
              <Field label="Public key">
                <span className="break-all font-mono text-xs">{row.blsKey}</span>
              </Field>
              {v.signer?.proofOfPossession && (
                <Field label="Proof of possession">
                  <span className="break-all font-mono text-xs">{v.signer.proofOfPossession}</span>
                </Field>
              )}
            </dl>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">No BLS key registered.</p>
          )}
        </div>
      </section>

      {(v.validationRewardOwner ||
        v.delegationRewardOwner ||
        v.rewardOwner ||
        v.remainingBalanceOwner ||
        v.validatorAuthority) && (
        <section className="space-y-2">
          <h2 className="font-semibold">Owners</h2>
          <div className="grid gap-3 md:grid-cols-2">
            <OwnerView title="Validation reward owner" owner={v.validationRewardOwner ?? v.rewardOwner} />
            <OwnerView title="Delegation reward owner" owner={v.delegationRewardOwner} />
            <OwnerView title="Validator authority (may change its renewal)" owner={v.validatorAuthority} />
            <OwnerView title="Remaining balance owner" owner={v.remainingBalanceOwner} />
            <OwnerView title="Deactivation owner" owner={v.deactivationOwner} />
          </div>
        </section>
      )}

      <DelegatorsSection nodeID={nodeID} delegators={delegators} staked={staked} validatorTxID={v.txID} />

      {primary && <MonitoringPanel nodeID={nodeID} threshold={row.requirement} />}
    </div>
  );
}
