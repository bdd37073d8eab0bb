import { LoadedCard, Rows, type Loaded } from '@/components/ui/section-card';
import { Hex } from './hex';
import type { registry, ResultOf } from '@/lib/registry';

/** What the node says it runs: its version, database, commit and VMs. */
export function VersionCard({ version }: { version: Loaded<ResultOf<typeof registry.info.getNodeVersion>> }) {
  return (
    <LoadedCard title="Version" testId="node-version" data={version}>
      {(v) => (
        <Rows
          rows={[
            ['Node', v.version, 'node-version-value'],
            ['Database', v.databaseVersion],
            ['Git commit', <Hex key="g">{v.gitCommit}</Hex>],
            ['RPC protocol', String(v.rpcProtocolVersion)],
            ...Object.entries(v.vmVersions).map(([vm, ver]): [string, string] => [`VM ${vm}`, ver]),
          ]}
        />
      )}
    </LoadedCard>
  );
}
