import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { IdPageTitle } from '@/components/ui/page-title';
import { EmptyState } from '@/components/ui/states';
import { MessageView } from '@/components/icm/message-view';
import { icmCard } from '@/components/og/cards/icm-card';
import { shareMetadata, withoutLocalCard } from '@/components/og/share-metadata';
import { icmCChainID, icmMessageKnown } from '@/lib/icm/instance';
import { urls } from '@/lib/explorer/urls';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = (await params).id;
  const title = `ICM message ${id.slice(0, 12)}…`;
  // A message the history holds is shared with its route and state (and its card).
  const card = await icmCard(id).catch(() => null);
  if (card) return shareMetadata(title, `${card.facts.join('. ')}.`);
  return withoutLocalCard({ title, description: `Where ICM message ${id} came from, goes, and got to.` });
}

export default async function IcmMessagePage({ params }: Props) {
  const id = (await params).id;
  const known = await icmMessageKnown(id);
  if (known === 'unknown') notFound();
  const cChainID = await icmCChainID().catch(() => null);
  return (
    <div className="space-y-4">
      <IdPageTitle back={{ href: urls.icmMessages(), label: 'ICM messages' }} title="ICM message" id={id} />
      {known === 'off' ? (
        <EmptyState title="This server does not follow the chains">
          ICM messages are read by the history follower.
        </EmptyState>
      ) : (
        <MessageView id={id} cChainID={cChainID} />
      )}
    </div>
  );
}
