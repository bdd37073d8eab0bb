'use client';
// A validator's delegators a page at a time (the node lists them all in one answer, in hundreds on
// a busy validator): the page is in the URL (?delegators_page=), so it survives a reload.
import { useUrlParams } from './use-url-params';

const PER_PAGE = 25;

/** The page of `all` that `asked` (the URL's text) names, clamped to the pages there are. */
export function delegatorPage<T>(all: readonly T[], asked: string | null) {
  const pages = Math.max(1, Math.ceil(all.length / PER_PAGE));
  const n = Number(asked ?? '1');
  const page = Number.isInteger(n) ? Math.min(Math.max(n, 1), pages) : 1;
  return { rows: all.slice((page - 1) * PER_PAGE, page * PER_PAGE), page, pages };
}

/** The page the URL names, and a way to go to another (kept in the URL). */
export function useDelegatorPage<T>(all: readonly T[]) {
  const [params, setParams] = useUrlParams();
  return {
    ...delegatorPage(all, params.get('delegators_page')),
    go: (p: number) => setParams({ delegators_page: p <= 1 ? null : String(p) }),
  };
}

export function DelegatorPager({ page, pages, go }: { page: number; pages: number; go: (p: number) => void }) {
  if (pages <= 1) return null;
  const cls =
    'rounded-md border border-slate-300 px-3 py-1 text-sm hover:bg-slate-100 disabled:opacity-40 dark:border-slate-700 dark:hover:bg-slate-800';
  return (
    <nav aria-label="Delegator pages" className="flex items-center gap-2 text-sm" data-testid="delegator-pager">
      <button type="button" className={cls} disabled={page <= 1} onClick={() => go(page - 1)}>
        ← Previous
      </button>
      <span className="text-slate-600 dark:text-slate-400" data-testid="delegator-page">
        Page {page} of {pages}
      </span>
      <button
        type="button"
        className={cls}
        disabled={page >= pages}
        onClick={() => go(page + 1)}
        data-testid="delegators-next"
      >
        Next →
      </button>
    </nav>
  );
}
