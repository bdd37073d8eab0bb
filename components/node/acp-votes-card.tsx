import { LoadedCard, type Loaded } from '@/components/ui/section-card';
import { AcpTable } from './acp-table';
import type { registry, ResultOf } from '@/lib/registry';

/** How the node votes on ACPs, by number. */
export function AcpVotesCard({ acps }: { acps: Loaded<ResultOf<typeof registry.info.acps>> }) {
  return (
    <LoadedCard title="ACP votes" testId="node-acps" data={acps}>
      {(a) => (
        <AcpTable
          acps={Object.entries(a.acps)
            .sort(([x], [y]) => Number(x) - Number(y))
            .map(([number, r]) => ({
              number,
              supportWeight: r.supportWeight,
              objectWeight: r.objectWeight,
              abstainWeight: r.abstainWeight,
              supporters: r.supporters.length,
              objectors: r.objectors.length,
            }))}
        />
      )}
    </LoadedCard>
  );
}
