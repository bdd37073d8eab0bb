import Link from 'next/link';
import { IdText } from '@/components/ui/id-text';
import type { IndexPath } from '@/lib/decode/container';
import { absoluteTime } from '@/lib/format/time';
import { urls } from '@/lib/explorer/urls';
import type { Found } from './index-lookups';

/** Where a looked-up container sits in the index, when this node accepted it, and what it holds. */
export function FoundContainer({ path, f }: { path: IndexPath; f: Found }) {
  const t = f.target;
  return (
    <>
      <IdText id={f.id} /> is at index{' '}
      <Link href={urls.index(path, f.index)} className="font-mono text-brand-600 underline dark:text-brand-500">
        {f.index.toString()}
      </Link>
      , accepted by this node {absoluteTime(Date.parse(f.timestamp))}
      {t && (
        <>
          {' '}
          ·{' '}
          <Link
            href={t.what === 'tx' ? urls.tx(t.chain, t.id) : urls.block(t.chain, t.id)}
            className="text-brand-600 underline dark:text-brand-500"
          >
            {t.chain} {t.what}
            {t.height !== undefined ? ` ${t.height.toString()}` : ''}
          </Link>{' '}
          ({t.summary})
        </>
      )}
      .
    </>
  );
}
