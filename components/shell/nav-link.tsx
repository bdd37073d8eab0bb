'use client';
// A section link of the header's menus: the one island that knows where the page is (aria-current),
// since the layout around it is not rendered again on a client-side navigation.
import { usePathname } from 'next/navigation';
import { RowLink } from '@/components/ui/row-link';
import { isActive } from './sections';

export function NavLink({ href, className, children }: { href: string; className: string; children: string }) {
  const pathname = usePathname() ?? '/';
  // Not prefetched on every page view (the server would render each section while the page's own data
  // is still on its way), but once a pointer rests on it or it is focused or touched.
  return (
    <RowLink href={href} aria-current={isActive(pathname, href) ? 'page' : undefined} className={className}>
      {children}
    </RowLink>
  );
}
