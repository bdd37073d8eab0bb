// Which optional APIs the connected node serves (probed by lib/capabilities/probe.ts, re-checked every
// ten minutes), with the reason for each one that is missing. Reasons quote the node: shown as text.
import { Rows, SectionCard } from '@/components/ui/section-card';
import { TimeAgo } from '@/components/ui/time-ago';
import { CAPABILITY_LABELS, OPERATOR_ONLY_CAPABILITIES, type CapabilityName } from '@/lib/capabilities/labels';
import type { Capabilities } from '@/lib/capabilities/probe';

export function CapabilitiesCard({ caps, operator }: { caps: Capabilities; operator: boolean }) {
  const names = (Object.keys(CAPABILITY_LABELS) as CapabilityName[]).filter(
    (n) => operator || !OPERATOR_ONLY_CAPABILITIES.includes(n),
  );
  const rows = names.map((name): [string, React.ReactNode] => {
    const s = caps.items[name];
    return [
      CAPABILITY_LABELS[name].api,
      <span key={name} data-testid="capability" data-capability={name} data-state={s.state}>
        {s.state === 'available' ? (
          <span className="text-green-700 dark:text-green-400">available</span>
        ) : s.state === 'missing' ? (
          <span className="text-slate-500">
            not served: {CAPABILITY_LABELS[name].missing} ({s.reason})
          </span>
        ) : (
          <span className="text-amber-700 dark:text-amber-400">unknown: {s.reason}</span>
        )}
      </span>,
    ];
  });
  return (
    <SectionCard title="APIs this node serves" testId="node-capabilities">
      <Rows rows={rows} />
      <p className="mt-2 text-xs text-slate-500">
        Checked <TimeAgo ms={caps.checkedMs} />; re-checked every ten minutes. Features that need a missing API say so
        where they appear.
      </p>
    </SectionCard>
  );
}
