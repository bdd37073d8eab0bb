// A history listing in its card, inside a Suspense boundary: the client listings read their cursor
// and filters from the URL. `seed`: the listing's first page, read by the page's server and seeded so
// its rows draw from the HTML.
import { Suspense, type ReactNode } from 'react';
import { QuerySeed, type SeedAnswer } from '@/components/shell/query-seed';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

export function HistoryCard({
  title,
  seed,
  children,
}: {
  title: string;
  seed?: readonly SeedAnswer[];
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <Suspense fallback={<Skeleton className="h-24 w-full" />}>
        {seed ? <QuerySeed answers={seed}>{children}</QuerySeed> : children}
      </Suspense>
    </Card>
  );
}
