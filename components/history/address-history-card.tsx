// The "Transactions" card of an address page: the client listing inside a Suspense boundary (it
// reads its cursor and filters from the URL).
import { Suspense } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { AddressHistory } from './address-history';

export function AddressHistoryCard({ address, chains }: { address: string; chains: readonly ('X' | 'P' | 'C')[] }) {
  return (
    <Card title="Transactions">
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        <AddressHistory address={address} chains={chains} />
      </Suspense>
    </Card>
  );
}
