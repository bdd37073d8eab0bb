import Link from 'next/link';
import type { ReactNode } from 'react';
import { IdText } from '@/components/ui/id-text';
import type { ChainAlias, CredentialView, InputView, OperationView, OutputView, TxView } from '@/lib/decode/model';
import type { AssetMeta } from '@/lib/explorer/assets';
import { urls } from '@/lib/explorer/urls';
import { Amount } from '../ui/amount';
import { BytesBlock } from './bytes-block';
import { Badge, Card, DetailList, DetailRow } from '../ui/card';
import { CountedListCard } from './counted-list-card';
import { FieldValueView } from './field-value';
import { Owners } from './owners';
import { absoluteTime } from '@/lib/format/time';

export interface Ctx {
  assets: Record<string, AssetMeta>;
  avaxAssetID: string;
}

export function AssetLink({ id, assets }: { id: string; assets: Record<string, AssetMeta> }) {
  const meta = assets[id];
  return (
    <Link href={urls.asset(id)} className="text-brand-600 hover:underline dark:text-brand-500" title={id}>
      {meta?.known ? meta.symbol || meta.name : `${id.slice(0, 8)}…`}
    </Link>
  );
}

function kindLabel(kind: string): string {
  return kind.replace(/^(secp256k1fx|nftfx|propertyfx)\./, '');
}

function OutputRow({ o, ctx }: { o: OutputView; ctx: Ctx }) {
  return (
    <li
      id={o.outputIndex !== null ? `output-${o.outputIndex}` : undefined}
      className="grid gap-2 rounded-lg border border-slate-200 p-3 target:ring-2 target:ring-brand-500 sm:grid-cols-[4rem_1fr_1fr] dark:border-slate-800"
      data-testid="output"
    >
      <div className="text-sm text-slate-500 dark:text-slate-400">
        {o.outputIndex !== null ? `#${o.outputIndex}` : '—'}
      </div>
      <div className="space-y-1 text-sm">
        <div>
          {o.amount !== null ? (
            <Amount value={o.amount} meta={ctx.assets[o.assetID]} assetID={o.assetID} symbol={false} />
          ) : (
            <Badge>{kindLabel(o.kind)}</Badge>
          )}{' '}
          <AssetLink id={o.assetID} assets={ctx.assets} />
        </div>
        <div className="text-xs text-slate-500 dark:text-slate-400">
          {kindLabel(o.kind)}
          {o.groupID !== undefined && <> · group {o.groupID}</>}
          {o.stakeableLocktime !== undefined && (
            <> · stake-locked until {absoluteTime(Number(o.stakeableLocktime) * 1000)}</>
          )}
        </div>
        {o.payload && (
          <div>
            <p className="text-xs text-slate-500 dark:text-slate-400">Payload</p>
            <BytesBlock value={o.payload} label="payload" />
          </div>
        )}
      </div>
      <Owners owners={o.owners} />
    </li>
  );
}

function Outputs({
  title,
  outputs,
  ctx,
  note,
}: {
  title: string;
  outputs: OutputView[];
  chain: 'X' | 'P' | 'C';
  ctx: Ctx;
  note?: string;
}) {
  return (
    <CountedListCard title={title} items={outputs} note={note} row={(o, i) => <OutputRow key={i} o={o} ctx={ctx} />} />
  );
}

function Inputs({
  title,
  inputs,
  producer,
  ctx,
  note,
}: {
  title: string;
  inputs: InputView[];
  producer: 'X' | 'P' | 'C' | null;
  ctx: Ctx;
  note?: string;
}) {
  return (
    <CountedListCard
      title={title}
      items={inputs}
      note={note}
      row={(i, k) => {
        // An imported input names an output of the source chain's ExportTx (on C: an atomic tx page).
        const href = producer ? urls.output(producer, i.txID, i.outputIndex) : null;
        return (
          <li
            key={k}
            className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr] dark:border-slate-800"
            data-testid="input"
          >
            <div className="text-sm">
              <p className="text-xs text-slate-500 dark:text-slate-400">Spends output #{i.outputIndex} of</p>
              {href ? <IdText id={i.txID} href={href} /> : <IdText id={i.txID} />}
            </div>
            <div className="text-sm">
              <Amount value={i.amount} meta={ctx.assets[i.assetID]} assetID={i.assetID} symbol={false} />{' '}
              <AssetLink id={i.assetID} assets={ctx.assets} />
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {kindLabel(i.kind)} · signature indices {i.sigIndices.join(', ') || 'none'}
                {i.stakeableLocktime !== undefined && (
                  <> · stake-locked until {absoluteTime(Number(i.stakeableLocktime) * 1000)}</>
                )}
              </p>
            </div>
          </li>
        );
      }}
    />
  );
}

function Operations({ ops, ctx }: { ops: OperationView[]; ctx: Ctx }) {
  if (ops.length === 0) return null;
  return (
    <Card title={`Operations (${ops.length})`}>
      <ul className="space-y-3">
        {ops.map((op, k) => (
          <li
            key={k}
            className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-800"
            data-testid="operation"
          >
            <p className="text-sm">
              <Badge tone="brand">{op.kind}</Badge> on <AssetLink id={op.assetID} assets={ctx.assets} />
              {op.groupID !== undefined && <> · group {op.groupID}</>}
            </p>
            <div className="text-sm">
              <p className="text-xs text-slate-500 dark:text-slate-400">Consumes</p>
              <ul>
                {op.utxos.map((u) => (
                  <li key={`${u.txID}:${u.outputIndex}`}>
                    output #{u.outputIndex} of <IdText id={u.txID} href={urls.output('X', u.txID, u.outputIndex)} />
                  </li>
                ))}
              </ul>
            </div>
            {op.payload && <BytesBlock value={op.payload} label="payload" />}
            <ul className="space-y-2">
              {op.outputs.map((o, i) => (
                <OutputRow key={i} o={o} ctx={ctx} />
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Card>
  );
}

type PartnerChain = { id: string; alias: ChainAlias | null } | undefined;

/** The Summary card of a tx page: the tx's type and status, then the rows of its kind. */
export function TxSummary({ type, status, children }: { type: string; status: ReactNode; children: ReactNode }) {
  return (
    <Card title="Summary">
      <DetailList>
        <DetailRow label="Type" testId="tx-type">
          {type}
        </DetailRow>
        <DetailRow label="Status" testId="tx-status">
          {status}
        </DetailRow>
        {children}
      </DetailList>
    </Card>
  );
}

/**
 * Summary rows naming the chain a tx is on (`chain`, its words for it) and, for an atomic tx, its
 * partner chain: where an import comes from, where an export goes.
 */
export function ChainRows({
  chain,
  tx,
}: {
  chain: string;
  tx: {
    blockchainID: string | null;
    networkID: number | null;
    sourceChain?: PartnerChain;
    destinationChain?: PartnerChain;
  };
}) {
  const src = tx.sourceChain;
  const dst = tx.destinationChain;
  return (
    <>
      <DetailRow label="Chain">{chain}</DetailRow>
      {tx.blockchainID && (
        <DetailRow label="Blockchain ID">
          <IdText id={tx.blockchainID} />
        </DetailRow>
      )}
      {tx.networkID !== null && <DetailRow label="Network ID">{tx.networkID}</DetailRow>}
      {src && (
        <DetailRow label="Imported from">
          {src.alias ? `${src.alias}-Chain` : 'Chain'} <IdText id={src.id} />
        </DetailRow>
      )}
      {dst && (
        <DetailRow label="Exported to">
          {dst.alias ? `${dst.alias}-Chain` : 'Chain'} <IdText id={dst.id} />
        </DetailRow>
      )}
    </>
  );
}

/** What a tx burned of each asset: its fee, on a real network. */
export function BurnedRow({ burned, ctx }: { burned: Record<string, bigint>; ctx: Ctx }) {
  const amounts = Object.entries(burned);
  return (
    <DetailRow label="Burned (fee)" testId="tx-fee">
      {amounts.length === 0
        ? 'nothing'
        : amounts.map(([asset, v]) => (
            <div key={asset}>
              <Amount value={v} meta={ctx.assets[asset]} assetID={asset} />
            </div>
          ))}
    </DetailRow>
  );
}

/** An ImportTx's inputs: UTXOs that `src` exported into this chain's shared memory. */
export function ImportedInputs({ inputs, src, ctx }: { inputs: InputView[]; src: PartnerChain; ctx: Ctx }) {
  return (
    <Inputs
      title="Imported inputs"
      inputs={inputs}
      producer={src?.alias ?? null}
      ctx={ctx}
      note={`Atomic UTXOs exported from the ${src?.alias ? `${src.alias}-Chain` : 'source chain'} and spent here.`}
    />
  );
}

/** An ExportTx's outputs, waiting in `dst`'s shared memory. */
export function ExportedOutputs({
  outputs,
  chain,
  dst,
  ctx,
}: {
  outputs: OutputView[];
  chain: 'X' | 'P' | 'C';
  dst: PartnerChain;
  ctx: Ctx;
}) {
  return (
    <Outputs
      title="Exported outputs"
      outputs={outputs}
      chain={chain}
      ctx={ctx}
      note={`Sent to the ${dst?.alias ? `${dst.alias}-Chain` : 'destination chain'}'s shared memory; an import there spends them.`}
    />
  );
}

export function TxDetails({
  tx,
  status,
  reason,
  ctx,
  place,
  pairing,
}: {
  tx: TxView;
  status: string;
  reason?: string;
  ctx: Ctx;
  /** The Block and Time rows (X and P tx pages). */
  place?: ReactNode;
  /** An export's outputs with the imports that spent them. */
  pairing?: ReactNode;
}) {
  const ok = status === 'Accepted' || status === 'Committed';
  return (
    <div className="space-y-4">
      <TxSummary
        type={tx.type}
        status={
          <>
            <Badge tone={ok ? 'green' : 'amber'}>{status}</Badge>
            {reason && <span className="ml-2 break-words text-sm text-slate-600 dark:text-slate-400">{reason}</span>}
          </>
        }
      >
        {place}
        <ChainRows chain={`${tx.chain}-Chain`} tx={tx} />
        {Object.keys(tx.burned).length > 0 && <BurnedRow burned={tx.burned} ctx={ctx} />}
        {tx.memo && (
          <DetailRow label="Memo">
            <BytesBlock value={tx.memo} label="memo" />
          </DetailRow>
        )}
      </TxSummary>
      {tx.fields.length > 0 && (
        <Card title={tx.createdAsset ? 'Asset created' : 'Details'}>
          <DetailList>
            {tx.fields.map((f, i) => (
              <DetailRow key={i} label={f.label}>
                {f.label === 'Asset' && f.value.kind === 'id' ? (
                  <IdText id={f.value.value} href={urls.asset(f.value.value)} />
                ) : (
                  <FieldValueView value={f.value} assets={ctx.assets} avaxAssetID={ctx.avaxAssetID} />
                )}
              </DetailRow>
            ))}
          </DetailList>
        </Card>
      )}
      <Inputs title="Inputs" inputs={tx.inputs} producer={tx.chain} ctx={ctx} />
      <ImportedInputs inputs={tx.importedInputs} src={tx.sourceChain} ctx={ctx} />
      <Outputs title="Outputs" outputs={tx.outputs} chain={tx.chain} ctx={ctx} />
      <ExportedOutputs outputs={tx.exportedOutputs} chain={tx.chain} dst={tx.destinationChain} ctx={ctx} />
      {tx.exportedOutputs.length > 0 && pairing}
      <Outputs
        title="Stake"
        outputs={tx.stakeOutputs}
        chain={tx.chain}
        ctx={ctx}
        note="Locked while staking and returned when the staking period ends."
      />
      <Outputs title="Initial state" outputs={tx.createdAsset?.initialOutputs ?? []} chain="X" ctx={ctx} />
      <Operations ops={tx.operations} ctx={ctx} />
      <Credentials credentials={tx.credentials} />
    </div>
  );
}

export function Credentials({ credentials }: { credentials: CredentialView[] }) {
  return (
    <Card title={`Credentials (${credentials.length})`}>
      {credentials.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">
          None: this transaction is created by the chain itself.
        </p>
      ) : (
        <ol className="space-y-2">
          {credentials.map((c, i) => (
            <li key={i} className="text-sm">
              <p className="text-xs text-slate-500 dark:text-slate-400">
                #{i} {c.kind} · {c.signatures.length} signature{c.signatures.length === 1 ? '' : 's'}
              </p>
              <ul>
                {c.signatures.map((s, k) => (
                  <li key={k}>
                    <IdText id={s} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
