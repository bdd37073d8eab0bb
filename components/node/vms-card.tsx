import { SectionCard, Rows, type Loaded } from '@/components/ui/section-card';
import { Hex } from './hex';
import type { registry, ResultOf } from '@/lib/registry';

/** The node's installed VMs for a signed-in operator; otherwise the VMs its chains run. */
export function VmsCard({
  vms,
  chains,
  operator,
  operatorMode,
}: {
  vms: Loaded<ResultOf<typeof registry.info.getVMs>> | null;
  chains: Loaded<ResultOf<typeof registry.platform.getBlockchains>>;
  operator: boolean;
  operatorMode: boolean;
}) {
  return (
    <SectionCard title="VMs" testId="node-vms">
      {vms?.ok ? (
        <Rows
          rows={Object.entries(vms.value.vms).map(([id, aliases]): [string, string] => [aliases.join(', ') || '—', id])}
        />
      ) : (
        <>
          <p className="mb-2 text-xs text-slate-500 dark:text-slate-400">
            {operator
              ? `info.getVMs unavailable: ${vms && !vms.ok ? vms.error : ''}`
              : operatorMode
                ? 'Installed VMs are shown to the signed-in operator; the VMs the chains run:'
                : 'Installed VMs are shown in operator mode; the VMs the chains run:'}
          </p>
          {chains.ok && (
            <Rows
              rows={[...new Map(chains.value.blockchains.map((b) => [b.vmID, b.name])).entries()].map(
                ([vm, name]): [string, React.ReactNode] => [name, <Hex key={vm}>{vm}</Hex>],
              )}
            />
          )}
        </>
      )}
    </SectionCard>
  );
}
