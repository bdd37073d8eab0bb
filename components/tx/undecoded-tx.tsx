// A tx page for a tx the node serves and Snowline cannot decode (a type a later upgrade added, or
// bytes it cannot read): its id, status, why, and its bytes as hex to copy, instead of a failed page.
import type { Metadata } from 'next';
import { undecodedLabel } from '@/lib/decode/undecoded';
import type { UndecodedTxError } from '@/lib/explorer/load';
import { UndecodedBytes } from '../block/undecoded-txs';
import { Badge, Card } from '../ui/card';
import { EntityHeader } from '../ui/entity-header';
import { shareMetadata } from '@/components/og/share-metadata';

export function UndecodedTx({ chain, id, e }: { chain: 'X' | 'P' | 'C'; id: string; e: UndecodedTxError }) {
  const u = e.undecoded;
  return (
    <div className="space-y-6">
      <EntityHeader kind={`${chain}-Chain transaction`} id={u.id ?? id}>
        <Badge tone="amber">{undecodedLabel(u.typeID)}</Badge>
      </EntityHeader>
      <Card title="Transaction">
        <div className="space-y-2 text-sm" data-testid="undecoded-tx">
          <p data-testid="tx-status">
            The node reports it as <strong>{e.status}</strong>.
          </p>
          <p>
            Snowline could not decode it: <span className="break-words">{u.reason}</span>. It may be of a type a later
            network upgrade added. Its {u.length} bytes:
          </p>
          <UndecodedBytes u={u} />
        </div>
      </Card>
    </div>
  );
}

export function undecodedTxMetadata(chain: 'X' | 'P' | 'C', id: string, e: UndecodedTxError): Metadata {
  const title = `${chain}-Chain ${undecodedLabel(e.undecoded.typeID)} tx ${id.slice(0, 10)}…`;
  const description = `A transaction Snowline could not decode (${e.undecoded.length} bytes). Status ${e.status}.`;
  return shareMetadata(title, description);
}
