import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TokenActivity } from '@/components/history/token-transfers';
import { EntityHeader } from '@/components/ui/entity-header';
import { splitTokenKey, tokenKey } from '@/lib/store/history/chain-keys';
import { HistoryCard } from '@/components/history/history-card';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const token = (await params).token;
  return { title: `Token ${token.slice(0, 12)}…` };
}

/** A path segment as text (left as it is when it is not valid percent-encoding). */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** A token contract on the C-Chain or an L1's EVM chain: its holders and transfers from Snowline's history. */
export default async function TokenPage({ params }: Props) {
  const key = splitTokenKey(decoded((await params).token));
  if (!key) notFound();
  const token = tokenKey(key.chain, key.address);
  return (
    <div className="space-y-6">
      <EntityHeader kind={key.chain === 'C' ? 'C-Chain token' : `Token on L1 chain ${key.chain}`} id={key.address} />
      <HistoryCard title="Holders and transfers">
        <TokenActivity token={token} />
      </HistoryCard>
    </div>
  );
}
