// The network's upgrade schedule (info.upgrades): each upgrade with its activation, which are in
// force, the next one, and the staking rules the upgrades in force set. Names and values come from
// the node: shown as text.
import { SectionCard } from '@/components/ui/section-card';
import { TimeAgo } from '@/components/ui/time-ago';
import { absoluteTime, formatDuration } from '@/lib/format/time';
import { minStakeDuration } from '@/lib/upgrades/rules';
import type { UpgradeSchedule as Schedule } from '@/lib/upgrades/schedule';

function StakingRules({ schedule, networkID, nowMs }: { schedule: Schedule; networkID: number | null; nowMs: number }) {
  const helicon = schedule.upgrades.find((u) => u.key === 'heliconTime');
  const heliconMs = helicon?.activationMs ?? null;
  const stake = networkID !== null ? minStakeDuration(networkID, heliconMs, nowMs) : null;
  return (
    <ul
      className="mt-3 space-y-1 border-t border-slate-200 pt-3 text-sm dark:border-slate-800"
      data-testid="upgrade-rules"
    >
      <li data-testid="rule-uptime">
        Uptime requirement:{' '}
        {helicon?.inForce ? (
          <>
            <strong>90%</strong> for Primary Network validators starting at or after Helicon (ACP-267), 80% for those
            that started before
          </>
        ) : (
          <>
            <strong>80%</strong>
            {heliconMs !== null && <> (90% for validators starting after Helicon, ACP-267)</>}
          </>
        )}
      </li>
      {stake && (
        <li data-testid="rule-min-stake">
          Minimum validator stake duration: <strong>{formatDuration(stake.validatorSec * 1000)}</strong> (
          {stake.source === 'genesis' ? 'network genesis' : stake.source}
          {stake.defaults ? ', local defaults' : ''}
          {stake.source === 'genesis' && heliconMs !== null
            ? `; ${formatDuration(stake.otherSec * 1000)} from Helicon, ACP-273`
            : stake.source !== 'genesis'
              ? `; ${formatDuration(stake.otherSec * 1000)} before`
              : ''}
          ). Delegators: {formatDuration(stake.delegatorSec * 1000)}.
        </li>
      )}
      {schedule.graniteEpochMs !== null && (
        <li data-testid="rule-epoch">
          P-chain epoch duration (Granite, ACP-181): {formatDuration(schedule.graniteEpochMs)}
        </li>
      )}
    </ul>
  );
}

export function UpgradeScheduleCard({
  schedule,
  networkID,
  nowMs,
}: {
  schedule: Schedule;
  networkID: number | null;
  nowMs: number;
}) {
  return (
    <SectionCard title="Upgrades" testId="node-upgrades">
      {schedule.upgrades.length === 0 ? (
        <p className="text-sm text-slate-500">This node reports no upgrade times.</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-slate-700 dark:text-slate-300" data-testid="upgrade-summary">
            {schedule.latest ? (
              <>
                In force: <strong data-testid="upgrade-latest">{schedule.latest.name}</strong>.{' '}
              </>
            ) : (
              'No upgrade in force yet. '
            )}
            {schedule.next ? (
              <>
                Next: <strong data-testid="upgrade-next">{schedule.next.name}</strong>,{' '}
                <TimeAgo ms={schedule.next.activationMs!} />.
              </>
            ) : (
              'No further upgrade scheduled.'
            )}
          </p>
          <ol className="grid grid-cols-[minmax(0,11rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
            {schedule.upgrades.map((u) => (
              <li
                key={u.key}
                className="contents"
                data-testid="upgrade"
                data-key={u.key}
                data-state={u.inForce ? 'active' : u.activationMs === null ? 'unscheduled' : 'scheduled'}
              >
                <span className={u.inForce ? '' : 'text-slate-500 dark:text-slate-400'}>{u.name}</span>
                <span className="min-w-0 break-words">
                  {u.activationMs === null ? (
                    <span className="text-slate-500">not scheduled</span>
                  ) : (
                    <>
                      <span className="font-mono text-xs">{absoluteTime(u.activationMs)}</span>{' '}
                      <span
                        className={`rounded px-1.5 py-0.5 text-xs ${u.inForce ? 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-300' : 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300'}`}
                      >
                        {u.inForce ? 'in force' : 'scheduled'}
                      </span>
                    </>
                  )}
                </span>
              </li>
            ))}
          </ol>
          <StakingRules schedule={schedule} networkID={networkID} nowMs={nowMs} />
        </>
      )}
    </SectionCard>
  );
}
