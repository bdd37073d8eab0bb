import { RowLink } from './row-link';
import { shortenId } from '@/lib/format/id';
import { CopyButton } from './copy-button';

/** A long id shortened for display; the full value on hover and copy, optionally linked. */
export function IdText({ id, href, full = false }: { id: string; href?: string; full?: boolean }) {
  const text = full ? id : shortenId(id);
  const body = href ? (
    <RowLink href={href} className="text-brand-600 hover:underline dark:text-brand-500">
      {text}
    </RowLink>
  ) : (
    text
  );
  return (
    <span className="inline-flex max-w-full items-center gap-1 font-mono text-sm" title={id}>
      <span className="truncate">{body}</span>
      <CopyButton value={id} label="Copy" />
    </span>
  );
}
