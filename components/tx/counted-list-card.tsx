// A tx's list of inputs, outputs or EVM transfers: a card titled with how many there are, a note on
// what they are, one row each; nothing at all when there are none.
import type { ReactNode } from 'react';
import { Card } from '../ui/card';

export function CountedListCard<T>({
  title,
  items,
  note,
  row,
}: {
  title: string;
  items: readonly T[];
  note?: string;
  row: (item: T, index: number) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <Card title={`${title} (${items.length})`}>
      {note && <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{note}</p>}
      <ul className="space-y-2">{items.map(row)}</ul>
    </Card>
  );
}
