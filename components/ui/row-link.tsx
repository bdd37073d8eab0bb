'use client';
// A link in a list of entities (blocks, txs, ids): not prefetched as it scrolls into view (a list of
// 25 would have the server render 25 pages nobody opens), but as soon as a pointer rests on it, it is
// focused or touched: what a person is about to open is ready when they click.
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, type ComponentProps } from 'react';

type Props = Omit<ComponentProps<typeof Link>, 'prefetch' | 'href'> & { href: string };

export function RowLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  const router = useRouter();
  const done = useRef<string | null>(null);
  const prefetch = () => {
    if (done.current === href) return;
    done.current = href;
    router.prefetch(href);
  };
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(e) => {
        prefetch();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        prefetch();
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        prefetch();
        onTouchStart?.(e);
      }}
      {...rest}
    />
  );
}
