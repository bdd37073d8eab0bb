import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { TokenActivity } from '@/components/history/token-transfers';
import { Card } from '@/components/ui/card';
import { EntityHeader } from '@/components/ui/entity-header';
import { Skeleton } from '@/components/ui/skeleton';

type Props = { params: Promise<{ token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const token = (await params).token;
  return { title: `Token ${token.slice(0, 12)}…` };
}

/** A C-Chain token contract: its holders and transfers from Snowline's history. */
export default async function TokenPage({ params }: Props) {
  const token = (await params).token.toLowerCase();
  if (!/^0x[0-9a-f]{40}$/.test(token)) notFound();
  return (
    <div className="space-y-6">
      <EntityHeader kind="C-Chain token" id={token} />
      <Card title="Holders and transfers">
        <Suspense fallback={<Skeleton className="h-24 w-full" />}>
          <TokenActivity token={token} />
        </Suspense>
      </Card>
    </div>
  );
}
