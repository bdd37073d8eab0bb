// A history listing in its card. `seed`: the listing's first page, read by the page's server and seeded
// so its rows draw from the HTML. No Suspense boundary: the pages render per request, so reading the
// URL never suspends, and React streams a boundary's content of more than 12.8 KB apart from the shell,
// shown no sooner than 300 ms after the first paint (a skeleton meanwhile, though the rows were sent).
import type { ReactNode } from 'react';
import { QuerySeed, type SeedAnswer } from '@/components/shell/query-seed';
import { Card } from '@/components/ui/card';

export function HistoryCard({
  title,
  seed,
  children,
}: {
  title: string;
  seed?: readonly SeedAnswer[];
  children: ReactNode;
}) {
  return <Card title={title}>{seed ? <QuerySeed answers={seed}>{children}</QuerySeed> : children}</Card>;
}
