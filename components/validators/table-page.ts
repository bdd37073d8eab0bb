// The current validators as one screen of the table: the set filtered, sorted and cut to a page on the
// server, so the browser receives (and hydrates) the rows it shows and nothing else.
import { filterRows, isSortKey, sortRows, type SortDir, type SortKey, type TableRow } from './rows';

/** Rows on one page: a screenful on a laptop, little enough for a slow phone to render at once. */
const PAGE_SIZE = 25;

/** The table's state as the URL carries it. */
export interface TableQuery {
  q: string;
  sort: SortKey;
  dir: SortDir;
  /** 1-based; past the end it shows the last page. */
  page: number;
}

export interface TablePage {
  rows: TableRow[];
  /** Rows matching the filter, over every page. */
  shown: number;
  page: number;
  pages: number;
  /** 0-based index of the page's first row among the matching ones. */
  first: number;
}

type Params = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The table's state from the page's search params; anything unreadable falls back to the default. */
export function tableQueryOf(sp: Params): TableQuery {
  const sort = one(sp.sort);
  const page = Number.parseInt(one(sp.page) ?? '', 10);
  return {
    q: (one(sp.q) ?? '').slice(0, 200),
    sort: isSortKey(sort) ? sort : 'weight',
    dir: one(sp.dir) === 'asc' ? 'asc' : 'desc',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

// Each table is sorted once per order: a sort of 2,000 rows is a few ms, a filter or a page far less.
const orders = new WeakMap<readonly TableRow[], Map<string, TableRow[]>>();

function sortedOnce(rows: readonly TableRow[], sort: SortKey, dir: SortDir): TableRow[] {
  let byOrder = orders.get(rows);
  if (!byOrder) orders.set(rows, (byOrder = new Map()));
  const key = `${sort}:${dir}`;
  let sorted = byOrder.get(key);
  if (!sorted) byOrder.set(key, (sorted = sortRows(rows, sort, dir)));
  return sorted;
}

export function tablePage(rows: readonly TableRow[], query: TableQuery, size = PAGE_SIZE): TablePage {
  const matching = filterRows(sortedOnce(rows, query.sort, query.dir), query.q);
  const pages = Math.max(1, Math.ceil(matching.length / size));
  const page = Math.min(query.page, pages);
  const first = (page - 1) * size;
  return { rows: matching.slice(first, first + size), shown: matching.length, page, pages, first };
}
