import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { IdText } from '@/components/ui/id-text';
import { TimeAgo } from '@/components/ui/time-ago';
import { loadBlock, UndecodedBlockError, undecodedBlockOrThrow } from '@/lib/explorer/load';
import { undecodedLabel } from '@/lib/decode/undecoded';
import { urls } from '@/lib/explorer/urls';
import { absoluteTime } from '@/lib/format/time';
import { Badge, Card, DetailList, DetailRow } from '../ui/card';
import { EntityHeader } from '../ui/entity-header';
import { ImmutablePageMark } from '../ui/immutable-page-mark';
import { formatCount } from '@/lib/format/amount';
import { UndecodedBytes, UndecodedTxs } from './undecoded-txs';
import { shareMetadata } from '@/components/og/share-metadata';

// One load per request: the page and its metadata both ask, and the block's txs are decoded once.
const loadBlockOnce = cache(loadBlock);

/** Server body of `/x/blocks/<id|height>` and `/p/blocks/<id|height>`. */
export async function BlockPage({ chain, blockRef }: { chain: 'X' | 'P'; blockRef: string }) {
  const block = await loadBlockOnce(chain, blockRef).catch(undecodedBlockOrThrow);
  if (block instanceof UndecodedBlockError) return <UndecodedBlock chain={chain} e={block} />;
  if (!block) notFound();
  const ms = block.time !== null ? Number(block.time) * 1000 : null;
  return (
    <div className="space-y-6">
      {/* The node serves only accepted blocks, by id or by height. */}
      <ImmutablePageMark />
      <EntityHeader kind={`${chain}-Chain block ${formatCount(block.height)}`} id={block.id}>
        <Badge tone="brand">{block.type}</Badge>
      </EntityHeader>
      <Card title="Block">
        <DetailList>
          <DetailRow label="Height" testId="block-height">
            <span className="font-mono tabular-nums">{block.height.toString()}</span>
          </DetailRow>
          <DetailRow label="Time">
            {ms !== null ? (
              <span>
                <TimeAgo ms={ms} /> <span className="text-slate-500 dark:text-slate-400">({absoluteTime(ms)})</span>
              </span>
            ) : (
              'not recorded in pre-Banff blocks'
            )}
          </DetailRow>
          <DetailRow label="Parent">
            {block.height > 0n ? (
              <IdText id={block.parentID} href={urls.block(chain, block.parentID)} />
            ) : (
              <IdText id={block.parentID} />
            )}
          </DetailRow>
          <DetailRow label="Transactions">{txCount(block)}</DetailRow>
        </DetailList>
        <nav aria-label="Neighbouring blocks" className="mt-3 flex gap-3 text-sm">
          {block.height > 0n && (
            <Link
              href={urls.block(chain, block.height - 1n)}
              className="text-brand-600 hover:underline dark:text-brand-500"
              rel="prev"
            >
              ← Block {(block.height - 1n).toString()}
            </Link>
          )}
          <Link
            href={urls.block(chain, block.height + 1n)}
            className="text-brand-600 hover:underline dark:text-brand-500"
            rel="next"
          >
            Block {(block.height + 1n).toString()} →
          </Link>
          <Link
            href={urls.blocks(chain, block.height)}
            className="ml-auto text-brand-600 hover:underline dark:text-brand-500"
          >
            In the block list
          </Link>
        </nav>
      </Card>
      <Card title={`Transactions (${txCount(block)})`}>
        {block.txs.length === 0 && !block.undecoded ? (
          <p className="text-sm text-slate-500 dark:text-slate-400">
            {block.type.includes('Commit') || block.type.includes('Abort')
              ? 'A commit or abort block decides its parent proposal and carries no transactions.'
              : 'No transactions.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100 dark:divide-slate-800" data-testid="block-txs">
            {block.txs.map((tx) => (
              <li key={tx.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <IdText id={tx.id} href={urls.tx(chain, tx.id)} />
                <span className="flex items-center gap-2 text-xs text-slate-500 dark:text-slate-400">
                  <Badge>{tx.type}</Badge>
                  {tx.inputs.length + tx.importedInputs.length} in · {tx.outputs.length + tx.exportedOutputs.length} out
                </span>
              </li>
            ))}
            {block.undecoded && <UndecodedTxs u={block.undecoded} href={(id) => urls.tx(chain, id)} />}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** A block whose header Snowline cannot read: its id, why, and its bytes. */
function UndecodedBlock({ chain, e }: { chain: 'X' | 'P'; e: UndecodedBlockError }) {
  return (
    <div className="space-y-6">
      <EntityHeader kind={`${chain}-Chain block`} id={e.id}>
        <Badge tone="amber">{undecodedLabel(e.undecoded.typeID)}</Badge>
      </EntityHeader>
      <Card title="Block">
        <div className="space-y-2 text-sm" data-testid="undecoded-block">
          <p>
            Snowline could not decode this block: <span className="break-words">{e.undecoded.reason}</span>. It may be
            of a type a later network upgrade added. Its {e.undecoded.length} bytes:
          </p>
          <UndecodedBytes u={e.undecoded} />
        </div>
      </Card>
    </div>
  );
}

/** How many txs the block has: those read, and those it says follow the first one not read. */
function txCount(block: NonNullable<Awaited<ReturnType<typeof loadBlock>>>): string {
  const u = block.undecoded;
  if (!u) return String(block.txs.length);
  return u.count === null ? `${block.txs.length} decoded, more not decoded` : String(block.txs.length + u.count);
}

export async function blockMetadata(chain: 'X' | 'P', blockRef: string): Promise<Metadata> {
  // A node failure propagates: the page's metadataOrNodeDown turns it into the node-down title.
  const block = await loadBlockOnce(chain, blockRef).catch(undecodedBlockOrThrow);
  if (block instanceof UndecodedBlockError)
    return { title: `${chain}-Chain ${undecodedLabel(block.undecoded.typeID)} block` };
  if (!block) return { title: `${chain}-Chain block not found` };
  const title = `${chain}-Chain block ${block.height}`;
  const when = block.time !== null ? ` at ${absoluteTime(Number(block.time) * 1000)}` : '';
  const description = `${block.type} ${block.id} with ${block.txs.length} transaction${block.txs.length === 1 ? '' : 's'}${when}.`;
  return shareMetadata(title, description);
}
