'use client';
// A listing's page cursor in the URL (?<param>=…), so a page survives a reload and can be shared, and
// the newest/older links under the listing.
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';

/** This page's URL with `change` applied to its query (undefined or '' removes a parameter). */
export function useHrefWith(): (change: Record<string, string | undefined>) => string {
  const params = useSearchParams();
  const pathname = usePathname();
  return (change) => {
    const p = new URLSearchParams(params.toString());
    for (const [k, v] of Object.entries(change)) {
      if (v) p.set(k, v);
      else p.delete(k);
    }
    const s = p.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
}

/** The cursor kept in `param`: the page's `before`, and the links to the newest and the next page. */
export function useCursor(param: string) {
  const before = useSearchParams().get(param) ?? undefined;
  const hrefWith = useHrefWith();
  return {
    before,
    links: (next: string | null, opts: Omit<Parameters<typeof PageLinks>[0], 'newest' | 'older'> = {}) => (
      <PageLinks
        newest={before ? hrefWith({ [param]: undefined }) : null}
        older={next ? hrefWith({ [param]: next }) : null}
        {...opts}
      />
    ),
  };
}

function PageLinks({
  newest,
  older,
  testIdPrefix,
  className = '',
  labels = ['← Newest', 'Older →'],
}: {
  /** The two links' words: a ranked list (holders) pages "first" and "next", not by age. */
  labels?: readonly [string, string];
  /** The first page's URL, or null on the first page. */
  newest: string | null;
  /** The next page's URL, or null on the last page. */
  older: string | null;
  /** Test ids `<prefix>-newest` and `<prefix>-older`. */
  testIdPrefix?: string;
  className?: string;
}) {
  return (
    <div className={`flex gap-2 text-sm ${className}`.trim()}>
      {newest !== null && (
        <Link href={newest} className="hover:underline" data-testid={testIdPrefix && `${testIdPrefix}-newest`}>
          {labels[0]}
        </Link>
      )}
      {older !== null && (
        <Link
          href={older}
          scroll={false}
          className="ml-auto hover:underline"
          data-testid={testIdPrefix && `${testIdPrefix}-older`}
        >
          {labels[1]}
        </Link>
      )}
    </div>
  );
}
