// A list of records, one <li> each: what DataTable is to a table, so a list names only its items'
// attributes and content.
import type { ReactNode } from 'react';

export function ItemList<T>({
  items,
  item,
  className = 'divide-y divide-slate-100 text-sm dark:divide-slate-800',
  itemClassName = 'flex flex-wrap items-center gap-3 py-1.5',
  empty,
  children,
}: {
  items: readonly T[];
  /** An item's React key and the data attributes of its <li> (its test id, the id it shows). */
  item: (t: T) => { key: string | number } & Record<`data-${string}`, string | number>;
  className?: string;
  /** By default an item's fields in one row, wrapping where the row is narrow. */
  itemClassName?: string;
  /** What shows instead of the list when there are no items. */
  empty: ReactNode;
  children: (t: T) => ReactNode;
}) {
  if (items.length === 0) return empty;
  return (
    <ul className={className}>
      {items.map((t) => {
        const { key, ...attrs } = item(t);
        return (
          <li key={key} {...attrs} className={itemClassName}>
            {children(t)}
          </li>
        );
      })}
    </ul>
  );
}
