import type { Metadata } from 'next';
import { shareMetadata } from '@/components/og/share-metadata';
import Link from 'next/link';
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { stakedInHistory } from '@/lib/history/node-staked';
import { IdText } from '@/components/ui/id-text';
import { ErrorState } from '@/components/ui/states';
import { UptimeNote } from '@/components/validators/uptime-note';
import { StakingRulesNote } from '@/components/validators/staking-rules-note';
import { MaxStake } from '@/components/validators/max-stake';
import { ValidatorDetail } from '@/components/validators/validator-detail';
import { ValidatorStakingHistory } from '@/components/validators/validator-staking-history';
import { validatorParams } from '@/components/validators/validator-params';
import { PRIMARY_NETWORK_ID } from '@/lib/monitor/requirement';
import { isCb58Id, isNodeID } from '@/lib/schemas/text-formats';
import { serverNodeClient } from '@/lib/node/server-client';
import { urls } from '@/lib/explorer/urls';
import { HistoryCard } from '@/components/history/history-card';
import { NodeSeed } from '@/components/shell/node-seed';
import { QuerySeed } from '@/components/shell/query-seed';
import { validatorAnswers } from '@/components/validators/validator-answers';

type Props = {
  params: Promise<{ nodeId: string }>;
  searchParams: Promise<{ subnet?: string; staking_before?: string }>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { nodeId } = await params;
  return shareMetadata(
    `Validator ${nodeId}`,
    `Stake, delegations, uptime and staking history of ${nodeId}, read straight from the node.`,
  );
}

/**
 * The calls the page's validator island makes: the validator (components/validators/use-stakers.ts
 * useValidator) and the network's upgrades (network-hooks.ts useHeliconMs, for the uptime requirement).
 */
const validatorCalls = (nodeID: string, subnetID: string) => [
  { method: 'platform.getCurrentValidators', params: validatorParams(nodeID, subnetID) },
  { method: 'info.upgrades', params: {} },
];

/** Whether the node knows this id as a current or pending validator; null when the node is down. */
async function known(nodeID: string, subnetID: string): Promise<boolean | null> {
  const c = serverNodeClient();
  try {
    const cur = await c.platform.getCurrentValidators(validatorParams(nodeID, subnetID));
    if (cur.validators.some((v) => v.nodeID === nodeID)) return true;
  } catch {
    return null;
  }
  // Older nodes still list pending stakers; newer ones have no such method (and no pending stakers).
  const pending = await c.platform.getPendingValidators(validatorParams(nodeID, subnetID)).catch(() => null);
  return pending?.validators.some((v) => v.nodeID === nodeID) ?? false;
}

export default async function ValidatorPage({ params, searchParams }: Props) {
  const nodeID = (await params).nodeId;
  const { subnet: subnetParam, staking_before: stakingBefore } = await searchParams;
  if (!isNodeID(nodeID)) notFound();
  if (subnetParam !== undefined && !isCb58Id(subnetParam)) notFound();
  const subnetID = subnetParam ?? PRIMARY_NETWORK_ID;
  // Read beside the validator set, not after it.
  const sections = validatorAnswers(nodeID, { primary: subnetID === PRIMARY_NETWORK_ID, stakingBefore });
  const found = await known(nodeID, subnetID);
  // A node that staked once keeps its page for its staking history.
  const past = found === false && (await stakedInHistory(nodeID));
  if (found === false && !past) notFound();
  return (
    <QuerySeed answers={await sections}>
      <div className="space-y-4">
        <div>
          <p className="text-sm">
            <Link href={urls.validators({ subnetID })} className="text-brand-600 hover:underline dark:text-brand-500">
              ← Validators
            </Link>
          </p>
          <h1 className="text-2xl font-semibold tracking-tight">Validator</h1>
          <div className="text-lg">
            <IdText id={nodeID} full />
          </div>
          <UptimeNote />
          <Suspense fallback={null}>
            <StakingRulesNote />
          </Suspense>
        </div>
        {past ? (
          <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="validator-past">
            Not a validator now: its staking history below is from Snowline&apos;s own index of the P-Chain.
          </p>
        ) : found === null ? (
          <ErrorState
            title="The node is not answering"
            detail="Snowline could not read the validator set. Try again in a moment."
          />
        ) : (
          <>
            {/* The answer `known` just read (cached): the validator arrives in the HTML, not after a call. */}
            <NodeSeed calls={validatorCalls(nodeID, subnetID)}>
              <ValidatorDetail nodeID={nodeID} subnetID={subnetID} />
            </NodeSeed>
            <Suspense fallback={null}>
              <MaxStake nodeID={nodeID} subnetID={subnetID} />
            </Suspense>
          </>
        )}
        <HistoryCard title="Staking history">
          <ValidatorStakingHistory nodeID={nodeID} />
        </HistoryCard>
      </div>
    </QuerySeed>
  );
}
