import Link from 'next/link';
import { SectionCard, Rows, type Loaded } from '@/components/ui/section-card';
import { IdText } from '@/components/ui/id-text';
import { urls } from '@/lib/explorer/urls';
import { Hex } from './hex';
import type { registry, ResultOf } from '@/lib/registry';

/** The node's id, BLS key and IP: for a signed-in operator only. */
export function IdentityCard({
  operator,
  operatorMode,
  nodeID,
  nodeIP,
}: {
  operator: boolean;
  operatorMode: boolean;
  nodeID: Loaded<ResultOf<typeof registry.info.getNodeID>> | null;
  nodeIP: Loaded<ResultOf<typeof registry.info.getNodeIP>> | null;
}) {
  return (
    <SectionCard title="Identity" testId="node-identity">
      {!operator ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {operatorMode ? (
            <>
              The node&apos;s id, BLS proof of possession and IP are shown to the signed-in operator only.{' '}
              <Link href="/signin?next=%2Fnode" className="underline">
                Sign in
              </Link>
            </>
          ) : (
            "The node's id, BLS proof of possession and IP are shown only when Snowline runs in operator mode."
          )}
        </p>
      ) : (
        <Rows
          rows={[
            [
              'Node ID',
              nodeID?.ok ? (
                <IdText key="n" id={nodeID.value.nodeID} href={urls.validator(nodeID.value.nodeID)} full />
              ) : nodeID && !nodeID.ok ? (
                nodeID.error
              ) : (
                '—'
              ),
            ],
            ['BLS public key', nodeID?.ok ? <Hex key="k">{nodeID.value.nodePOP.publicKey}</Hex> : '—'],
            ['Proof of possession', nodeID?.ok ? <Hex key="p">{nodeID.value.nodePOP.proofOfPossession}</Hex> : '—'],
            ['IP', nodeIP?.ok ? nodeIP.value.ip : nodeIP && !nodeIP.ok ? nodeIP.error : '—'],
          ]}
        />
      )}
    </SectionCard>
  );
}
