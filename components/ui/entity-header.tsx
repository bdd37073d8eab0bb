import type { ReactNode } from 'react';
import { CopyButton } from '@/components/ui/copy-button';
import { CopyLinkButton } from './copy-link';

/** Entity page heading: what it is, its full id (wrapping, copyable) and a copy-link button. */
export function EntityHeader({ kind, id, children }: { kind: string; id: string; children?: ReactNode }) {
  return (
    <header className="space-y-2">
      <p className="text-sm font-medium uppercase tracking-wide text-slate-500 dark:text-slate-400">{kind}</p>
      <h1 className="flex items-start gap-1 font-mono text-lg font-semibold sm:text-xl">
        <span className="break-all" data-testid="entity-id">
          {id}
        </span>
        <CopyButton value={id} label="Copy id" />
      </h1>
      <div className="flex flex-wrap items-center gap-2">
        {children}
        <CopyLinkButton />
      </div>
    </header>
  );
}
