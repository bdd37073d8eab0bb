// health.health, readiness and liveness on the node page: the overall answers and each check's state.
// A check's message and error text may name hosts and peers, so they are the operator's only (the
// same cut the proxy's public view makes, lib/node/public-view.ts).
import { CAPABILITY_LABELS } from '@/lib/capabilities/labels';
import { HIDDEN_CHECK_ERROR } from '@/lib/node/public-view';
import type { Loaded } from '@/components/ui/section-card';
import { SectionCard, Unavailable } from '@/components/ui/section-card';

type Check = { error?: string | { message: string }; contiguousFailures?: number };
export type HealthReply = { healthy: boolean; checks: Record<string, Check> };

function Verdict({ r }: { r: Loaded<HealthReply> }) {
  if (!r.ok) return <span className="text-xs text-slate-500">not served</span>;
  return r.value.healthy ? (
    <span className="text-emerald-700 dark:text-emerald-400">healthy</span>
  ) : (
    <span className="text-red-700 dark:text-red-400">unhealthy</span>
  );
}

export function HealthCard({
  health,
  readiness,
  liveness,
  operator,
  missing = false,
}: {
  health: Loaded<HealthReply>;
  readiness: Loaded<HealthReply>;
  liveness: Loaded<HealthReply>;
  operator: boolean;
  /** The capability check found the health API off: say so rather than show its error. */
  missing?: boolean;
}) {
  const checks = health.ok ? Object.entries(health.value.checks).sort(([a], [b]) => a.localeCompare(b)) : [];
  return (
    <SectionCard title="Health" testId="node-health">
      <dl className="mb-3 grid grid-cols-3 gap-2 text-sm">
        {(
          [
            ['Health', health],
            ['Readiness', readiness],
            ['Liveness', liveness],
          ] as const
        ).map(([label, r]) => (
          <div key={label}>
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd data-testid={`health-${label.toLowerCase()}`}>
              <Verdict r={r} />
            </dd>
          </div>
        ))}
      </dl>
      {!health.ok && missing && (
        <p role="status" data-testid="missing-api-health" className="text-sm text-slate-600 dark:text-slate-400">
          Health checks are unavailable: {CAPABILITY_LABELS.health.missing}.
        </p>
      )}
      {!health.ok && !missing && <Unavailable what="Health checks" error={health.error} />}
      {checks.length > 0 && (
        <ul className="max-h-64 space-y-1 overflow-y-auto text-sm">
          {checks.map(([name, c]) => {
            const error = c.error === undefined ? null : typeof c.error === 'string' ? c.error : c.error.message;
            return (
              <li
                key={name}
                className="flex flex-wrap items-baseline justify-between gap-x-2"
                data-testid="health-check"
              >
                <span className="break-all font-mono text-xs">{name}</span>
                {error === null ? (
                  <span className="text-xs text-emerald-700 dark:text-emerald-400">passing</span>
                ) : (
                  <span className="text-xs text-red-700 dark:text-red-400">
                    {operator ? error : HIDDEN_CHECK_ERROR}
                    {c.contiguousFailures ? ` (${c.contiguousFailures} in a row)` : ''}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}
