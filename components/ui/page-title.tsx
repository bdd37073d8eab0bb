import Link from 'next/link';
import type { ReactNode } from 'react';
import { IdText } from './id-text';

/** A page's title, and the line under it saying what the page shows. */
export function PageTitle({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {children !== undefined && <p className="text-sm text-slate-600 dark:text-slate-400">{children}</p>}
    </div>
  );
}

/** The title of a page about one thing with an id: a link back up above it, its full id under it. */
export function IdPageTitle({ back, title, id }: { back: { href: string; label: string }; title: string; id: string }) {
  return (
    <div>
      <p className="text-sm">
        <Link href={back.href} className="text-brand-600 hover:underline dark:text-brand-500">
          ← {back.label}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <IdText id={id} full />
    </div>
  );
}
