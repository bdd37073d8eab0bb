'use client';
// One ICM or Warp message: where it came from and goes, what it carries (chain data: shown as text,
// never as markup), its timeline, the retry call when its execution failed, and why it is pending.
import Link from 'next/link';
import type { ApiWire } from '@/lib/api';
import { useApiQuery } from '@/lib/hooks/use-api-query';
import { urls } from '@/lib/explorer/urls';
import { SectionCard } from '@/components/ui/section-card';
import { DetailList, DetailRow } from '@/components/ui/card';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { Skeleton } from '@/components/ui/skeleton';
import { IdText } from '@/components/ui/id-text';
import { CopyButton } from '@/components/ui/copy-button';
import { ChainName, ChainTx } from './chain-tx';
import { PendingPanel } from './pending-panel';
import { StatusBadge } from './status-badge';
import { Timeline } from './timeline';

type Found = Extract<ApiWire<'icm.message'>, { following: true }>;

/** An address, linked to the ICM messages naming it. */
function AddressLink({ address }: { address: string | null }) {
  return address ? <IdText id={address} href={urls.icmMessages({ address })} /> : <>—</>;
}

/** Bytes from the chain, shown as text in a scrolling box with a copy button. */
function Bytes({ hex, label, testId }: { hex: string; label: string; testId?: string }) {
  return (
    <div className="flex items-start gap-1">
      <pre
        data-testid={testId}
        className="max-h-40 min-w-0 flex-1 overflow-auto rounded bg-slate-50 p-2 font-mono text-xs break-all whitespace-pre-wrap dark:bg-slate-950"
      >
        {hex}
      </pre>
      <CopyButton value={hex} label={`Copy ${label}`} />
    </div>
  );
}

export function MessageView({ id, cChainID }: { id: string; cChainID: string | null }) {
  const q = useApiQuery('icm.message', { params: { id } }, { pollMs: 5_000 });
  if (q.isLoading) return <Skeleton className="h-48 w-full" />;
  if (q.error && !q.data)
    return <ErrorState title="Could not read the message" detail={q.error.message} onRetry={q.retry} />;
  const d = q.data;
  if (!d) return null;
  if (!d.following)
    return (
      <EmptyState title="This server does not follow the chains">
        ICM messages are read by the history follower.
      </EmptyState>
    );
  return <Found d={d} cChainID={cChainID} />;
}

function Found({ d, cChainID }: { d: Found; cChainID: string | null }) {
  const m = d.message;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={m ? m.status : 'warp'} />
        {m?.missingFee && (
          <span
            data-testid="icm-missing-fee"
            className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-800 dark:bg-amber-950 dark:text-amber-300"
          >
            No relayer fee: only a relayer that delivers for free will pick it up
          </span>
        )}
      </div>
      {m && (
        <SectionCard title="Message" testId="icm-facts">
          <DetailList>
            <DetailRow label="Source chain">
              <ChainName id={m.source.chain} cChainID={cChainID} />
            </DetailRow>
            <DetailRow label="Sent in tx">
              {m.source.txHash && m.timeline[0]?.at ? (
                <ChainTx chain={m.timeline[0].at.chain} hash={m.source.txHash} />
              ) : (
                <span className="text-slate-500">not seen</span>
              )}
            </DetailRow>
            <DetailRow label="Sender">
              <AddressLink address={m.source.sender} />
            </DetailRow>
            <DetailRow label="Destination chain">
              <ChainName id={m.destination.chain} cChainID={cChainID} />
            </DetailRow>
            <DetailRow label="Destination contract">
              <AddressLink address={m.destination.address} />
            </DetailRow>
            <DetailRow label="Messenger">
              <AddressLink address={m.messenger} />
            </DetailRow>
            <DetailRow label="Nonce">{m.nonce ?? '—'}</DetailRow>
            <DetailRow label="Fee">
              {m.fee ? (
                <span className="font-mono">
                  {m.fee.amount} of token <IdText id={m.fee.token} />
                </span>
              ) : (
                '—'
              )}
            </DetailRow>
            <DetailRow label="Required gas">{m.requiredGas ?? '—'}</DetailRow>
            <DetailRow label="Allowed relayers">
              {m.relayers.length === 0 ? 'any relayer' : m.relayers.map((r) => <IdText key={r} id={r} />)}
            </DetailRow>
            {m.deliverer && (
              <DetailRow label="Delivered by">
                <IdText id={m.deliverer} />
              </DetailRow>
            )}
            {m.warpID && (
              <DetailRow label="Warp message">
                <IdText id={m.warpID} href={urls.icmMessage(m.warpID)} />
              </DetailRow>
            )}
          </DetailList>
        </SectionCard>
      )}
      {m && (
        <SectionCard title="Timeline">
          <Timeline id={d.id} steps={m.timeline} />
        </SectionCard>
      )}
      {m?.retry && (
        <SectionCard title="Retry the execution" testId="icm-retry">
          <p className="mb-2 text-sm text-slate-600 dark:text-slate-400">
            The destination received it but the call failed. Anyone may send this to the messenger{' '}
            <IdText id={m.retry.to ?? ''} /> on the destination chain, with enough gas, to run it again:
          </p>
          <Bytes hex={m.retry.calldata} label="retryMessageExecution calldata" testId="icm-retry-calldata" />
        </SectionCard>
      )}
      {m?.status === 'sent' && <PendingPanel id={d.id} waitingMs={d.waitingMs} />}
      {m?.payload && (
        <SectionCard title="ICM payload (the call the destination contract receives)">
          <p className="mb-1 text-sm text-slate-500">
            {m.payload.bytes} bytes{m.payload.truncated ? ', cut for display' : ''}
          </p>
          <Bytes hex={m.payload.hex} label="payload" testId="icm-payload" />
        </SectionCard>
      )}
      {d.warp && <WarpCard warp={d.warp} cChainID={cChainID} />}
      {m && m.undecoded.length > 0 && (
        <p className="text-sm text-amber-700 dark:text-amber-400">
          Some of its logs could not be decoded: {m.undecoded.join('; ')}
        </p>
      )}
      <SectionCard title="Events">
        <ul className="space-y-1 text-sm">
          {d.events.map((e) => (
            <li key={`${e.chain}-${e.height}-${e.logIndex}`} className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{e.kind}</span>
              <span className="text-slate-500">
                {e.chain === 'C' ? 'C-Chain' : `L1 ${e.chain.slice(0, 8)}…`} block {e.height}
              </span>
              <ChainTx chain={e.chain} hash={e.txHash} />
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}

function WarpCard({ warp, cChainID }: { warp: NonNullable<Found['warp']>; cChainID: string | null }) {
  return (
    <SectionCard title="Warp message" testId="icm-warp">
      <DetailList>
        <DetailRow label="Warp message id">
          <IdText id={warp.id} />
        </DetailRow>
        {'unreadable' in warp ? (
          <DetailRow label="Bytes">unreadable: {warp.unreadable}</DetailRow>
        ) : (
          <>
            <DetailRow label="Network">{warp.networkID}</DetailRow>
            <DetailRow label="Source chain">
              <ChainName id={warp.sourceChain} cChainID={cChainID} />
            </DetailRow>
            {warp.payload.kind === 'addressed-call' && (
              <>
                <DetailRow label="Payload">
                  AddressedCall from <IdText id={warp.payload.sourceAddress} />
                </DetailRow>
                <DetailRow label="Call payload">
                  <Bytes hex={warp.payload.payload} label="addressed call payload" />
                </DetailRow>
              </>
            )}
            {warp.payload.kind === 'hash' && (
              <DetailRow label="Payload">
                block hash <IdText id={warp.payload.hash} />
              </DetailRow>
            )}
            {warp.payload.kind === 'unreadable' && (
              <DetailRow label="Payload">unreadable: {warp.payload.reason}</DetailRow>
            )}
            {warp.l1Message && (
              <DetailRow label="P-chain message">
                {warp.l1Message.kind === 'register' ? 'Register L1 validator' : 'Set L1 validator weight'}, weight{' '}
                {warp.l1Message.weight}, validation{' '}
                <IdText id={warp.l1Message.validationID} href={urls.search(warp.l1Message.validationID)} />
                {warp.l1Message.nodeID && (
                  <>
                    {' '}
                    of{' '}
                    <Link
                      className="text-brand-600 hover:underline dark:text-brand-500"
                      href={urls.validator(warp.l1Message.nodeID)}
                    >
                      {warp.l1Message.nodeID}
                    </Link>
                  </>
                )}
              </DetailRow>
            )}
          </>
        )}
      </DetailList>
    </SectionCard>
  );
}
