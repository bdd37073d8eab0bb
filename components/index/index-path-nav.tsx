import Link from 'next/link';
import { INDEX_PATHS, type IndexPath } from '@/lib/decode/container';
import { urls } from '@/lib/explorer/urls';

/** Links to every index path the node may serve, the current one marked. */
export function IndexPathNav({ path }: { path: IndexPath }) {
  return (
    <nav aria-label="Index paths" className="mt-2 flex flex-wrap gap-2 text-sm">
      {INDEX_PATHS.map((p) => (
        <Link
          key={p}
          href={urls.index(p)}
          aria-current={p === path ? 'page' : undefined}
          className="rounded-md px-2 py-1 font-mono hover:bg-slate-100 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700 dark:hover:bg-slate-800 dark:aria-[current=page]:bg-slate-800 dark:aria-[current=page]:text-white"
        >
          {p}
        </Link>
      ))}
    </nav>
  );
}
