// A history listing in its card, inside a Suspense boundary: the client listings read their cursor
// and filters from the URL.
import { Suspense, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function HistoryCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>{children}</Suspense>
    </Card>
  );
}
